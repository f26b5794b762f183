import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/core/i18n/locales';

const ROOT = path.resolve(import.meta.dirname, '../../locales');
const read = (locale: string, ns: string, key: string): string => {
  let node: unknown = JSON.parse(readFileSync(path.join(ROOT, locale, `${ns}.json`), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node);
};

/** One concept, one word: the places a concept appears in the form, which must agree in each locale. */
const CONCEPTS: Record<string, Array<[string, string]>> = {
  'the forward button': [
    ['auction-form', 'actions.next'],
    ['auction-form-route', 'actions.next'],
    ['auction-form-details', 'nav.next'],
  ],
  'the pickup end of the route': [
    ['auction-form-details', 'removal.pickup'],
    ['auction-form-summary', 'route.from'],
    ['auction-form-summary', 'dates.pickup'],
  ],
  'the photos': [
    ['auction-form-details', 'pictures.heading'],
    ['auction-form-summary', 'sections.pictures'],
  ],
};

describe('one wording for each concept', () => {
  it.each(LOCALES.flatMap((locale) => Object.keys(CONCEPTS).map((c) => [locale, c] as const)))(
    '%s: %s',
    (locale, concept) => {
      const words = (CONCEPTS[concept] ?? []).map(([ns, key]) => read(locale, ns, key));
      expect(new Set(words).size, `${words.join(' / ')}`).toBe(1);
    },
  );
});
