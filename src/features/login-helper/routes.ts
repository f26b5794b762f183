import type { RequiredRoute } from '../../core/router/required-routes';

/** Every route the login helper resolves (see RequiredRoute). */
export const loginHelperRoutes = [
  {
    name: 'front_force_login',
    path: ['url', 'type'],
    use: 'a login trigger, unless `data-login-check-url`',
    unless: ['data-login-check-url'],
  },
] as const satisfies readonly RequiredRoute[];
