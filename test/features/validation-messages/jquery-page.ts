import $ from 'jquery';
import type { PageJQuery, ValidatorStatic } from '@/features/validation-messages/page-jquery';

/**
 * A page's jQuery and jquery-validation, as globals (tests may import jQuery;
 * the bundle never does). jquery-validation attaches itself to this jQuery.
 */
export async function installPageJQuery(): Promise<{ $: PageJQuery; validator: ValidatorStatic }> {
  window.jQuery = $ as unknown as PageJQuery;
  await import('jquery-validation');
  const validator = (window.jQuery as PageJQuery).validator as ValidatorStatic;
  return { $: window.jQuery as PageJQuery, validator };
}

export function removePageJQuery(): void {
  delete window.jQuery;
}
