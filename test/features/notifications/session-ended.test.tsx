import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { resetPageConfigForTests } from '@/core/config/page-config';
import { resetHttpForTests } from '@/core/http/client';
import { resetI18nForTests } from '@/core/i18n/i18n';
import { resetRouterForTests } from '@/core/router/get-router';
import { LOGIN_PAGE } from '../../../fixtures/faults';
import { mockServer } from '../../../fixtures/node';
import { resetNotificationsMock } from '../../../fixtures/notifications/handlers';
import { stubLoginDoor } from '../login-helper/login-door';
import { FakeEventSource } from './fakes';
import { mountBell } from './mount-bell';

/*
 * The bell after the session ended, whatever said so: the mark-read request answered with the login
 * (a redirect to it on this origin or a single sign-on's, a 401, the login page itself), or the page's
 * route dump, which every request waits for, redirected to it. The bell signs out and offers the
 * login (opening it at once when the visitor's own click met the ended session); a fault of the
 * server or the page says "Try again" and never blames the connection.
 */

const SIGNED_OUT = 'Notifications: your session has ended';
const DUMP = '/js/routing.json';

const toLogin = ({ request }: { request: Request }) =>
  HttpResponse.redirect(new URL('/login', request.url), 302);
const ENDED: Array<[string, (info: { request: Request }) => Response]> = [
  ['a redirect to the login page', toLogin],
  [
    "a redirect to a single sign-on's login page",
    () => HttpResponse.redirect('https://sso.example/login', 302),
  ],
  ['a 401', () => HttpResponse.json({ message: 'JWT Token not found' }, { status: 401 })],
  ['the login page instead of an answer', () => HttpResponse.html(LOGIN_PAGE)],
];

let openLogin: ReturnType<typeof vi.fn>;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
beforeEach(() => {
  FakeEventSource.reset();
  resetNotificationsMock();
  openLogin = stubLoginDoor();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  delete (window as { TransportWidgets?: unknown }).TransportWidgets;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  resetPageConfigForTests();
  resetRouterForTests();
  resetI18nForTests();
  resetHttpForTests();
});

describe('marking a notification read after the session ended', () => {
  it.each(ENDED)('(%s) signs the bell out and opens the login', async (_name, answer) => {
    const { element, unmount } = await mountBell({ hubUrl: '/.well-known/mercure' });
    try {
      const bell = await within(element).findByRole('button', { name: /8 unread/ });
      mockServer.use(http.patch('*/api/message/:id/mark-as-viewed', answer));
      await userEvent.click(bell);
      await userEvent.click(
        within(element).getByRole('button', { name: /New message from Przeprowadzki Kowalski/ }),
      );

      await vi.waitFor(() =>
        expect(openLogin).toHaveBeenCalledWith('login', { returnUrl: expect.any(String) }),
      );
      expect(bell).toHaveAccessibleName(SIGNED_OUT);
      const region = within(element).getByRole('region', { name: 'Notifications' });
      expect(region).toHaveTextContent('Your session has ended. Log in again');
      expect(region).not.toHaveTextContent('could not be marked as read');
      expect(within(region).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    } finally {
      unmount();
    }
  });
});

describe("the page's route dump, which the bell's requests wait for", () => {
  const page = () => {
    document.head.innerHTML = `<meta name="transport-widgets" data-locale="en" data-api-timeout="2000" data-routes-url="${DUMP}">`;
    resetPageConfigForTests();
    resetRouterForTests();
  };

  it.each([
    ['the hub named by the page', { hubUrl: '/.well-known/mercure' }],
    ['the hub named by the dump', {}],
  ])('redirected to the login page signs the bell out (%s)', async (_name, attributes) => {
    page();
    mockServer.use(http.get(`*${DUMP}`, toLogin));
    const { element, unmount } = await mountBell(attributes);
    try {
      const bell = await within(element).findByRole('button', { name: SIGNED_OUT });
      await userEvent.click(bell);
      const region = within(element).getByRole('region', { name: 'Notifications' });
      expect(within(region).queryByRole('button', { name: 'Try again' })).toBeNull();
      await userEvent.click(within(region).getByRole('button', { name: 'Log in' }));
      expect(openLogin).toHaveBeenCalledWith('login', { returnUrl: expect.any(String) });
    } finally {
      unmount();
    }
  });

  it('unusable is the page’s fault: "Try again", never the connection nor the login', async () => {
    page();
    mockServer.use(http.get(`*${DUMP}`, () => HttpResponse.json({}, { status: 500 })));
    const { element, unmount } = await mountBell();
    try {
      const bell = await within(element).findByRole('button', { name: 'Notifications' });
      await userEvent.click(bell);
      const region = within(element).getByRole('region', { name: 'Notifications' });
      expect(
        await within(region).findByText('Your notifications could not be loaded.'),
      ).toBeInTheDocument();
      expect(region).not.toHaveTextContent(/connection|session/i);
      expect(within(region).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    } finally {
      unmount();
    }
  });
});
