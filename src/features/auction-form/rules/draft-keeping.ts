/**
 * Spec section 4: "every state change is saved; selecting the category step
 * clears the saved listing state". The draft is written a moment after a
 * change, so a draft deleted on the category step would be written back in
 * full a moment later (category, route and dates came back on reload). The rule
 * is applied where the draft is written: a draft whose step is the category
 * step is not kept.
 *
 * `serialized` is the stored value: a JSON object of JSON-encoded slices (draft-storage.ts).
 */
export function shouldKeepDraft(serialized: string): boolean {
  try {
    const slices = JSON.parse(serialized) as Record<string, unknown>;
    const form =
      typeof slices.form === 'string' ? (JSON.parse(slices.form) as { step?: unknown }) : null;
    return form?.step !== 'categorySelection';
  } catch {
    // Not ours to judge: written as given.
    return true;
  }
}
