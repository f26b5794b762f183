import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseDataAttributes, toAttributeName } from '@/core/config/data-attributes';
import { pageConfigSchema } from '@/core/config/page-config';
import { ConfigError } from '@/core/errors/errors';
import { widgetConfigSchemas } from '../../../widgets/config-schemas';
import { PROPERTY_RUNS, recordFigure } from '../../tools/reliability';

const HOSTILE = [
  '<script>window.__pwned=1</script>',
  '"><img src=x onerror="window.__pwned=1">',
  'javascript:window.__pwned=1',
  '<svg onload="window.__pwned=1"></svg>',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '[1,2',
  '{',
  'null',
  'true',
  '-1e309',
  '9'.repeat(400),
];

const attributeValue = fc.oneof(
  fc.string(),
  fc.json(),
  fc.constantFrom(...HOSTILE),
  fc.integer().map(String),
  fc.boolean().map(String),
);

const schemas = { page: pageConfigSchema, ...widgetConfigSchemas };

describe('config parsing properties', () => {
  it.for(Object.entries(schemas))(
    '%s: any attribute content parses to a valid config or names its attribute',
    ([widget, schema], context) => {
      const keys = Object.keys(schema.entries);
      const attributeNames = keys.map(toAttributeName);
      const entries = keys.length
        ? fc.dictionary(fc.constantFrom(...keys), attributeValue)
        : fc.constant({});
      fc.assert(
        fc.property(entries, (attributes) => {
          const element = document.createElement('div');
          for (const [key, value] of Object.entries(attributes))
            element.setAttribute(toAttributeName(key), String(value));
          try {
            const config = parseDataAttributes(widget, element, schema);
            expect(v.is(schema, config)).toBe(true);
          } catch (error) {
            expect(error).toBeInstanceOf(ConfigError);
            const { widget: named, attribute } = error as ConfigError;
            expect(named).toBe(widget);
            expect(
              attribute === 'config' || attributeNames.some((name) => attribute.startsWith(name)),
            ).toBe(true);
          }
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: Math.ceil(PROPERTY_RUNS / 2) },
      );
      recordFigure(context, {
        group: 'config parsing',
        label: 'random data attributes per widget config',
        value: Math.ceil(PROPERTY_RUNS / 2),
        unit: 'cases',
      });
    },
  );
});
