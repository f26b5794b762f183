import { act, screen } from '@testing-library/react';
import {
  draftHeldElsewhere,
  otherTabSubmitted,
} from '@/features/auction-form/state/store/session-slice';
import { OtherTabNotice } from '@/features/auction-form/ui/shell/other-tab-notice';
import { renderStep } from '../../render-form';

/*
 * The tab whose draft another tab holds is told so and may continue here; the tab whose draft
 * another tab posted is told so, once, and keeps its fields.
 */
describe('OtherTabNotice', () => {
  it('says nothing until another tab posts this draft', async () => {
    await renderStep(OtherTabNotice);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('tells the customer their entries are kept and sent as a new request, and closes on OK', async () => {
    const form = await renderStep(OtherTabNotice);
    act(() => void form.store.dispatch(otherTabSubmitted()));
    expect(screen.getByRole('status')).toHaveTextContent(
      'This request was already sent from another tab. What you entered here is kept and will be sent as a new request.',
    );
    await form.user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(form.store.getState().session.renewedByOtherTab).toBe(false);
  });

  it('while another tab holds the draft, says so and asks for it once on "Continue here"', async () => {
    const form = await renderStep(OtherTabNotice);
    act(() => void form.store.dispatch(draftHeldElsewhere()));
    expect(screen.getByRole('status')).toHaveTextContent(
      'This request is open in another tab, where your changes are saved. Continue here to bring them along.',
    );
    const button = screen.getByRole('button', { name: 'Continue here' });
    await form.user.click(button);
    expect(form.store.getState().session.draftHolder).toBe('taking-over');
    // Waiting for the other tab: a second press asks nothing more.
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await form.user.click(button);
    expect(form.store.getState().session.draftHolder).toBe('taking-over');
  });
});
