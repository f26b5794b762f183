import { act, screen, waitFor, within } from '@testing-library/react';
import { emptyAddress } from '@/features/auction-form/model/address';
import { updateItem } from '@/features/auction-form/state/details/items-slice';
import {
  goToStep,
  setTransportDateRange,
} from '@/features/auction-form/state/navigation/step-moves';
import { setAddress } from '@/features/auction-form/state/route/addresses-slice';
import { patchAuction } from '@/features/auction-form/state/store/auction-slice';
import { multiitemTestCalls } from '../../../../../fixtures/form/handlers';
import { SOFA } from '../../form-state';
import { findHeadline, renderForm } from '../../render-form';

// The screens are replaced by the navigation-only placeholder: this test is about the shell, not the screens.
vi.mock('@/features/auction-form/ui/steps/route/route-step', async () => {
  const { StepPlaceholder } = await import('@/features/auction-form/ui/shell/step-placeholder');
  return { default: () => <StepPlaceholder name="route" /> };
});
vi.mock('@/features/auction-form/ui/steps/details/details-step', async () => {
  const { StepPlaceholder } = await import('@/features/auction-form/ui/shell/step-placeholder');
  return { default: () => <StepPlaceholder name="shippingDetails" /> };
});
vi.mock('@/features/auction-form/ui/steps/summary/summary-step', async () => {
  const { StepPlaceholder } = await import('@/features/auction-form/ui/shell/step-placeholder');
  return { default: () => <StepPlaceholder name="summary" /> };
});

const located = (id: number) => ({
  ...emptyAddress(),
  city: `City ${id}`,
  cityPlaceId: `place-${id}`,
  lat: 50 + id,
  lng: 19 + id,
  addressDbId: id,
});

const views = () =>
  (window.dataLayer ?? []).map((entry) => {
    const { formStep, formMode, pagePath } = entry as Record<string, string>;
    return [formStep, formMode, pagePath];
  });

/**
 * Moves the fake clock exactly `ms` (the timers run as they fall due, at once: `shouldAdvanceTime`
 * would add the real time an async advance takes), then lets the promise chains those timers
 * resolved run: the scroll waits on its listener's `delay`.
 */
async function after(ms: number): Promise<void> {
  vi.advanceTimersByTime(ms);
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}

describe('step navigation', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-03-10T10:00:00'));
    window.history.replaceState(null, '', '/form/en/?utm_source=mail&email=ola@example.pl');
    window.dataLayer = [];
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    multiitemTestCalls.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('walks the four steps, pushing URLs and page views, and back/forward restore the step', async () => {
    const { store, user } = await renderForm({ config: { baseUrl: '/form/en/' } });
    expect(await findHeadline()).toHaveTextContent('What would you like to send?');
    // The first step rewrites the current entry, it does not add one.
    expect(window.location.pathname).toBe('/form/en/category');
    // The page keeps its whole query; analytics sees only the campaign parameters.
    expect(window.location.search).toBe('?utm_source=mail&email=ola@example.pl');
    const startLength = window.history.length;
    expect(screen.queryByRole('navigation', { name: 'Form progress' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: /Furniture/ }));
    await user.click(await screen.findByRole('button', { name: /Sofas/ }));
    expect(await findHeadline()).toHaveTextContent('Where and when?');
    expect(window.location.pathname).toBe('/form/en/routes-dates');
    expect(window.history.length).toBe(startLength + 1);
    await waitFor(() => expect(findHeadlineNow()).toHaveFocus());

    const bar = screen.getByRole('navigation', { name: 'Form progress' });
    expect(within(bar).getByText('Route and dates').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(bar).getByText('Category').closest('li')).toHaveAttribute(
      'data-step-state',
      'completed',
    );

    // Without valid addresses the details step is out of reach.
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(window.location.pathname).toBe('/form/en/routes-dates');

    act(() => {
      store.dispatch(setAddress({ which: 'from', address: located(1) }));
      store.dispatch(setAddress({ which: 'to', address: located(2) }));
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await findHeadline()).toHaveTextContent('Tell us about the furniture');

    // Summary needs valid dates too: without them it falls back to the route step.
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await findHeadline()).toHaveTextContent('Where and when?');
    act(() => {
      void store.dispatch(setTransportDateRange('3days'));
      // The placeholder screens fill nothing in: the item the details step would leave.
      const key = store.getState().items[0]?.key ?? '';
      store.dispatch(updateItem({ key, patch: SOFA }));
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await findHeadline()).toHaveTextContent('Check and publish your request');
    expect(window.location.pathname).toBe('/form/en/summary');
    expect(store.getState().form.maxStepNumber).toBe(4);

    expect(views()).toEqual([
      ['categorySelection', 'addNew', '/form/en/category?utm_source=mail'],
      ['route', 'addNew', '/form/en/routes-dates?utm_source=mail'],
      ['shippingDetails', 'addNew', '/form/en/details?utm_source=mail'],
      ['route', 'addNew', '/form/en/routes-dates?utm_source=mail'],
      ['shippingDetails', 'addNew', '/form/en/details?utm_source=mail'],
      ['summary', 'addNew', '/form/en/summary?utm_source=mail'],
    ]);

    act(() => window.history.back());
    await waitFor(() => expect(store.getState().form.step).toBe('shippingDetails'));
    expect(window.location.pathname).toBe('/form/en/details');
    act(() => window.history.back());
    await waitFor(() => expect(store.getState().form.step).toBe('route'));
    act(() => window.history.forward());
    await waitFor(() => expect(store.getState().form.step).toBe('shippingDetails'));
    // Back and forward count as page views but push nothing.
    expect(
      views()
        .slice(-3)
        .map(([step]) => step),
    ).toEqual(['shippingDetails', 'route', 'shippingDetails']);

    // Scrolled to the top 500 ms after a change, not before.
    await act(() => after(600));
    vi.mocked(window.scrollTo).mockClear();
    act(() => void store.dispatch(goToStep('route')));
    await after(499);
    expect(window.scrollTo).not.toHaveBeenCalled();
    await after(1);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    // Not when the customer has pressed, typed or scrolled since: they are at work where they are.
    for (const input of [
      new PointerEvent('pointerdown', { bubbles: true }),
      new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }),
      new WheelEvent('wheel', { deltaY: 40, bubbles: true }),
    ]) {
      vi.mocked(window.scrollTo).mockClear();
      act(() => void store.dispatch(goToStep('shippingDetails')));
      await after(200);
      document.body.dispatchEvent(input);
      await after(400);
      expect(window.scrollTo, input.type).not.toHaveBeenCalled();
      act(() => void store.dispatch(goToStep('route')));
      await after(600);
    }
    // And the input of one change does not hold back the next one's scroll.
    vi.mocked(window.scrollTo).mockClear();
    act(() => void store.dispatch(goToStep('shippingDetails')));
    await after(500);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);

    // Changes in a row scroll once, after the last, and leave no listener behind.
    vi.mocked(window.scrollTo).mockClear();
    const listening = vi.spyOn(window, 'addEventListener');
    const unlistening = vi.spyOn(window, 'removeEventListener');
    act(() => void store.dispatch(goToStep('route')));
    await after(300);
    act(() => void store.dispatch(goToStep('shippingDetails')));
    // 700 ms after the first change, 400 after the second: the first's scroll is not coming.
    await after(400);
    expect(window.scrollTo).not.toHaveBeenCalled();
    await after(200);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    const inputs = (spy: typeof listening) =>
      spy.mock.calls.filter(([type]) => ['pointerdown', 'keydown'].includes(type)).length;
    expect({ added: inputs(listening), removed: inputs(unlistening) }).toEqual({
      added: 4,
      removed: 4,
    });
  });

  it('tells the A/B test when the step advances or the category changes, nulls as 0', async () => {
    const { store, user } = await renderForm();
    await findHeadline();
    await user.click(await screen.findByRole('button', { name: /Musical instruments/ }));
    await findHeadlineText('Where and when?');
    // Only this form's calls: a previous test's debounced call may still land.
    const uuid = store.getState().auction.uuid;
    const mine = () =>
      multiitemTestCalls.filter((call) => (call as { auctionUuid: string }).auctionUuid === uuid);
    await waitFor(() => expect(mine()).toHaveLength(1));
    expect(mine()[0]).toEqual({ auctionUuid: uuid, price: 0, categoryId: 1001, step: 2 });

    // Going back is not an advance.
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await findHeadlineText('What would you like to send?');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(mine()).toHaveLength(1);

    // A new price estimate is news too.
    act(() => void store.dispatch(patchAuction({ priceEstimation: 640 })));
    await waitFor(() => expect(mine()).toHaveLength(2));
    expect(mine()[1]).toEqual({ auctionUuid: uuid, price: 640, categoryId: 1001, step: 1 });
  });

  it('falls back to the category step when the URL asks for a later step without a category', async () => {
    await renderForm({ config: { initialStep: 'summary' } });
    expect(await findHeadline()).toHaveTextContent('What would you like to send?');
    expect(window.location.pathname).toBe('/form/en/category');
  });
});

function findHeadlineNow() {
  return screen.getByRole('heading', { level: 1 });
}

async function findHeadlineText(text: string) {
  await waitFor(() => expect(findHeadlineNow()).toHaveTextContent(text));
}
