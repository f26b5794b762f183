import $ from 'jquery';
import type { PageJQuery, ValidatorStatic } from '@/features/validation-messages/page-jquery';

/** jquery-validation's state as the package ships it: its English messages and built-in methods. */
interface Shipped {
  messages: Record<string, unknown>;
  methods: Record<string, unknown>;
  classRuleSettings: Record<string, unknown>;
}
type Validator = ValidatorStatic & { classRuleSettings: Record<string, unknown> };

/** Kept on the package's own object: it outlives the test files that share a worker. */
const SHIPPED = Symbol.for('transport-widgets.test.shipped-validator');

function restore(target: Record<string, unknown>, from: Record<string, unknown>): void {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, from);
}

/**
 * A page's jQuery and jquery-validation, as globals (tests may import jQuery;
 * the bundle never does). jquery-validation attaches itself to this jQuery.
 *
 * Packages load once per worker, and the unit files share their worker (test/fresh-file.ts), so
 * jquery-validation would keep the messages, methods and class rules an earlier file's entry
 * registered. Each call hands it back as the package ships it, with no mark of our entry.
 */
export async function installPageJQuery(): Promise<{ $: PageJQuery; validator: ValidatorStatic }> {
  window.jQuery = $ as unknown as PageJQuery;
  await import('jquery-validation');
  const validator = (window.jQuery as PageJQuery).validator as Validator & { [SHIPPED]?: Shipped };
  const shipped = (validator[SHIPPED] ??= {
    messages: { ...validator.messages },
    methods: { ...validator.methods },
    classRuleSettings: { ...validator.classRuleSettings },
  });
  restore(validator.messages, shipped.messages);
  restore(validator.methods, shipped.methods);
  restore(validator.classRuleSettings, shipped.classRuleSettings);
  delete validator.transportWidgets;
  return { $: window.jQuery as PageJQuery, validator };
}

export function removePageJQuery(): void {
  delete window.jQuery;
}
