// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatLimit } from '@/features/auction-form/rules/validator-messages';
import { LOCALES } from '../../src/core/i18n/locales';

/*
 * Every number the form shows is written as the page's language writes it (Intl): "0,1 kg" in Polish,
 * "1 234,5" in French, never the English "0.1" / "1,234.5" with a decimal point everywhere.
 */

const ROOT = path.resolve(import.meta.dirname, '../../locales');
const NS = 'auction-form-details';
const load = (locale: string) =>
  JSON.parse(readFileSync(path.join(ROOT, locale, `${NS}.json`), 'utf8')) as object;

/** Keys that show numbers the caller passes as numbers, with a decimal and a large one each. */
const NUMBER_KEYS: Array<[key: string, values: Record<string, number | string>]> = [
  ['suggestions.measurements', { length: 1234.5, width: 90.5, height: 0.5, weight: 31.5 }],
  ['weight.useDerived', { weight: 1234.5 }],
  ['pictures.hint', { size: 7.5, count: 12 }],
  ['pictures.rejected.size', { name: 'a.jpg', size: 7.5 }],
  ['description.count', { count: 1234, max: 5000 }],
];

describe.each(LOCALES)('%s: numbers in the details texts', (locale) => {
  it.each(NUMBER_KEYS)('%s', async (key, values) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: locale,
      resources: { [locale]: { [NS]: load(locale) } },
      interpolation: { escapeValue: false },
    });
    const text = i18n.t(key, { ns: NS, ...values });
    for (const value of Object.values(values)) {
      if (typeof value !== 'number') continue;
      expect(text).toContain(new Intl.NumberFormat(locale).format(value));
    }
  });
});

describe('formatLimit: a validator limit in the page language', () => {
  it.each(LOCALES)('%s', (locale) => {
    const comma = new Intl.NumberFormat(locale).format(0.5).includes(',');
    expect(formatLimit(0.1, locale)).toBe(comma ? '0,1' : '0.1');
    expect(formatLimit(31.5, locale)).toBe(comma ? '31,5' : '31.5');
    // A year is a limit too: never grouped ("1,985").
    expect(formatLimit(1985, locale)).toBe('1985');
    expect(formatLimit('text', locale)).toBe('text');
  });

  it('reads a platform locale (pl_PL) as its language', () => {
    expect(formatLimit(0.1, 'pl_PL')).toBe('0,1');
  });
});
