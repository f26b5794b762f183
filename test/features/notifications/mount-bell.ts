import { parse } from 'valibot';
import { notificationsConfigSchema } from '@/features/notifications/config';
import { mountUi } from '@/features/notifications/ui/mount-ui';
import { fakeBusHub, fakeEventSource, jwt } from './fakes';

/**
 * The bell of a signed-in visitor, mounted in a new element of the page with a fake hub (its
 * EventSource, the tabs' bus and a token good for an hour), as the mount kit mounts it.
 */
export async function mountBell(attributes: Record<string, unknown> = {}) {
  const element = document.createElement('div');
  document.body.append(element);
  const token = jwt(Math.floor(Date.now() / 1000) + 3600);
  const config = parse(notificationsConfigSchema, {
    signedIn: true,
    topics: ['/users/42'],
    ...attributes,
  });
  const unmount = await mountUi(
    element,
    config,
    { widget: 'notifications', page: { currency: 'EUR', apiTimeout: 15000 } },
    {
      live: {
        createEventSource: fakeEventSource,
        bus: fakeBusHub()(),
        tokens: { read: () => token, refresh: async () => token },
      },
    },
  );
  return { element, unmount };
}
