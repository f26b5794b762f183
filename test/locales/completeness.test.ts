// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/core/i18n/locales';

const ROOT = path.resolve(import.meta.dirname, '../../locales');
type Tree = { [key: string]: string | Tree };

const load = (locale: string, ns: string): Tree =>
  JSON.parse(readFileSync(path.join(ROOT, locale, `${ns}.json`), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const namespaces = readdirSync(path.join(ROOT, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

const allowed: string[] = (
  JSON.parse(readFileSync(path.join(ROOT, 'identical-allowed.json'), 'utf8')) as {
    allowed: string[];
  }
).allowed;
const isAllowed = (locale: string, key: string, value: string) =>
  allowed.some((rule) => {
    const [l, k, ...rest] = rule.split(':');
    const v = rest.join(':');
    return (l === '*' || l === locale) && (k === '*' || k === key) && (v === '*' || v === value);
  });

// A value with no letters (a number, "{0}", an emoji) or only a brand name cannot be "untranslated".
const hasWords = (value: string) =>
  /\p{L}{3,}/u.test(value.replace(/\{\{[^{}]+\}\}|\{\w+\}|<\/?\w+>/g, ''));

describe('translations', () => {
  it('exist for all ten locales and every namespace', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      const files = readdirSync(path.join(ROOT, locale))
        .filter((f) => f.endsWith('.json'))
        .sort();
      expect({ locale, files }).toEqual({
        locale,
        files: namespaces.map((ns) => `${ns}.json`).sort(),
      });
    }
  });

  describe.each(namespaces)('namespace %s', (ns) => {
    const english = flatten(load('en', ns));
    it.each(LOCALES.filter((l) => l !== 'en'))(
      '%s has every key, non-empty, with the same placeholders',
      (locale) => {
        const other = flatten(load(locale, ns));
        // Plural forms differ by language (Polish has _few and _many): compare the base keys.
        const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
        const otherBases = new Set([...other].filter(([, v]) => v.trim()).map(([k]) => base(k)));
        const englishBases = new Set([...english.keys()].map(base));
        const missing = [...englishBases].filter((key) => !otherBases.has(key));
        const extra = [...otherBases].filter((key) => !englishBases.has(key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
        for (const [key, value] of english) {
          if (!other.has(key)) continue; // a plural form this language does not use
          // With its format ("{{count, number}}"): a translation keeps the number formatting too.
          const placeholders = (s: string) =>
            (s.match(/\{\{[^{}]+\}\}|\{\w+\}/g) ?? []).map((p) => p.replace(/\s+/g, '')).sort();
          expect({ key, placeholders: placeholders(other.get(key) ?? '') }).toEqual({
            key,
            placeholders: placeholders(value),
          });
        }
      },
    );
    it.each(LOCALES.filter((l) => l !== 'en'))('%s holds no English copies', (locale) => {
      const other = flatten(load(locale, ns));
      const copies = [...english]
        .filter(
          ([key, value]) =>
            other.get(key) === value &&
            hasWords(value) &&
            !isAllowed(locale, `${ns}.${key}`, value),
        )
        .map(([key]) => key);
      expect(copies).toEqual([]);
    });
  });
});
