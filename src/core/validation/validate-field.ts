import { RULES, type RuleName, type RuleParam } from './rules';

const PLACEHOLDER_RULES = new Set<RuleName>([
  'minlength',
  'maxlength',
  'rangelength',
  'min',
  'max',
  'range',
]);

/** A failed rule: the message key (the rule's name) and the values for its `{0}`, `{1}` placeholders. */
export interface ValidationError {
  key: RuleName;
  params: unknown[];
}

type AnyRule = (value: string, param?: unknown) => boolean;

/** Runs one rule. `null` when the value passes. */
export function validateField<N extends RuleName>(
  rule: N,
  value: string | null | undefined,
  ...[param]: RuleParam<N> extends true ? [param?: true] : [param: RuleParam<N>]
): ValidationError | null {
  const test = RULES[rule] as AnyRule;
  if (test(value ?? '', param)) return null;
  // Only rules whose messages hold {0}/{1} carry their parameter, so a field's value (equalTo's password) never rides along.
  const params = !PLACEHOLDER_RULES.has(rule)
    ? []
    : Array.isArray(param)
      ? [...(param as unknown[])]
      : [param];
  return { key: rule, params };
}

/** A field's rules, written like jquery-validation's `rules` option: `{ required: true, minlength: 6, login: true }`. */
export type FieldRules = { [N in RuleName]?: RuleParam<N> | false };

/** Runs a field's rules, `required` first, then in the order given; the first failure wins, as in jquery-validation. */
export function validateRules(
  value: string | null | undefined,
  rules: FieldRules,
): ValidationError | null {
  const names = (Object.keys(rules) as RuleName[]).sort(
    (a, b) => Number(b === 'required') - Number(a === 'required'),
  );
  for (const name of names) {
    const param = rules[name];
    if (param === false || param === undefined) continue;
    const error = (
      validateField as (
        n: RuleName,
        v: string | null | undefined,
        p: unknown,
      ) => ValidationError | null
    )(name, value, param);
    if (error) return error;
  }
  return null;
}
