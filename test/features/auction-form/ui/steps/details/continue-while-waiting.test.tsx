import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { goToStep } from '@/features/auction-form/state/navigation/step-moves';
import { mockServer } from '../../../../../../fixtures/node';
import { renderDetails, SOFA } from './render-details';

/** Holds the price estimate's answer until `release` is called: Continue then waits for it. */
function holdEstimate(): { release: () => void; asked: Promise<void> } {
  let release = () => undefined as void;
  let asked = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const askedPromise = new Promise<void>((resolve) => (asked = resolve));
  mockServer.use(
    http.post('*/api/prediction/:model', async () => {
      asked();
      await held;
      return HttpResponse.json({ data: { data: 420 } });
    }),
  );
  return { release: () => release(), asked: askedPromise };
}

describe('Continue on the details step while the estimate is still coming', () => {
  it('goes to the summary once the estimate is in', async () => {
    const estimate = holdEstimate();
    const { user, store } = await renderDetails({ items: [SOFA] });
    await estimate.asked;
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    expect(store.getState().form.step).toBe('shippingDetails');
    estimate.release();
    await waitFor(() => expect(store.getState().form.step).toBe('summary'));
  });

  it.each([
    ['Back', 'route' as const],
    ['a steps-bar link', 'categorySelection' as const],
  ])(
    'a move the customer makes meanwhile (%s) wins: the late answer does not take them to the summary',
    async (_how, target) => {
      const estimate = holdEstimate();
      const { user, store } = await renderDetails({ items: [SOFA] });
      await estimate.asked;
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      if (target === 'route') await user.click(screen.getByRole('button', { name: 'Back' }));
      else store.dispatch(goToStep('categorySelection'));
      expect(store.getState().form.step).toBe(target);
      estimate.release();
      await waitFor(() => expect(store.getState().form.isWaitingForPriceEstimate).toBe(false));
      // Give a late move every chance to happen before asserting it did not.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(store.getState().form.step).toBe(target);
    },
  );

  it('a customer who left and came back to the details step is not moved on by the earlier Continue', async () => {
    const estimate = holdEstimate();
    const { user, store } = await renderDetails({ items: [SOFA] });
    await estimate.asked;
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    store.dispatch(goToStep('shippingDetails'));
    estimate.release();
    await waitFor(() => expect(store.getState().form.isWaitingForPriceEstimate).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().form.step).toBe('shippingDetails');
  });
});
