/**
 * A text as the page holds it after the macros printed it: every control HTML does not define (C0
 * but tab, LF and CR; DEL and C1) arrives as U+FFFD, Twig's html_attr escaper replacing the C0 ones
 * and DEL, the macro the C1 ones. Every other character, the invisible format characters too, comes
 * back as typed.
 */
export const asPrinted = (typed: string): string =>
  // eslint-disable-next-line no-control-regex -- the controls are exactly what is replaced
  typed.replace(/[\0-\x08\v\f\x0E-\x1F\x7F-\x9F]/g, '\uFFFD');
