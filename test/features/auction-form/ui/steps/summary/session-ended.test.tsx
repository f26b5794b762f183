import { screen, waitFor, within } from '@testing-library/react';
import { http, passthrough } from 'msw';
import { setPageNavigator } from '@/features/auction-form/state/navigation/page-navigator';
import { mockServer } from '../../../../../../fixtures/node';
import {
  servePageFrom,
  startLoginServer,
  type LoginServer,
} from '../../../../../core/http/login-server';
import { stubLoginDoor } from '../../../../login-helper/login-door';
import { renderSummary } from './render-summary';

/*
 * The customer's session ended while they filled the form. Symfony's default
 * `form_login` answers the submit with a redirect to its login page, which
 * the client does not follow. The submit goes to a real server that does
 * exactly that; the form must open the login with the way back, as for a
 * 401, and keep everything typed, not offer "Try again" for ever.
 */

let server: LoginServer;
let leave: () => void;
beforeAll(async () => {
  server = await startLoginServer();
  leave = servePageFrom(`${server.origin}/form/en/summary`);
});
afterAll(async () => {
  leave();
  await server.close();
});

let restoreNavigator: () => void;
beforeEach(() => {
  server.seen.length = 0;
  restoreNavigator = setPageNavigator(vi.fn());
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  // Only the submit reaches the real server; the lookups stay with the mocks.
  mockServer.use(http.post('*/api/auctions', () => passthrough()));
});
afterEach(() => {
  restoreNavigator();
  delete (window as { TransportWidgets?: unknown }).TransportWidgets;
});

describe('a submit after the session ended', () => {
  it('opens the login flow with the return path, keeps the fields and offers no "Try again"', async () => {
    const openLogin = stubLoginDoor();
    const form = await renderSummary();
    await form.user.click(screen.getByRole('button', { name: 'Post my request' }));

    await waitFor(() =>
      expect(openLogin).toHaveBeenCalledWith('login', { returnUrl: '/form/en/summary' }),
    );
    expect(server.seen).toEqual(['POST /api/auctions']);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-failure-kind', 'auth');
    expect(alert).toHaveTextContent('Please log in to continue.');
    expect(alert).not.toHaveTextContent('cannot read');
    expect(within(alert).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(form.store.getState().auction.description).toBe('Please wrap the legs.');
  });
});
