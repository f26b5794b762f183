import { parseDecimal } from '@/core/validation/parse-decimal';
import type { FieldValidator, FieldValidators, MessageText } from '../model/item-category';
import { DEFAULT_MESSAGE, validatorMessage } from './validator-messages';

/**
 * The dynamic item-field validators that come with each field definition of
 * `api_item_category_fields` (spec section 5): the checks. Pure: no React, no i18n. The
 * UI shows a failure's own message (validator-messages.ts) or, lacking one, turns
 * its `type` + `key` + `params` into a translated message.
 */

export const VALIDATOR_TYPES = [
  'range',
  'contain',
  'blank',
  'integer',
  'regex',
  'length',
  'makeandmodel',
] as const;
export type ValidatorType = (typeof VALIDATOR_TYPES)[number];

/** The message keys each type can fail with (its message map). */
export const MESSAGE_KEYS: Readonly<Record<ValidatorType, readonly string[]>> = {
  range: ['too_small', 'too_big'],
  contain: ['not_contain'],
  blank: ['blank'],
  integer: ['incorrect'],
  regex: ['incorrect'],
  length: ['too_short', 'too_long'],
  makeandmodel: ['incorrect'],
};

// The validators' shape is the API's data (model/item-category.ts); the rules here judge values with it.
export type { FieldValidator, FieldValidators, MessageText } from '../model/item-category';

export type FieldValue = string | number | boolean | null | undefined;

/** A failed validator: its type, the message key and the parameters for the message's placeholders. */
export interface ValidatorFailure {
  type: ValidatorType;
  key: string;
  params: Record<string, string | number>;
  /** The definition's own message for that key (English when by locale), or DEFAULT_MESSAGE. */
  message: string;
  /** The validator's own message-map entry for that key; null when the map lacks it. */
  own: MessageText | null;
}

export interface FieldProblem extends ValidatorFailure {
  level: 'error' | 'warning';
}

/** The definitions are broken (not the customer's input): an unknown type or unusable parameters. */
export class ValidatorDefinitionError extends Error {
  override name = 'ValidatorDefinitionError';
}

export class UnknownValidatorError extends ValidatorDefinitionError {
  override name = 'UnknownValidatorError';
  constructor(readonly validatorType: string) {
    super(`Unsupported validator type: "${validatorType}"`);
  }
}

const isKnownType = (type: string): type is ValidatorType =>
  (VALIDATOR_TYPES as readonly string[]).includes(type);

/** Blank in the spec's sense: zero and false are answers, so they count as filled. */
export function isBlankValue(value: FieldValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

const asNumber = (value: FieldValue): number | null =>
  typeof value === 'string' || typeof value === 'number' ? parseDecimal(value) : null;

const optionalNumber = (
  type: string,
  params: Record<string, unknown>,
  name: string,
): number | undefined => {
  const raw = params[name];
  if (raw === undefined || raw === null) return undefined;
  const n =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && raw.trim() !== ''
        ? Number(raw)
        : NaN;
  if (!Number.isFinite(n))
    throw new ValidatorDefinitionError(`Validator "${type}": parameter "${name}" is not a number`);
  return n;
};

// Patterns come from the API; without the `u` flag, as the platform builds them.
function compile(type: string, pattern: unknown): RegExp {
  if (typeof pattern !== 'string')
    throw new ValidatorDefinitionError(`Validator "${type}": a pattern is not a string`);
  try {
    return new RegExp(pattern);
  } catch {
    throw new ValidatorDefinitionError(
      `Validator "${type}": invalid pattern ${JSON.stringify(pattern)}`,
    );
  }
}

function patternList(type: string, params: Record<string, unknown>): RegExp[] {
  const patterns = params.patterns;
  if (!Array.isArray(patterns) || patterns.length === 0) {
    throw new ValidatorDefinitionError(`Validator "${type}": "patterns" must be a non-empty list`);
  }
  return patterns.map((p) => compile(type, p));
}

type Failure = { key: string; params?: Record<string, string | number> } | null;

/** The check of each type; empty values pass every type but `blank` (blank answers for them). */
const CHECKS: Record<
  ValidatorType,
  (value: FieldValue, params: Record<string, unknown>) => Failure
> = {
  blank: (value) => (isBlankValue(value) ? { key: 'blank' } : null),

  range(value, params): Failure {
    const min = optionalNumber('range', params, 'min');
    const max = optionalNumber('range', params, 'max');
    if (isBlankValue(value)) return null;
    const n = asNumber(value);
    // Not a number at all: no key of the map fits, so the default message shows.
    if (n === null) return { key: 'not_a_number' };
    if (min !== undefined && n < min) return { key: 'too_small', params: { min } };
    if (max !== undefined && n > max) return { key: 'too_big', params: { max } };
    return null;
  },

  contain(value, params) {
    const allowed = params.allowed;
    if (!Array.isArray(allowed))
      throw new ValidatorDefinitionError('Validator "contain": "allowed" must be a list');
    if (isBlankValue(value)) return null;
    return allowed.map(String).includes(String(value))
      ? null
      : { key: 'not_contain', params: { allowed: allowed.join(', ') } };
  },

  integer(value) {
    if (isBlankValue(value)) return null;
    if (typeof value === 'number') return Number.isInteger(value) ? null : { key: 'incorrect' };
    return /^[+-]?\d+$/.test(String(value).trim()) ? null : { key: 'incorrect' };
  },

  regex(value, params) {
    const patterns = patternList('regex', params);
    if (isBlankValue(value)) return null;
    // The list holds accepted formats: one match is enough.
    return patterns.some((re) => re.test(String(value))) ? null : { key: 'incorrect' };
  },

  length(value, params): Failure {
    const min = optionalNumber('length', params, 'min');
    const max = optionalNumber('length', params, 'max');
    if (isBlankValue(value)) return null;
    // Characters, not UTF-16 units: "Škoda" is five.
    const size = Array.from(String(value)).length;
    if (min !== undefined && size < min) return { key: 'too_short', params: { min } };
    if (max !== undefined && size > max) return { key: 'too_long', params: { max } };
    return null;
  },

  makeandmodel(value, params) {
    const re = compile('makeandmodel', params.pattern);
    if (isBlankValue(value)) return null;
    return re.test(String(value).trim()) ? null : { key: 'incorrect' };
  },
};

/** Runs one validator. `null` when the value passes; throws for an unknown type or broken parameters. */
export function runValidator(
  validator: FieldValidator,
  value: FieldValue,
): ValidatorFailure | null {
  const type = validator.type;
  if (!isKnownType(type)) throw new UnknownValidatorError(type);
  const failure = CHECKS[type](value, validator.params ?? {});
  if (!failure) return null;
  const own = validator.messages?.[failure.key] ?? null;
  const params = failure.params ?? {};
  return {
    type,
    key: failure.key,
    params,
    message: validatorMessage({ own, params }, 'en') ?? DEFAULT_MESSAGE,
    own,
  };
}

/**
 * The field's verdict: the first failing mandatory validator is an error;
 * failing that, the first failing optional one is a warning (it does not
 * block). Every type is checked up front, so an unknown one throws whatever
 * the value (spec: "an unknown validator type is an error").
 *
 * With `onBroken`, a broken definition (unknown type, unusable parameters)
 * costs only that validator: it is handed to `onBroken` and skipped, and the
 * others in both lists still judge the value.
 */
export function checkField(
  value: FieldValue,
  validators: FieldValidators | null | undefined,
  onBroken?: (error: ValidatorDefinitionError, validator: FieldValidator) => void,
): FieldProblem | null {
  const mandatory = validators?.mandatory ?? [];
  const optional = validators?.optional ?? [];
  const run = (validator: FieldValidator): ValidatorFailure | null => {
    if (!onBroken) return runValidator(validator, value);
    try {
      return runValidator(validator, value);
    } catch (error) {
      if (!(error instanceof ValidatorDefinitionError)) throw error;
      onBroken(error, validator);
      return null;
    }
  };
  if (!onBroken)
    for (const validator of [...mandatory, ...optional]) {
      if (!isKnownType(validator.type)) throw new UnknownValidatorError(validator.type);
    }
  for (const validator of mandatory) {
    const failure = run(validator);
    if (failure) return { ...failure, level: 'error' };
  }
  for (const validator of optional) {
    const failure = run(validator);
    if (failure) return { ...failure, level: 'warning' };
  }
  return null;
}
