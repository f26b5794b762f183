import { afterEach, expect, it, vi } from 'vitest';
import { resetPageConfigForTests } from '@/core/config/page-config';
import { resetRouterForTests } from '@/core/router/get-router';
import { createLoginHelper } from '@/features/login-helper/login-helper';
import { movedRoutes } from '../../../fixtures/platform/moved-routes';

afterEach(() => {
  document.head.replaceChildren();
  resetPageConfigForTests();
  resetRouterForTests();
  vi.restoreAllMocks();
});

// check-routes does not demand front_force_login of a page whose login helper sets data-login-check-url.
it('with data-login-check-url the helper never resolves front_force_login', async () => {
  const dump = movedRoutes('');
  delete dump.routes.front_force_login;
  const meta = document.createElement('meta');
  meta.name = 'transport-widgets';
  meta.setAttribute('data-routes', JSON.stringify(dump));
  document.head.replaceChildren(meta);
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const navigate = vi.fn<(url: string) => void>();
  const helper = createLoginHelper({
    location: () => new URL('http://localhost:3000/en/help?login'),
    navigate,
    loginCheckUrl: '/login-check',
  });
  expect(await helper.handleLocation()).toBe(true);
  expect(navigate).toHaveBeenCalledWith(
    'http://localhost:3000/login-check?type=login&url=%2Fen%2Fhelp',
  );
  expect(consoleError).not.toHaveBeenCalled();
});
