import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { updateItem } from '@/features/auction-form/state/details/items-slice';
import { TYPING_PAUSES } from '@/features/auction-form/state/store/typing-pauses';
import { multiitemTestCalls } from '../../../../../../fixtures/form/handlers';
import { mockServer } from '../../../../../../fixtures/node';
import { crossPause } from '../../../state/store/cross-pause';
import { recordRequests, renderDetails, SOFA as sofa } from './render-details';

const prediction = (requests: string[]) =>
  requests.filter((r) => r.startsWith('POST /api/prediction/'));

describe('price estimate', () => {
  it.each([
    ['PLN', 'pl', /zł/],
    ['EUR', 'en', /€/],
  ] as const)(
    'is asked in %s and shown in the page currency and locale format',
    async (currency, locale, symbol) => {
      const requests = recordRequests();
      await renderDetails({ currency, locale, items: [sofa] });
      const value = await screen.findByTestId('estimate-value');
      expect(value.textContent).toMatch(symbol);
      expect(prediction(requests)).toEqual(['POST /api/prediction/auction_price']);
      const number = Number((value.textContent ?? '').replace(/[^\d]/g, ''));
      expect(value.textContent).toBe(
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          maximumFractionDigits: 0,
        }).format(number),
      );
    },
  );

  it('a failed estimate with items present says it failed, not "add your items"', async () => {
    mockServer.use(
      http.post('*/api/prediction/:model', () => HttpResponse.json({}, { status: 500 })),
    );
    await renderDetails({ currency: 'EUR', items: [sofa] });
    expect(
      await screen.findByText(
        'We could not work out an estimate for these items right now. You can still post your request.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Add your items/)).not.toBeInTheDocument();
  });

  it('sends no request and shows nothing in another currency', async () => {
    const requests = recordRequests();
    const { store } = await renderDetails({ currency: 'GBP', items: [sofa] });
    await screen.findByRole('textbox', { name: 'Title of your listing' });
    // An item changed, and its pause crossed: nothing is started, asked or shown.
    await crossPause(TYPING_PAUSES.estimateMs + 1, () =>
      store.dispatch(updateItem({ key: 'test-item-0', patch: { weight: 70 } })),
    );
    expect(store.getState().form.isWaitingForPriceEstimate).toBe(false);
    expect(prediction(requests)).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Price estimate' })).not.toBeInTheDocument();
    expect(store.getState().auction.priceEstimation).toBeNull();
  });

  it('shows a skeleton while waiting, then stores the estimate, which sends the multiitem test', async () => {
    // The answer waits until the test has seen the skeleton.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    mockServer.use(
      http.post('*/api/prediction/:model', async () => {
        await held;
        return HttpResponse.json({ data: 1234.4 });
      }),
    );
    const { store } = await renderDetails({ currency: 'PLN', locale: 'pl', items: [sofa] });
    const before = multiitemTestCalls.length;
    expect(await screen.findByTestId('estimate-skeleton')).toBeInTheDocument();
    expect(store.getState().form.isWaitingForPriceEstimate).toBe(true);
    expect(screen.queryByTestId('estimate-value')).not.toBeInTheDocument();
    answer();
    await screen.findByTestId('estimate-value');
    expect(store.getState().form.isWaitingForPriceEstimate).toBe(false);
    const estimate = store.getState().auction.priceEstimation;
    expect(estimate).toBe(1234);
    expect(screen.getByTestId('estimate-value').textContent).toBe(
      new Intl.NumberFormat('pl', {
        style: 'currency',
        currency: 'PLN',
        maximumFractionDigits: 0,
      }).format(1234),
    );
    await waitFor(() => expect(multiitemTestCalls.length).toBeGreaterThan(before));
    expect(multiitemTestCalls.at(-1)).toMatchObject({ price: estimate, categoryId: 101, step: 3 });
  });
});
