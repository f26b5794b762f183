import type { FieldValidators } from './field-validators';

/**
 * The details step's own text limits. The field checks, Next, the summary and
 * the final validators all read these validators, so a title is counted one
 * way everywhere (by characters, as the `length` validator counts them: a
 * 73-emoji title is 73 characters on every path).
 */
const NAME_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const TITLE_MAX_LENGTH = 80;

/** The item name is not a dynamic field but is checked with the same validators. */
export const NAME_VALIDATORS: FieldValidators = {
  mandatory: [{ type: 'blank' }, { type: 'length', params: { max: NAME_MAX_LENGTH } }],
};
export const TITLE_VALIDATORS: FieldValidators = {
  mandatory: [{ type: 'blank' }, { type: 'length', params: { max: TITLE_MAX_LENGTH } }],
};
export const DESCRIPTION_VALIDATORS: FieldValidators = {
  mandatory: [{ type: 'length', params: { max: DESCRIPTION_MAX_LENGTH } }],
};
