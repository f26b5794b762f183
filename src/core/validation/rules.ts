import { regonChecksum, taxNumberChecksum } from './checksums';
import {
  momentDate,
  momentDateTime,
  offerEndDate,
  pickupDateSameOrGreater,
  receiveDate,
  sendDate,
} from './date-rules';
import {
  digits,
  email,
  equalTo,
  max,
  maxlength,
  min,
  minlength,
  number,
  range,
  rangelength,
  required,
} from './generic-rules';
import { price, priceMinHigherThanPrice } from './price-rules';
import {
  login,
  nameAndSurname,
  onlyletters,
  password,
  phonenumber,
  postal,
  regon,
  taxNumber,
  year,
} from './text-rules';

/**
 * Every rule by its name. A rule's name is also its message key in
 * `locales/<lng>/validation.json` and its jquery-validation method name.
 */
export const RULES = {
  required,
  email,
  number,
  digits,
  equalTo,
  minlength,
  maxlength,
  rangelength,
  min,
  max,
  range,
  postal,
  taxNumber,
  taxNumberChecksum,
  regon,
  regonChecksum,
  login,
  onlyletters,
  phonenumber,
  year,
  password,
  name_and_surname: nameAndSurname,
  pickupDateSameOrGreater,
  receiveDate,
  sendDate,
  momentDate,
  momentDateTime,
  offerEndDate,
  price,
  priceMinHigherThanPrice,
} as const;

export type RuleName = keyof typeof RULES;

/** The parameter each rule takes (`true` for rules without one, as in jquery-validation's rules object). */
export type RuleParam<N extends RuleName> =
  Parameters<(typeof RULES)[N]> extends [unknown, infer P, ...unknown[]] ? P : true;

/**
 * The rules the jQuery entry registers with `$.validator.addMethod`: the
 * spec's own. jquery-validation's built-ins (required, email, …) keep their
 * implementation and only get messages.
 */
export const CUSTOM_RULES = [
  'postal',
  'taxNumber',
  'taxNumberChecksum',
  'regon',
  'regonChecksum',
  'login',
  'onlyletters',
  'phonenumber',
  'year',
  'password',
  'name_and_surname',
  'pickupDateSameOrGreater',
  'receiveDate',
  'sendDate',
  'momentDate',
  'momentDateTime',
  'offerEndDate',
  'price',
  'priceMinHigherThanPrice',
] as const satisfies readonly RuleName[];

export type CustomRuleName = (typeof CUSTOM_RULES)[number];

/** How a custom rule's parameter reaches it on a jQuery page: the rule's own field. */
export type ParamKind = 'none' | 'country' | 'fieldValue' | 'checked';

export const PARAM_KINDS: Record<CustomRuleName, ParamKind> = {
  postal: 'none',
  taxNumber: 'country',
  taxNumberChecksum: 'country',
  regon: 'none',
  regonChecksum: 'none',
  login: 'none',
  onlyletters: 'none',
  phonenumber: 'none',
  year: 'none',
  password: 'none',
  name_and_surname: 'none',
  pickupDateSameOrGreater: 'fieldValue',
  receiveDate: 'checked',
  sendDate: 'checked',
  momentDate: 'none',
  momentDateTime: 'none',
  offerEndDate: 'none',
  price: 'none',
  priceMinHigherThanPrice: 'fieldValue',
};
