import type { ParamKind } from '../../core/validation';
import type { PageJQuery } from './page-jquery';

/*
 * On a jQuery page a rule's parameter names another field, as equalTo's
 * does: `taxNumber: '#company_country'`. These turn that into the value the
 * pure rule takes. A function parameter is called with the validated element.
 */

const warned = new Set<string>();

function target($: PageJQuery, param: unknown, element: HTMLElement, rule: string): JQuery | null {
  const selector =
    typeof param === 'function' ? (param as (el: HTMLElement) => unknown)(element) : param;
  if (typeof selector !== 'string' && !(selector instanceof Element)) return null;
  const found = $(selector as string);
  if (found.length === 0 && typeof selector === 'string' && !warned.has(`${rule}:${selector}`)) {
    warned.add(`${rule}:${selector}`);
    console.warn(
      `[transport-widgets] validation-messages: the ${rule} parameter "${selector}" matches no field on the page.`,
    );
  }
  return found;
}

/** Resolves a jquery-validation parameter into the pure rule's parameter. */
export function resolveParam(
  $: PageJQuery,
  kind: ParamKind,
  param: unknown,
  element: HTMLElement,
  rule: string,
): unknown {
  if (kind === 'none') return undefined;
  if (kind === 'country' && param === true) return true; // a Polish-only form
  if (kind === 'checked' && typeof param === 'boolean') return param;
  const field = target($, param, element, rule);
  if (!field) return kind === 'checked' ? false : undefined;
  if (kind === 'checked') return field.is(':checked');
  const value = field.val();
  return typeof value === 'string' ? value : undefined;
}

/** The other field, to revalidate this one when it changes (as equalTo does on blur). */
export function dependentField($: PageJQuery, param: unknown, element: HTMLElement): JQuery | null {
  if (typeof param === 'boolean' || param === undefined) return null;
  const selector =
    typeof param === 'function' ? (param as (el: HTMLElement) => unknown)(element) : param;
  return typeof selector === 'string' || selector instanceof Element ? $(selector as string) : null;
}
