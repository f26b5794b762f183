import type { RequiredRoute } from '../../core/router/required-routes';

/** Every route the notifications centre resolves (see RequiredRoute). */
export const notificationsRoutes = [
  {
    name: 'notifications_hub',
    path: [],
    use: 'the live feed (Mercure hub), unless `data-hub-url`',
    unless: ['data-hub-url'],
  },
  { name: 'api_get_message_unread_prompt', path: [], method: 'GET', use: 'the unread count' },
  {
    name: 'api_get_my_account_messages',
    path: ['type'],
    method: 'GET',
    use: 'the list (`data-list-type`)',
  },
  {
    name: 'api_patch_message_mark_as_viewed',
    path: ['messageId'],
    method: 'PATCH',
    use: 'a notification opened',
  },
  { name: 'api_me', path: [], method: 'GET', use: 'the hub token, when the cookie is missing' },
  {
    name: 'front_force_login',
    path: ['url', 'type'],
    use: '"Log in" after the session ended, without the login helper',
    unlessWidget: 'login-helper',
  },
] as const satisfies readonly RequiredRoute[];
