import { screen, waitFor } from '@testing-library/react';
import type { Step } from '@/features/auction-form/model/steps';
import { screenAhead } from '@/features/auction-form/ui/shell/screen-ahead';
import { findHeadline, renderForm } from '../../render-form';

describe('screenAhead', () => {
  it.each<[Step | null, Step | null]>([
    [null, null],
    ['categorySelection', null],
    ['route', 'shippingDetails'],
    ['shippingDetails', null],
    ['summary', null],
  ])('on %s builds %s ahead', (step, ahead) => {
    expect(screenAhead(step)).toBe(ahead);
  });
});

const aboutHeading = () => document.getElementById('tw-details-about-heading');

describe('the details screen built ahead', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });

  it('is in the page, hidden, while the customer is on the route step; Continue reveals that same screen', async () => {
    const { user } = await renderForm({ config: { mode: 'edit', auctionId: 4242 } });
    expect(await findHeadline()).toHaveTextContent('Change the route and dates');
    await waitFor(() => expect(aboutHeading()).not.toBeNull());
    const built = aboutHeading();
    expect(built).not.toBeVisible();
    // Hidden from assistive technology too: the only form a screen reader finds is the route's.
    expect(
      screen.queryByRole('heading', { name: 'Title and description' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findHeadline()).not.toHaveTextContent('Change the route and dates');
    await waitFor(() => expect(aboutHeading()).toBeVisible());
    // Revealed, not built again.
    expect(aboutHeading()).toBe(built);
    expect(screen.getByRole('heading', { name: 'Title and description' })).toBeVisible();
  });

  it('goes back to the route step with the route screen shown and the details hidden, and forward again', async () => {
    const { user } = await renderForm({ config: { mode: 'edit', auctionId: 4242 } });
    await findHeadline();
    await waitFor(() => expect(aboutHeading()).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(aboutHeading()).toBeVisible());

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await findHeadline()).toHaveTextContent('Change the route and dates');
    expect(aboutHeading()).not.toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Continue' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(aboutHeading()).toBeVisible());
  });
});
