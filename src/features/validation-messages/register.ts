import { CUSTOM_RULES, PARAM_KINDS, RULES, type ValidationMessages } from '../../core/validation';
import type { PageJQuery, ValidatorMethod, ValidatorStatic } from './page-jquery';
import { dependentField, resolveParam } from './params';

type AnyRule = (value: string, param?: unknown) => boolean;

/** A jquery-validation method around a pure rule: the page's field parameters become values. */
function method($: PageJQuery, rule: (typeof CUSTOM_RULES)[number]): ValidatorMethod {
  const test = RULES[rule] as AnyRule;
  const kind = PARAM_KINDS[rule];
  // Two declared arguments make jquery-validation add a class rule too (`class="postal"`), as for its own methods.
  if (kind === 'none') return (value: string) => test(typeof value === 'string' ? value : '');
  return function (this, value, element, param) {
    watchDependency($, this, rule, element, param);
    return test(
      typeof value === 'string' ? value : '',
      resolveParam($, kind, param, element, rule),
    );
  };
}

/**
 * When the country, the offer start, the price or the fixed-date box
 * changes, a field that has already shown its verdict is checked again, so a
 * stale message never stays on screen.
 */
function watchDependency(
  $: PageJQuery,
  validator: ThisParameterType<ValidatorMethod>,
  rule: string,
  element: HTMLElement,
  param: unknown,
): void {
  const other = dependentField($, param, element);
  if (!other?.length) return;
  const namespace = `.tw-${rule}-${(element as HTMLInputElement).name || element.id}`;
  other.off(namespace).on(`change${namespace}`, () => {
    const { errorClass, validClass } = validator.settings;
    const field = $(element) as JQuery & { valid?: () => boolean };
    if (field.hasClass(errorClass) || field.hasClass(validClass)) field.valid?.();
  });
}

/**
 * Puts the messages into `$.validator.messages` (jquery-validation's own
 * methods included) and every custom rule in as a method under its spec name.
 * Returns false when this jQuery already has them.
 */
export function registerValidation(
  $: PageJQuery,
  validator: ValidatorStatic,
  messages: ValidationMessages,
  locale: string,
): boolean {
  if (validator.transportWidgets) return false;
  Object.assign(validator.messages, messages);
  for (const rule of CUSTOM_RULES) validator.addMethod(rule, method($, rule), messages[rule]);
  validator.transportWidgets = { locale };
  return true;
}
