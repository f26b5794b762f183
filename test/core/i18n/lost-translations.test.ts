import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n, resetI18nForTests } from '@/core/i18n/i18n';

/*
 * A translation file that does not arrive (after a deploy, the page's version of it may be gone):
 * i18next settles it as loaded and would print its keys; getI18n asks once more, then fails.
 */
const failures = vi.hoisted(() => ({ left: 0, asked: [] as string[] }));

vi.mock('@/core/i18n/load-resource', async (original) => {
  const actual = await original<typeof import('@/core/i18n/load-resource')>();
  return {
    ...actual,
    loadResource: (lng: string, ns: string) => {
      failures.asked.push(`${lng}/${ns}`);
      if (failures.left > 0) {
        failures.left -= 1;
        return Promise.reject(new Error(`Translations ${lng}/${ns}: HTTP 404`));
      }
      return actual.loadResource(lng, ns);
    },
  };
});

afterEach(() => {
  resetI18nForTests();
  failures.left = 0;
  failures.asked.length = 0;
});

describe('getI18n when a translation file is lost', () => {
  it('asks once more, and the texts of the second answer show', async () => {
    failures.left = 1;
    const i18n = await getI18n(['common'], 'en');
    expect(i18n.t('common:retry')).toBe('Try again');
    expect(failures.asked).toEqual(['en/common', 'en/common']);
  });

  it('fails as a lost file after the second loss, never with its keys as text', async () => {
    failures.left = 2;
    await expect(getI18n(['common'], 'en')).rejects.toMatchObject({
      name: 'MissingFileError',
      message: 'translations en/common could not be loaded',
    });
    expect(failures.asked).toEqual(['en/common', 'en/common']);
  });

  it('names only the lost one of several', async () => {
    failures.left = 0;
    await expect(getI18n(['common', 'no-such-namespace'], 'en')).rejects.toMatchObject({
      message: 'translations en/no-such-namespace could not be loaded',
    });
  });
});
