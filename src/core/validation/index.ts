/**
 * The validation catalogue: one set of rules and one set of messages for the
 * legacy jQuery forms (registered by the `validation-messages` entry) and the
 * React form. React-free and jQuery-free.
 *
 * For the React form:
 *
 * ```ts
 * import { validateField, validateRules, validationMessage } from '../../core/validation';
 * const i18n = await getI18n(['validation']);
 *
 * validateField('postal', '00-950');                 // null: passes
 * validateField('login', 'abc');                     // { key: 'login', params: [] }
 * validateField('taxNumber', nip, country);          // the company country's value ('PL' checks it)
 * validateField('pickupDateSameOrGreater', to, from);// the offer start's value
 * validateField('receiveDate', date, fixedDateTicked);
 * validateField('priceMinHigherThanPrice', min, price);
 *
 * // A field's rules, like jquery-validation's `rules` option; required first, first failure wins.
 * const error = validateRules(value, { required: true, minlength: 6, login: true });
 * const text = error && validationMessage(i18n.t, error); // "Please enter at least 6 characters."
 * ```
 *
 * Every rule passes an empty value except `required` (and `receiveDate` /
 * `sendDate` when their box is ticked), so optional fields stay optional.
 * A rule's name is its message key (`validation:<name>`) and its
 * jquery-validation method name.
 */
export {
  validateField,
  validateRules,
  type FieldRules,
  type ValidationError,
} from './validate-field';
export {
  RULES,
  CUSTOM_RULES,
  PARAM_KINDS,
  type RuleName,
  type RuleParam,
  type CustomRuleName,
  type ParamKind,
} from './rules';
export {
  loadValidationMessages,
  validationMessage,
  VALIDATION_NAMESPACE,
  type ValidationMessages,
  type Translate,
} from './messages';
export { parsePrice } from './price-rules';
export { parseDate, DATE_FORMAT, DATE_TIME_FORMAT } from './date-rules';
export { isValidNip, isValidRegon } from './checksums';
export { isPolish } from './text-rules';
export { isBlank, isEmpty } from './empty';
