import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseDataAttributes as parseStrict, toAttributeName } from '@/core/config/data-attributes';
import { ConfigError } from '@/core/errors/errors';

const schema = v.object({
  title: v.string(),
  policyUrl: v.optional(v.string()),
  delayDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 30),
  enabled: v.optional(v.boolean(), true),
  topics: v.optional(v.array(v.string())),
  variant: v.optional(v.picklist(['info', 'warning', 'promo']), 'info'),
});

function node(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** Parses, collecting the attributes that were ignored instead of logging them. */
const ignored: ConfigError[] = [];
function parseDataAttributes<S extends Parameters<typeof parseStrict>[2]>(
  widget: string,
  element: Element,
  schema: S,
) {
  ignored.length = 0;
  return parseStrict(widget, element, schema, (error) => ignored.push(error));
}

/** The first error: thrown, or else the first attribute ignored. */
function errorOf(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  if (ignored[0]) return ignored[0];
  throw new Error('expected a ConfigError');
}

describe('parseDataAttributes', () => {
  it('maps camelCase keys to data-kebab-case attributes', () => {
    expect(toAttributeName('policyUrl')).toBe('data-policy-url');
    expect(toAttributeName('title')).toBe('data-title');
  });

  it('reads strings as they are, JSON for the other types, and applies defaults', () => {
    const config = parseDataAttributes(
      'demo',
      node({
        'data-title': '123',
        'data-delay-days': '7',
        'data-enabled': 'false',
        'data-topics': '["/a","/b"]',
      }),
      schema,
    );
    expect(config).toEqual({
      title: '123',
      delayDays: 7,
      enabled: false,
      topics: ['/a', '/b'],
      variant: 'info',
    });
  });

  it('names the widget, the attribute and what was expected, never the value', () => {
    const error = errorOf(() =>
      parseDataAttributes(
        'cookie-bar',
        node({ 'data-title': 'x', 'data-delay-days': '-3' }),
        schema,
      ),
    );
    expect(error.widget).toBe('cookie-bar');
    expect(error.attribute).toBe('data-delay-days');
    expect(error.message).toMatch(
      /^\[cookie-bar\] invalid data-delay-days: expected a value of at least 0, found another number \(attribute ignored, its default applies\)$/,
    );
  });

  it('reports malformed JSON as such', () => {
    const error = errorOf(() =>
      parseDataAttributes(
        'notifications',
        node({ 'data-title': 'x', 'data-topics': '["/a", ' }),
        schema,
      ),
    );
    expect(error.message).toMatch(
      /\[notifications\] invalid data-topics: expected valid JSON, found malformed JSON/,
    );
  });

  it('reports a missing required attribute', () => {
    const error = errorOf(() => parseDataAttributes('demo', node({}), schema));
    expect(error.attribute).toBe('data-title');
    expect(error.found).toBe('nothing');
  });

  it('reports the path inside a JSON value', () => {
    const error = errorOf(() =>
      parseDataAttributes('demo', node({ 'data-title': 'x', 'data-topics': '["/a", 5]' }), schema),
    );
    expect(error.attribute).toBe('data-topics[1]');
    expect(error.found).toBe('another number');
  });

  it('rejects a value outside a picklist with the allowed values', () => {
    const error = errorOf(() =>
      parseDataAttributes('demo', node({ 'data-title': 'x', 'data-variant': 'urgent' }), schema),
    );
    expect(error.message).toContain('expected one of "info", "warning", "promo", found other text');
    expect(error.message).not.toContain('urgent');
  });

  it('drops unknown keys, so prototype-polluting JSON cannot reach the config', () => {
    const nested = v.object({ options: v.optional(v.object({ a: v.optional(v.number()) })) });
    const config = parseDataAttributes(
      'demo',
      node({ 'data-options': '{"a":1,"__proto__":{"polluted":true}}' }),
      nested,
    );
    expect(config.options).toEqual({ a: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['text', { 'data-title': 'x', 'data-policy-url': '' }, { policyUrl: undefined }],
    ['a number with a default', { 'data-title': 'x', 'data-delay-days': '' }, { delayDays: 30 }],
    ['a boolean', { 'data-title': 'x', 'data-enabled': '  ' }, { enabled: true }],
    ['an array', { 'data-title': 'x', 'data-topics': '' }, { topics: undefined }],
    ['a picklist', { 'data-title': 'x', 'data-variant': '' }, { variant: 'info' }],
  ])('takes an empty optional attribute (%s) as not set', (_kind, attributes, expected) => {
    const config = parseDataAttributes('demo', node(attributes), schema) as Record<string, unknown>;
    for (const [key, value] of Object.entries(expected)) expect(config[key]).toEqual(value);
    expect(ignored).toEqual([]);
  });

  it('refuses an empty required attribute, saying so', () => {
    const error = errorOf(() => parseDataAttributes('demo', node({ 'data-title': '' }), schema));
    expect(error.message).toBe('[demo] invalid data-title: expected text, found an empty value');
  });

  it('lets a bad optional attribute cost only itself', () => {
    const config = parseDataAttributes(
      'demo',
      node({ 'data-title': 'x', 'data-delay-days': 'soon', 'data-topics': '["/a"]' }),
      schema,
    );
    expect(config).toEqual({
      title: 'x',
      delayDays: 30,
      enabled: true,
      topics: ['/a'],
      variant: 'info',
    });
    expect(ignored.map((e) => e.attribute)).toEqual(['data-delay-days']);
    expect(ignored[0]?.message).toBe(
      '[demo] invalid data-delay-days: expected a number, found other text (attribute ignored, its default applies)',
    );
  });

  it('checks each attribute once: a long handed-over list is read in one pass', () => {
    // A widget's config is a plain object schema (no checks across fields), so the attributes read
    // one by one are the whole config: validating the assembled object again would read a long
    // JSON list (the form's categories) twice, on the entry's task.
    let rowsChecked = 0;
    const counted = v.object({
      rows: v.optional(
        v.array(
          v.pipe(
            v.number(),
            v.check(() => (rowsChecked += 1) > 0),
          ),
        ),
      ),
      title: v.optional(v.string()),
    });
    const config = parseDataAttributes(
      'demo',
      node({ 'data-rows': '[1,2,3]', 'data-title': 'x' }),
      counted,
    );
    expect(config).toEqual({ rows: [1, 2, 3], title: 'x' });
    expect(rowsChecked).toBe(3);
  });

  it.each([
    ['a URL', v.pipe(v.string(), v.url()), 'mailto-jan@example', 'an absolute URL'],
    [
      'a regex with words',
      v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'an ISO 4217 code')),
      'zł',
      'an ISO 4217 code',
    ],
    ['a whole number', v.pipe(v.number(), v.integer()), '1.5', 'a whole number'],
    ['a maximum', v.pipe(v.number(), v.maxValue(5)), '9', 'a value of at most 5'],
    ['a union', v.union([v.number(), v.boolean()]), 'maybe', 'a number or true or false'],
  ])('says what was expected in words: %s', (_name, entry, raw, expected) => {
    const error = errorOf(() =>
      parseDataAttributes(
        'demo',
        node({ 'data-value': raw }),
        v.object({ value: v.optional(entry) }),
      ),
    );
    expect(error.expected).toBe(expected);
    expect(error.message).not.toMatch(/Received|Invalid/);
    expect(error.message).not.toContain(raw);
  });
});

describe('text that looks like JSON', () => {
  const textSchema = v.object({
    locale: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'a locale such as pl'))),
  });
  it.each(['true', '42', '{broken', '["x"]'])('%s in a text attribute is told as text', (raw) => {
    const ignored: ConfigError[] = [];
    parseStrict('demo', node({ 'data-locale': raw }), textSchema, (e) => ignored.push(e));
    expect(ignored[0]?.message).toBe(
      '[demo] invalid data-locale: expected a locale such as pl, found other text (attribute ignored, its default applies)',
    );
  });
});
