import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPageConfigForTests } from '@/core/config/page-config';
import { resetRouterForTests } from '@/core/router/get-router';
import { MAX_DUMP_BYTES } from '@/core/router/route-dump';
import shipped from '@/core/router/shipped-routes.json';
import { setPageNavigator } from '@/features/auction-form/state/navigation/page-navigator';
import { LOGIN_PAGE } from '../../../../../fixtures/faults';
import { mockServer } from '../../../../../fixtures/node';
import { stubLoginDoor } from '../../../login-helper/login-door';
import { renderForm } from '../../render-form';

/*
 * The page points at its own route dump (`data-routes-url`): the form's first request (the
 * categories) waits for it. What the visitor reads when the dump does not come: a login for a
 * redirect to the login page, the page's fault with "Try again" for an answer the page cannot use,
 * and never "check your connection" for either.
 */

const DUMP = '/js/routing.json';

const alert = async () => {
  await waitFor(() => expect(screen.getByRole('alert')).toHaveAttribute('data-failure-kind'));
  return screen.getByRole('alert');
};

beforeEach(() => {
  document.head.innerHTML = `<meta name="transport-widgets" data-locale="en" data-api-timeout="2000" data-routes-url="${DUMP}">`;
  resetPageConfigForTests();
  resetRouterForTests();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/form/en/category');
});
afterEach(() => {
  document.head.innerHTML = '';
  resetPageConfigForTests();
  resetRouterForTests();
  delete (window as { TransportWidgets?: unknown }).TransportWidgets;
});

describe('the route dump answered with the login', () => {
  it.each([
    [
      'a redirect to the login page',
      (request: Request) => HttpResponse.redirect(new URL('/login', request.url), 302),
    ],
    [
      "a redirect to a single sign-on's login page",
      () => HttpResponse.redirect('https://sso.example/login', 302),
    ],
  ])('%s: the form offers the login, not "Try again"', async (_name, answer) => {
    mockServer.use(
      http.get(`*${DUMP}`, ({ request }) => answer(request)),
      http.get('*/login', () => HttpResponse.html(LOGIN_PAGE)),
      http.get('https://sso.example/*', () => HttpResponse.error()),
    );
    const openLogin = stubLoginDoor();
    const form = await renderForm();
    const notice = await alert();
    expect(notice).toHaveAttribute('data-failure-kind', 'auth');
    expect(notice).toHaveTextContent('Please log in');
    expect(notice).not.toHaveTextContent(/connection/i);
    expect(within(notice).queryByRole('button', { name: 'Try again' })).toBeNull();
    await form.user.click(within(notice).getByRole('button', { name: 'Log in' }));
    expect(openLogin).toHaveBeenCalledWith('login', { returnUrl: '/form/en/category' });
  });
});

describe('the route dump answered with the login, on a page without the login helper', () => {
  it('"Log in" loads the page again, so the firewall that holds the dump takes the visitor to its login', async () => {
    mockServer.use(
      http.get(`*${DUMP}`, ({ request }) =>
        HttpResponse.redirect(new URL('/login', request.url), 302),
      ),
    );
    const navigate = vi.fn();
    const restore = setPageNavigator(navigate);
    try {
      const form = await renderForm();
      const notice = await alert();
      expect(notice).toHaveAttribute('data-failure-kind', 'auth');
      // Without the dump the force-login route cannot be built.
      await form.user.click(within(notice).getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/form/en/category'));
    } finally {
      restore();
    }
  });
});

describe('a route dump the page cannot use', () => {
  it.each([
    ['an HTML page without a redirect', () => HttpResponse.html(LOGIN_PAGE)],
    ['a 500', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })],
    [
      'a dump over the size cap',
      () =>
        new HttpResponse(' '.repeat(MAX_DUMP_BYTES + 1), {
          headers: { 'Content-Type': 'application/json' },
        }),
    ],
  ])('%s: the fault is ours, with "Try again", never the connection', async (_name, answer) => {
    let broken = true;
    mockServer.use(http.get(`*${DUMP}`, () => (broken ? answer() : HttpResponse.json(shipped))));
    const form = await renderForm();
    const notice = await alert();
    expect(notice).toHaveAttribute('data-failure-kind', 'server');
    expect(notice).toHaveTextContent('Something went wrong on our side.');
    expect(notice).not.toHaveTextContent(/connection/i);

    broken = false;
    await form.user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Categories' })).toBeInTheDocument();
  });
});
