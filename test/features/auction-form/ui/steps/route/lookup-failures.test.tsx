import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Suspense, type ReactNode } from 'react';
import { getI18n } from '@/core/i18n/i18n';
import RouteStep from '@/features/auction-form/ui/steps/route/route-step';
import { mockServer } from '../../../../../../fixtures/node';
import { renderStep } from '../../../render-form';

const wrapper = (children: ReactNode) => (
  <Suspense fallback={<p>loading step</p>}>{children}</Suspense>
);

describe('address lookup failures name their cause', () => {
  it('a server error on the place lookup says the service failed, not the connection', async () => {
    mockServer.use(
      http.post('*/api/localizations/address-info-by-place-id', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    await (await getI18n(['auction-form-route'], 'en')).loadNamespaces(['auction-form-route']);
    const form = await renderStep(RouteStep, { wrapper });
    const input = await screen.findByRole('combobox', { name: 'Pickup place' });
    await form.user.type(input, 'Lubl');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await form.user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(form.store.getState().addresses.from.geoCodingError).toBe('serverFailed'),
    );
    expect(input).toHaveAccessibleDescription(
      'The place search is not working right now. Please choose the place again in a moment.',
    );
  });

  it('a server error on the suggestions says the search failed, not the connection', async () => {
    mockServer.use(
      http.post('*/api/localizations/address-info-by-name', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    await (await getI18n(['auction-form-route'], 'en')).loadNamespaces(['auction-form-route']);
    const form = await renderStep(RouteStep, { wrapper });
    const input = await screen.findByRole('combobox', { name: 'Pickup place' });
    await form.user.type(input, 'Gdańsk');
    // Shown in the list and announced in its live region.
    expect(
      await screen.findAllByText(
        'The place search is not working right now. Please type again in a moment.',
      ),
    ).not.toHaveLength(0);
    expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
  });
});
