import type { RequiredRoute } from '../../core/router/required-routes';

/** Every route the cookie bar resolves (see RequiredRoute). */
export const cookieBarRoutes = [
  {
    name: 'api_user_cookie_consent_log',
    path: [],
    method: 'POST',
    use: 'a choice is saved (consent log)',
  },
] as const satisfies readonly RequiredRoute[];
