import { act, screen, waitFor } from '@testing-library/react';
import { initialFormState, stepChanged } from '@/features/auction-form/state/form-slice';
import { Headline } from '@/features/auction-form/ui/shell/headline';
import { renderStep } from '../../render-form';

const renderHeadline = () =>
  renderStep(Headline, {
    preloadedState: { form: { ...initialFormState(), step: 'categorySelection' } },
  });

/** A control of the screen on show (the category tile the customer clicks). */
function focusedControl(): HTMLButtonElement {
  const button = document.createElement('button');
  document.body.append(button);
  button.focus();
  return button;
}

describe('the headline takes the focus after a step change', () => {
  it('when the control focused at the change has left the page with its screen since', async () => {
    const form = await renderHeadline();
    const tile = focusedControl();
    act(() => void form.store.dispatch(stepChanged({ step: 'route' })));
    // The old screen unmounts before the deferred focus runs: the focus falls back to the page.
    tile.remove();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('but not from a field the customer focused since', async () => {
    const form = await renderHeadline();
    focusedControl();
    act(() => void form.store.dispatch(stepChanged({ step: 'route' })));
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    // The headline's frame and timer were queued first: once this frame's timer has run, so has its.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(field).toHaveFocus();
  });
});
