/** Class names or element ids joined by spaces; undefined when none is given, so the attribute is left out. */
export const joinNames = (...names: Array<string | false | null | undefined>): string | undefined =>
  names.filter(Boolean).join(' ') || undefined;
