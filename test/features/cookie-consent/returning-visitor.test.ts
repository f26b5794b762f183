// @vitest-environment node
import * as v from 'valibot';
import { cookieBarConfigSchema } from '@/features/cookie-consent/config';
import { COOKIE_BAR_DEFAULTS } from '@/features/cookie-consent/defaults';
import { isReturningVisitorNode } from '@/features/cookie-consent/returning-visitor';

describe('isReturningVisitorNode', () => {
  // [attributes set on the node, stored decision, runs on the defaults without the schema]
  it.each<[string[], number | null, boolean]>([
    [[], 3, true],
    [[], 0, true],
    [['data-policy-url'], 7, true],
    [[], null, false],
    [['data-policy-url'], null, false],
    [['data-cookie-name'], 3, false],
    [['data-cookie-domain'], 3, false],
    [['data-default-consent'], 3, false],
    [['data-analytics-cookies'], 3, false],
    [['data-marketing-cookies'], 3, false],
  ])('%j with stored %j → %s', (set, stored, expected) => {
    expect(isReturningVisitorNode(set, stored)).toBe(expected);
  });

  it('runs on exactly the defaults the schema gives a node without those attributes', () => {
    const { policyUrl: _, cookieDomain: __, ...defaults } = v.parse(cookieBarConfigSchema, {});
    expect(defaults).toEqual(COOKIE_BAR_DEFAULTS);
  });
});
