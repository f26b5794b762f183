import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseDataAttributes, toAttributeName } from '../../../src/core/config/data-attributes';
import { ConfigError } from '../../../src/core/errors/errors';

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

function errorOf(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
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

  it('names the widget, the attribute, what was expected and what was found', () => {
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
      /^\[cookie-bar\] invalid data-delay-days: expected >=0, found number -3$/,
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
    expect(error.found).toBe('number 5');
  });

  it('rejects a value outside a picklist with the allowed values', () => {
    const error = errorOf(() =>
      parseDataAttributes('demo', node({ 'data-title': 'x', 'data-variant': 'urgent' }), schema),
    );
    expect(error.message).toContain('"info" | "warning" | "promo"');
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
});
