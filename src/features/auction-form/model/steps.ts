/** The form's four screens, in order (spec section 2). */
export type Step = 'categorySelection' | 'route' | 'shippingDetails' | 'summary';
export const STEPS: readonly Step[] = ['categorySelection', 'route', 'shippingDetails', 'summary'];

export const STEP_SEGMENTS: Readonly<Record<Step, string>> = {
  categorySelection: 'category',
  route: 'routes-dates',
  shippingDetails: 'details',
  summary: 'summary',
};

/** 1-based, as maxStepNumber and the API's `step` count them. */
export const stepNumber = (step: Step): number => STEPS.indexOf(step) + 1;

export function stepFromSegment(segment: string | null | undefined): Step | null {
  const clean = (segment ?? '').replace(/^\/+|\/+$/g, '');
  const found = (Object.keys(STEP_SEGMENTS) as Step[]).find(
    (step) => STEP_SEGMENTS[step] === clean,
  );
  return found ?? null;
}

export const isStep = (value: unknown): value is Step =>
  typeof value === 'string' && (STEPS as readonly string[]).includes(value);

export type FormMode = 'addNew' | 'edit' | 'copy';
export const FORM_MODES: readonly FormMode[] = ['addNew', 'edit', 'copy'];
