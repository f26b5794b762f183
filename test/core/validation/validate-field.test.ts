// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateField, validateRules } from '@/core/validation';

describe('validateField', () => {
  it('returns null when the value passes and the message key when it fails', () => {
    expect(validateField('postal', '00-950')).toBeNull();
    expect(validateField('postal', '00950')).toEqual({ key: 'postal', params: [] });
    expect(validateField('name_and_surname', 'Jan')).toEqual({
      key: 'name_and_surname',
      params: [],
    });
  });

  it('treats null and undefined as an empty field', () => {
    expect(validateField('login', null)).toBeNull();
    expect(validateField('required', undefined)).toEqual({ key: 'required', params: [] });
  });

  it('passes the rule parameter through', () => {
    expect(validateField('taxNumber', 'abc', 'PL')).toEqual({ key: 'taxNumber', params: [] });
    expect(validateField('taxNumber', 'abc', 'DE')).toBeNull();
    expect(validateField('receiveDate', '', true)).toEqual({ key: 'receiveDate', params: [] });
    expect(validateField('receiveDate', '', false)).toBeNull();
    expect(validateField('pickupDateSameOrGreater', '2024-05-01', '2024-05-02')).not.toBeNull();
    expect(validateField('priceMinHigherThanPrice', '10', '9,99')).not.toBeNull();
  });

  it('gives the placeholder values of length and range messages, and no field value otherwise', () => {
    expect(validateField('minlength', 'abc', 6)).toEqual({ key: 'minlength', params: [6] });
    expect(validateField('rangelength', 'abc', [5, 10])).toEqual({
      key: 'rangelength',
      params: [5, 10],
    });
    expect(validateField('range', '11', [1, 10])).toEqual({ key: 'range', params: [1, 10] });
    expect(validateField('equalTo', 'Secret1', 'Secret2')).toEqual({ key: 'equalTo', params: [] });
  });
});

describe('validateRules', () => {
  it('runs required first, then the rules in order, and stops at the first failure', () => {
    const rules = { login: true, minlength: 8, required: true } as const;
    expect(validateRules('', rules)).toEqual({ key: 'required', params: [] });
    expect(validateRules('ab', rules)).toEqual({ key: 'login', params: [] });
    expect(validateRules('abcdefg', rules)).toEqual({ key: 'minlength', params: [8] });
    expect(validateRules('abcdefgh', rules)).toBeNull();
  });

  it('skips rules switched off with false', () => {
    expect(validateRules('', { required: false, postal: true })).toBeNull();
  });

  it('leaves an optional field alone when it is empty', () => {
    expect(
      validateRules('', {
        postal: true,
        phonenumber: true,
        year: true,
        price: true,
        momentDate: true,
      }),
    ).toBeNull();
  });
});
