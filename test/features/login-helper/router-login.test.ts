import { rawAttribute } from '@/core/mount/lean-widget';
import { buildsLoginThroughRouter } from '@/features/login-helper/router-login';

describe('buildsLoginThroughRouter', () => {
  // [data-login-check-url as printed (null: absent), no schema needed]
  it.each<[string | null, boolean]>([
    [null, true],
    ['', true],
    [' ', true],
    ['/login_check', false],
    ['javascript:alert(1)', false],
  ])('data-login-check-url=%j → %s', (url, expected) => {
    const element = document.createElement('div');
    if (url !== null) element.setAttribute('data-login-check-url', url);
    expect(buildsLoginThroughRouter(rawAttribute(element, 'data-login-check-url'))).toBe(expected);
  });
});
