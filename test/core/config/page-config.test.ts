import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPageConfig, resetPageConfigForTests } from '../../../src/core/config/page-config';

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('lang');
  resetPageConfigForTests();
});

describe('page config', () => {
  it('reads the meta tag once per page', () => {
    document.head.innerHTML =
      '<meta name="transport-widgets" data-locale="pl_PL" data-user-id="42" data-currency="PLN" data-api-timeout="5000">';
    const config = getPageConfig();
    expect(config).toMatchObject({
      locale: 'pl_PL',
      userId: '42',
      currency: 'PLN',
      apiTimeout: 5000,
    });
    document.head.innerHTML = '<meta name="transport-widgets" data-locale="de">';
    expect(getPageConfig()).toBe(config);
  });

  it('falls back to <html lang> and defaults', () => {
    document.documentElement.setAttribute('lang', 'sv');
    expect(getPageConfig()).toMatchObject({ locale: 'sv', currency: 'EUR', apiTimeout: 15000 });
  });

  it('runs on defaults and logs a named error when the page config is invalid', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.head.innerHTML = '<meta name="transport-widgets" data-currency="euro">';
    expect(getPageConfig().currency).toBe('EUR');
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('[page] invalid data-currency'));
    spy.mockRestore();
  });
});
