// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/core/i18n/locales';
import {
  KNOWN_SERVICE_TYPES,
  OFFERED_SERVICE_TYPES,
} from '@/features/auction-form/model/service-types';

const texts = (locale: string, file: string): Record<string, unknown> =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, `../../../../locales/${locale}/${file}.json`),
      'utf8',
    ),
  ) as Record<string, unknown>;

const keysAt = (tree: Record<string, unknown>, at: string[]): string[] =>
  Object.keys(
    at.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, tree),
  );

describe('service types', () => {
  it('the summary names every type the step offers', () => {
    for (const type of OFFERED_SERVICE_TYPES) expect(KNOWN_SERVICE_TYPES.has(type)).toBe(true);
  });

  it.each(LOCALES)(
    '%s words every offered type on the step and every known type in the summary',
    (locale) => {
      expect(keysAt(texts(locale, 'auction-form-details'), ['service', 'types']).sort()).toEqual(
        [...OFFERED_SERVICE_TYPES].sort(),
      );
      expect(keysAt(texts(locale, 'auction-form-summary'), ['extras', 'services']).sort()).toEqual(
        [...KNOWN_SERVICE_TYPES].sort(),
      );
    },
  );
});
