import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { parse } from 'valibot';
import { resetPageConfigForTests } from '@/core/config/page-config';
import { resetHttpForTests } from '@/core/http/client';
import { resetI18nForTests } from '@/core/i18n/i18n';
import { mountWidgets, registerWidget } from '@/core/mount/mount-kit';
import { notificationsConfigSchema } from '@/features/notifications/config';
import { mountUi } from '@/features/notifications/ui/mount-ui';
import { widget } from '@/features/notifications/widget';
import { mockServer } from '../../../fixtures/node';
import { resetNotificationsMock } from '../../../fixtures/notifications/handlers';
import { setScenario } from '../../../fixtures/scenario';
import { resetMounting } from '../../core/mount/reset-mounting';
import { stubLoginDoor } from '../login-helper/login-door';
import { FakeEventSource } from './fakes';
import { mountBell } from './mount-bell';

const requests: string[] = [];
const track = ({ request }: { request: Request }) =>
  requests.push(`${request.method} ${new URL(request.url).pathname}`);

// The widget renders into its own root outside act(), as on a real page.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

beforeEach(() => {
  requests.length = 0;
  mockServer.events.on('request:start', track);
  FakeEventSource.reset();
  resetNotificationsMock();
});
afterEach(() => {
  mockServer.events.removeAllListeners();
  resetMounting();
  resetPageConfigForTests();
  resetI18nForTests();
  resetHttpForTests();
  document.body.innerHTML = '';
});

describe('notifications widget, signed out', () => {
  it('mounts a node without attributes, renders nothing and sends no request', async () => {
    document.body.innerHTML = '<div data-tw-widget="notifications"></div>';
    await registerWidget(widget);
    await mountWidgets(document);
    const node = document.querySelector('[data-tw-widget="notifications"]') as HTMLElement;
    expect(node.getAttribute('data-tw-state')).toBe('mounted');
    expect(node.innerHTML).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });
});

describe('notifications widget, signed in', () => {
  async function mount() {
    const { element, unmount } = await mountBell({ hubUrl: '/.well-known/mercure' });
    const bell = await within(element).findByRole('button', { name: /Notifications, 8 unread/ });
    return { element, bell, unmount };
  }

  it('shows the unread count from the API and the latest entries with relative times', async () => {
    const { element, bell, unmount } = await mount();
    expect(requests).toEqual(
      expect.arrayContaining([
        'GET /api/message/unread-prompt',
        'GET /api/my-account/messages/all',
      ]),
    );
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const region = within(element).getByRole('region', { name: 'Notifications' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(30);
    expect(within(region).getByText('5 minutes ago')).toBeInTheDocument();
    unmount();
  });

  it('opening an entry marks it viewed with a PATCH, optimistically', async () => {
    const { element, bell, unmount } = await mount();
    await userEvent.click(bell);
    await userEvent.click(
      within(element).getByRole('button', { name: /New message from Przeprowadzki Kowalski/ }),
    );
    expect(within(element).getByText(/could we pick up at 8 am/)).toBeVisible();
    expect(bell).toHaveAccessibleName('Notifications, 7 unread');
    await waitFor(() => expect(requests).toContain('PATCH /api/message/3002/mark-as-viewed'));
    unmount();
  });

  it('rolls the count back and says so when marking fails', async () => {
    mockServer.use(
      http.patch('*/api/message/:id/mark-as-viewed', () => HttpResponse.json({}, { status: 500 })),
    );
    const { element, bell, unmount } = await mount();
    await userEvent.click(bell);
    await userEvent.click(
      within(element).getByRole('button', { name: /New message from Przeprowadzki Kowalski/ }),
    );
    expect(await within(element).findByRole('alert')).toHaveTextContent(
      'could not be marked as read',
    );
    expect(bell).toHaveAccessibleName('Notifications, 8 unread');
    unmount();
  });

  it('counts a live event at once and announces it politely', async () => {
    const { element, bell, unmount } = await mount();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const es = FakeEventSource.last();
    expect(es.url).toContain('topic=%2Fusers%2F42');
    es.emit('urn:uuid:1', {
      id: 'live-1',
      title: 'New quote on “Piano”',
      createdAt: new Date().toISOString(),
    });
    es.emit('urn:uuid:1', {
      id: 'live-1',
      title: 'New quote on “Piano”',
      createdAt: new Date().toISOString(),
    });
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 9 unread'));
    const status = within(element).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('New notification: New quote on “Piano”');
    unmount();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    mockServer.use(
      http.get('*/api/my-account/messages/:type', () => HttpResponse.json({}, { status: 404 })),
    );
    const element = document.createElement('div');
    document.body.append(element);
    const config = parse(notificationsConfigSchema, { signedIn: true, topics: [] });
    const unmount = await mountUi(element, config, {
      widget: 'notifications',
      page: { currency: 'EUR', apiTimeout: 15000 },
    });
    await userEvent.click(await within(element).findByRole('button', { name: 'Notifications' }));
    expect(
      await within(element).findByText('Your notifications could not be loaded.'),
    ).toBeInTheDocument();
    mockServer.resetHandlers();
    await userEvent.click(within(element).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /8 unread/ })).toBeInTheDocument();
    unmount();
  });

  it.each([
    ['a 401', 'unauthorized'],
    ["the login page instead of an answer (Symfony's form_login)", 'login-page'],
  ] as const)(
    'after %s the bell says the session ended and offers the login, and asks nothing more',
    async (_name, scenario) => {
      setScenario(scenario);
      const openLogin = stubLoginDoor();
      const element = document.createElement('div');
      document.body.append(element);
      const config = parse(notificationsConfigSchema, { signedIn: true, topics: [] });
      const unmount = await mountUi(element, config, {
        widget: 'notifications',
        page: { currency: 'EUR', apiTimeout: 15000 },
      });
      try {
        const bell = await within(element).findByRole('button', {
          name: 'Notifications: your session has ended',
        });
        expect(bell).toHaveAttribute('data-signed-out');
        await userEvent.click(bell);
        const region = within(element).getByRole('region', { name: 'Notifications' });
        expect(region).toHaveTextContent(
          'Your session has ended. Log in again to see your notifications.',
        );
        expect(within(region).queryByRole('button', { name: 'Try again' })).toBeNull();
        await userEvent.click(within(region).getByRole('button', { name: 'Log in' }));
        expect(openLogin).toHaveBeenCalledWith('login', { returnUrl: expect.any(String) });
        const asked = requests.length;
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(requests).toHaveLength(asked);
      } finally {
        unmount();
        delete (window as { TransportWidgets?: unknown }).TransportWidgets;
      }
    },
  );
});
