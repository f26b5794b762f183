// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { invoiceCountries } from '@/features/auction-form/ui/steps/details/extras/invoice-countries';

describe('invoiceCountries', () => {
  it.each([
    // Swedish sorts Ö after Z; German sorts it with O.
    ['sv', 'AT', (names: string[]) => names.at(-1)],
    ['de', 'AT', (names: string[]) => names[names.indexOf('Norwegen') + 1]],
    ['pl', 'PL', (names: string[]) => names[names.indexOf('Niemcy') + 2]],
  ])('%s: names and sorts the countries as the language does', (locale, code, pick) => {
    const list = invoiceCountries(locale);
    const names = list.map((c) => c.name);
    expect(list).toHaveLength(25);
    expect(pick(names)).toBe(list.find((c) => c.code === code)?.name);
    expect([...names].sort(new Intl.Collator(locale).compare)).toEqual(names);
  });

  it('is made once per locale', () => {
    expect(invoiceCountries('fr')).toBe(invoiceCountries('fr'));
    expect(invoiceCountries('fr')).not.toBe(invoiceCountries('it'));
  });
});
