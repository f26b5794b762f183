import { createStepFocus } from '@/features/auction-form/ui/navigation/step-focus';

/** One frame and the task after it: when a focus deferred past the paint has run. */
const afterPaint = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function page() {
  document.body.innerHTML = '';
  const heading = document.createElement('h1');
  heading.tabIndex = -1;
  const control = document.createElement('button');
  document.body.append(heading, control);
  const focus = createStepFocus();
  focus.heading(heading);
  return { heading, control, focus };
}

describe('the focus when a step’s screen is shown', () => {
  it('stays where it is on the form’s first screen', async () => {
    const { control, focus } = page();
    control.focus();
    focus.shown('categorySelection');
    await afterPaint();
    expect(control).toHaveFocus();
  });

  it('moves to the heading after the paint when the control clicked has left with its screen', async () => {
    const { heading, control, focus } = page();
    focus.shown('categorySelection');
    control.focus();
    // The old screen (and the tile just clicked) leaves as the new one commits.
    control.remove();
    focus.shown('route');
    expect(heading).not.toHaveFocus();
    await afterPaint();
    expect(heading).toHaveFocus();
  });

  it('moves to the heading on a change back to the first step too', async () => {
    const { heading, focus } = page();
    focus.shown('categorySelection');
    focus.shown('route');
    await afterPaint();
    (document.activeElement as HTMLElement).blur();
    focus.shown('categorySelection');
    await afterPaint();
    expect(heading).toHaveFocus();
  });

  it('goes back to the heading when the control that had it left without a new screen (a take-over)', async () => {
    const { heading, control, focus } = page();
    focus.shown('route');
    control.focus();
    control.remove();
    focus.regain();
    await afterPaint();
    expect(heading).toHaveFocus();
  });

  it('but not from a field the customer focused before the paint', async () => {
    const { focus } = page();
    focus.shown('categorySelection');
    focus.shown('route');
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await afterPaint();
    expect(field).toHaveFocus();
  });

  it('goes at once to a field asked for on the way (a summary link), and the heading leaves it there', async () => {
    const { focus } = page();
    focus.shown('summary');
    const field = document.createElement('input');
    field.id = 'the-weight';
    document.body.append(field);
    focus.want('the-weight');
    focus.shown('shippingDetails');
    expect(field).toHaveFocus();
    await afterPaint();
    expect(field).toHaveFocus();
  });

  it('counts a screen shown again (what it loads has arrived) as no change', async () => {
    const { heading, control, focus } = page();
    focus.shown('categorySelection');
    focus.shown('route');
    await afterPaint();
    expect(heading).toHaveFocus();
    control.focus();
    focus.shown('route');
    await afterPaint();
    expect(control).toHaveFocus();
  });

  it('takes nothing once the form has left', async () => {
    const { heading, focus } = page();
    focus.shown('categorySelection');
    focus.shown('route');
    focus.dispose();
    await afterPaint();
    expect(heading).not.toHaveFocus();
  });
});
