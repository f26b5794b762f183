/**
 * "Empty" as jquery-validation's `optional()` sees a text field: no value at
 * all. A lone space is a value, so format rules still judge it.
 */
export const isEmpty = (value: string | null | undefined): value is '' | null | undefined =>
  value === undefined || value === null || value === '';

/** Required-style checks ignore whitespace, so "   " never counts as filled in. */
export const isBlank = (value: string | null | undefined): boolean =>
  isEmpty(value) || value.trim() === '';
