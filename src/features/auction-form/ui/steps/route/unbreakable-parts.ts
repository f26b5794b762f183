/**
 * A hyphen is a line-break opportunity, so a postcode such as "00-950" (Poland) or "1000-001"
 * (Portugal) could be split across the two lines of the full-address line. Tokens of digits
 * joined by hyphens are marked to be kept whole; everything else may wrap as usual.
 */
export interface TextPart {
  text: string;
  whole: boolean;
}

const JOINED_NUMBER = /\d+(?:[-‐‑–]\d+)+/g;

export function unbreakableParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(JOINED_NUMBER)) {
    const at = match.index ?? 0;
    if (at > from) parts.push({ text: text.slice(from, at), whole: false });
    parts.push({ text: match[0], whole: true });
    from = at + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), whole: false });
  return parts;
}
