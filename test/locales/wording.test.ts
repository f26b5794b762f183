// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/core/i18n/locales';
import { glossaryBreaches } from './glossary';

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
  'the delivery end of the route': [
    ['auction-form-details', 'removal.delivery'],
    ['auction-form-summary', 'route.to'],
    ['auction-form-summary', 'dates.delivery'],
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

const allTexts = (locale: string): string[] => {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') out.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  for (const file of readdirSync(path.join(ROOT, locale)).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(readFileSync(path.join(ROOT, locale, file), 'utf8')));
  return out;
};

describe('one word for each thing, across every namespace', () => {
  it.each(LOCALES)('%s keeps to its glossary', (locale) => {
    expect(glossaryBreaches(locale, allTexts(locale))).toEqual([]);
  });
});

describe('a category name is never squeezed into a sentence', () => {
  // Names come from the API capitalised and often plural ("Cars"): "One kind of Cars" reads wrong
  // in every language. The shortcut hint shows the parent as a label, after a colon.
  it.each(LOCALES)('%s: the shortcut hint names its parent as a label', (locale) => {
    const hint = read(locale, 'auction-form', 'category.shortcutHint');
    expect(hint).toMatch(/^[^{}]*:[\s\u00a0]\{\{parent\}\}$/u);
  });
});
