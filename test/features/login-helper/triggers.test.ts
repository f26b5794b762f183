// @vitest-environment node
import {
  findTrigger,
  roleToTrigger,
  stripTriggers,
  toTrigger,
  TRIGGERS,
} from '@/features/login-helper/triggers';

const url = (s: string) => new URL(s, 'https://www.example.com');

describe('findTrigger', () => {
  it.each(TRIGGERS)('finds %s as a bare query key and as the hash', (trigger) => {
    expect(findTrigger(url(`/page?${trigger}`))).toEqual({ trigger, source: 'query' });
    expect(findTrigger(url(`/page?a=1&${trigger}=&b=2`))).toEqual({ trigger, source: 'query' });
    expect(findTrigger(url(`/page#${trigger}`))).toEqual({ trigger, source: 'hash' });
    expect(findTrigger(url(`/page#/${trigger}`))).toEqual({ trigger, source: 'hash' });
  });

  it('ignores look-alikes, values and unrelated hashes', () => {
    expect(findTrigger(url('/page'))).toBeNull();
    expect(findTrigger(url('/page?next=login'))).toBeNull();
    expect(findTrigger(url('/page?logins'))).toBeNull();
    expect(findTrigger(url('/page#login-form'))).toBeNull();
    expect(findTrigger(url('/page#section-2'))).toBeNull();
  });

  it('reads ?register=<role> as that role’s registration trigger', () => {
    expect(findTrigger(url('/page?register=courier'))).toEqual({
      trigger: 'register-courier',
      source: 'query',
    });
    expect(findTrigger(url('/page?register=admin'))).toEqual({
      trigger: 'register',
      source: 'query',
    });
  });

  it('prefers the query over the hash', () => {
    expect(findTrigger(url('/page?lost-password#register'))?.trigger).toBe('lost-password');
  });
});

describe('roles', () => {
  it('map customer, courier and charity to their registration triggers', () => {
    expect(roleToTrigger('customer')).toBe('register-customer');
    expect(roleToTrigger('courier')).toBe('register-courier');
    expect(roleToTrigger('charity')).toBe('register-charity');
    expect(toTrigger('charity')).toBe('register-charity');
    expect(toTrigger('login')).toBe('login');
    expect(toTrigger('admin')).toBeNull();
  });
});

describe('stripTriggers (the loop guard)', () => {
  it('removes every trigger from the query and the hash, keeping the rest', () => {
    expect(stripTriggers(url('/a/b?x=1&login&y=2#top')).href).toBe(
      'https://www.example.com/a/b?x=1&y=2#top',
    );
    expect(stripTriggers(url('/a?register=courier')).href).toBe('https://www.example.com/a');
    expect(stripTriggers(url('/a?x=1#register-courier')).href).toBe(
      'https://www.example.com/a?x=1',
    );
  });

  it('leaves nothing a second pass would find', () => {
    for (const trigger of TRIGGERS) {
      expect(findTrigger(stripTriggers(url(`/p?${trigger}#${trigger}`)))).toBeNull();
    }
  });
});
