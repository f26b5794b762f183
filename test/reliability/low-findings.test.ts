import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeValue } from '../../src/core/errors/describe-value';
import { loginHelperConfigSchema } from '../../src/features/login-helper/config';
import { createLoginHelper } from '../../src/features/login-helper/login-helper';
import { notificationsConfigSchema } from '../../src/features/notifications/config';

/* What config and storage must not leak or accept. */

afterEach(() => window.localStorage.clear());

describe('data-login-check-url', () => {
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,x',
    '//evil.example/check',
    'vbscript:x',
  ])('refuses %s', (loginCheckUrl) => {
    expect(v.safeParse(loginHelperConfigSchema, { loginCheckUrl }).success).toBe(false);
  });

  it('accepts a site path or an http(s) URL', () => {
    for (const loginCheckUrl of ['/login-check', 'https://www.example.com/login-check'])
      expect(v.safeParse(loginHelperConfigSchema, { loginCheckUrl }).success).toBe(true);
  });

  it('never navigates to a javascript: login check handed in directly', async () => {
    const navigate = vi.fn();
    const helper = createLoginHelper({
      location: () => new URL('https://site.example/page'),
      navigate,
      loginCheckUrl: 'javascript:alert(document.domain)',
    });
    await helper.openLogin('login').catch(() => undefined);
    expect(navigate).toHaveBeenCalled();
    for (const [target] of navigate.mock.calls as [string][])
      expect(new URL(target, 'https://site.example').protocol).toMatch(/^https?:$/);
  });
});

describe('login loop guard storage', () => {
  it('keeps no query, e-mail or reset token of the page in localStorage', async () => {
    const here = new URL(
      'https://site.example/reset-password/tok3n-abcdef123456?email=jan.kowalski%40example.com&login',
    );
    const helper = createLoginHelper({
      location: () => here,
      navigate: () => undefined,
      loginCheckUrl: '/login-check',
      loginPaths: async () => [],
    });
    await helper.handleLocation();
    const stored = Object.keys(window.localStorage)
      .map((key) => `${key}=${window.localStorage.getItem(key)}`)
      .join('\n');
    expect(stored).not.toBe('');
    expect(stored).not.toMatch(/jan\.kowalski|example\.com|tok3n|email|%40/);
  });

  it('still stops a bounce back to the same page', async () => {
    let now = 1_000_000;
    const here = new URL('https://site.example/account?x=1&login');
    const navigate = vi.fn();
    const deps = {
      location: () => here,
      navigate,
      loginCheckUrl: '/login-check',
      loginPaths: async () => [],
      now: () => now,
    };
    expect(await createLoginHelper(deps).handleLocation()).toBe(true);
    now += 2000;
    expect(await createLoginHelper(deps).handleLocation()).toBe(false);
    now += 20_000;
    expect(await createLoginHelper(deps).handleLocation()).toBe(true);
  });
});

describe('data-poll-interval', () => {
  it.each([2 ** 31, 2 ** 31 + 1, 1e12, Infinity])('refuses %s ms', (pollInterval) => {
    expect(v.safeParse(notificationsConfigSchema, { pollInterval }).success).toBe(false);
  });

  it('accepts up to an hour', () => {
    expect(v.safeParse(notificationsConfigSchema, { pollInterval: 3_600_000 }).success).toBe(true);
  });
});

describe('config errors', () => {
  it.each([
    'ul. Marszałkowska 12/4, 00-001 Warszawa',
    'jan.kowalski@example.com',
    '+48 600 100 200',
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln',
  ])('do not echo the attribute value %s', (value) => {
    const shown = describeValue(value);
    expect(shown).not.toContain(value.slice(0, 6));
    expect(shown).toBe('other text');
  });

  it('still say what kind of value was found', () => {
    expect(describeValue(5)).toBe('another number');
    expect(describeValue(48600100200)).not.toContain('48600100200');
    expect(describeValue(undefined)).toBe('nothing');
    expect(describeValue([1, 2])).toBe('an array of 2');
  });
});
