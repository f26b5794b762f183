import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { oddAnswers } from '../../../../../fixtures/form/odd-answers';
import { mockServer } from '../../../../../fixtures/node';
import { setScenario } from '../../../../../fixtures/scenario';
import { stubLoginDoor } from '../../../login-helper/login-door';
import { renderForm } from '../../render-form';

// The notice's texts load lazily in tests (the mount preloads them); wait for the notice, not its stand-in.
const alert = async () => {
  await waitFor(() => expect(screen.getByRole('alert')).toHaveAttribute('data-failure-kind'));
  return screen.getByRole('alert');
};

describe('start-up failures name their cause', () => {
  it('categories wrapped as {data} are a bad answer with "Try again", and the retry loads them', async () => {
    mockServer.use(oddAnswers.wrappedCategories);
    const form = await renderForm();
    const notice = await alert();
    expect(notice).toHaveTextContent('We could not load the categories.');
    expect(notice).toHaveTextContent('The server sent an answer we cannot read.');
    expect(notice).toHaveAttribute('data-failure-kind', 'badAnswer');

    mockServer.resetHandlers();
    await form.user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Categories' })).toBeInTheDocument();
  });

  it.each([
    ['a null row', oddAnswers.nullCategoryRow],
    ['an object for a name', oddAnswers.objectCategoryName],
  ])('categories with %s never leave an empty node', async (_name, handler) => {
    mockServer.use(handler);
    await renderForm();
    expect(await alert()).toHaveAttribute('data-failure-kind', 'badAnswer');
  });

  it('offline says so at start-up', async () => {
    setScenario('offline');
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await renderForm();
    const notice = await alert();
    expect(notice).toHaveTextContent('You are offline.');
    onLine.mockRestore();
  });

  it.each([
    ['a 401', 'unauthorized'],
    ["the login page instead of an answer (Symfony's form_login)", 'login-page'],
  ] as const)(
    '%s at start-up offers "Log in", which opens the login flow',
    async (_name, scenario) => {
      setScenario(scenario);
      const openLogin = stubLoginDoor();
      window.history.replaceState(null, '', '/form/en/category');
      try {
        const form = await renderForm();
        const notice = await alert();
        expect(notice).toHaveAttribute('data-failure-kind', 'auth');
        expect(notice).toHaveTextContent('Please log in');
        // The add form has no shipping request yet: the categories are what needs the login.
        expect(notice).not.toHaveTextContent('open this shipping request');
        expect(notice).not.toHaveTextContent('cannot read');
        expect(within(notice).queryByRole('button', { name: 'Try again' })).toBeNull();
        await form.user.click(within(notice).getByRole('button', { name: 'Log in' }));
        expect(openLogin).toHaveBeenCalledWith('login', { returnUrl: '/form/en/category' });
      } finally {
        delete (window as { TransportWidgets?: unknown }).TransportWidgets;
      }
    },
  );

  it.each([
    ['the login page on this origin', 'http://localhost/login'],
    ["a single sign-on's login page", 'https://sso.example/login?service=x'],
  ])(
    'a redirect to %s at start-up is an ended session: "Log in", not the connection',
    async (_name, login) => {
      const { http, HttpResponse } = await import('msw');
      mockServer.use(
        http.get('*/api/auction/categories/:locale', () => HttpResponse.redirect(login, 302)),
      );
      await renderForm();
      const notice = await alert();
      expect(notice).toHaveAttribute('data-failure-kind', 'auth');
      expect(notice).not.toHaveTextContent(/connection/i);
      expect(within(notice).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
      expect(within(notice).queryByRole('button', { name: 'Try again' })).toBeNull();
    },
  );

  it('a 404 on the categories names the categories, not a request', async () => {
    mockServer.use(
      (await import('msw')).http.get('*/api/auction/categories/:locale', () =>
        Response.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    await renderForm();
    const notice = await alert();
    expect(notice).toHaveAttribute('data-failure-kind', 'rejected');
    expect(notice).not.toHaveTextContent('This request cannot be opened');
    expect(notice).toHaveTextContent('The categories are not available (error 404).');
  });

  it.each(['server-error', 'unavailable', 'malformed-json'] as const)(
    'a server fault (%s) says it is ours, with "Try again", never the connection',
    async (scenario) => {
      setScenario(scenario);
      await renderForm();
      const notice = await alert();
      expect(notice).toHaveTextContent(
        scenario === 'malformed-json'
          ? 'The server sent an answer we cannot read.'
          : 'Something went wrong on our side.',
      );
      expect(notice).not.toHaveTextContent(/connection/i);
      expect(within(notice).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
  );

  it('a 403 loading an auction says what was refused', async () => {
    mockServer.use(
      ...[
        (await import('msw')).http.get('*/api/auction/:id/form/data', () =>
          Response.json({ message: 'Forbidden' }, { status: 403 }),
        ),
      ],
    );
    await renderForm({ config: { mode: 'edit', auctionId: 4242 } });
    const notice = await alert();
    expect(notice).toHaveTextContent('not allowed to open this shipping request (error 403)');
  });

  it('an auction with DECIMAL strings loads as numbers', async () => {
    mockServer.use(oddAnswers.decimalAuction);
    const form = await renderForm({ config: { mode: 'edit', auctionId: 4242 } });
    await waitFor(() => expect(form.store.getState().session.started).toBe(true));
    const item = form.store.getState().items[0];
    expect(typeof item?.weight).toBe('number');
    expect(typeof form.store.getState().auction.distance).toBe('number');
    expect(typeof form.store.getState().addresses.from.lat).toBe('number');
  });
});

describe('the form error boundary', () => {
  it('shows a message and a retry that mounts the form again', async () => {
    const { render } = await import('@testing-library/react');
    const userEvent = (await import('@testing-library/user-event')).default;
    const { I18nextProvider } = await import('react-i18next');
    const { getI18n } = await import('@/core/i18n/i18n');
    const { FormErrorBoundary } =
      await import('@/features/auction-form/ui/shell/form-error-boundary');
    const i18n = await getI18n(['auction-form'], 'en');
    let fail = true;
    const Child = () => {
      if (fail) throw new Error('bad row');
      return <p>form is back</p>;
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nextProvider i18n={i18n}>
        <FormErrorBoundary>
          <Child />
        </FormErrorBoundary>
      </I18nextProvider>,
    );
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Part of the form stopped working.');
    fail = false;
    await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('form is back')).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('an unknown data-initial-step', () => {
  it('costs only that attribute: the default step opens and the console names the attribute', async () => {
    const { parseDataAttributes } = await import('@/core/config/data-attributes');
    const { auctionFormConfigSchema } = await import('@/features/auction-form/config');
    const element = document.createElement('div');
    element.setAttribute('data-initial-step', 'kategoria');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = parseDataAttributes('auction-form', element, auctionFormConfigSchema);
    expect(config.initialStep).toBeUndefined();

    const form = await renderForm({ config: { initialStep: config.initialStep } });
    await waitFor(() => expect(form.store.getState().form.step).toBe('categorySelection'));
    expect(await screen.findByRole('list', { name: 'Categories' })).toBeInTheDocument();
    const lines = error.mock.calls.map((call) => String(call[0]));
    expect(lines.some((line) => line.includes('data-initial-step'))).toBe(true);
    expect(lines.some((line) => line.includes('kategoria'))).toBe(false);
    error.mockRestore();
  });
});
