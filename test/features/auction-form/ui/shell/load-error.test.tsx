import { screen } from '@testing-library/react';
import { LoadError } from '@/features/auction-form/ui/shell/load-error';
import { renderStep } from '../../render-form';

// The plain stand-in shows while the full notice's texts load: an ended session still gets its login.
describe('LoadError', () => {
  it('offers "Log in" for a refused session, and it opens the login', async () => {
    const onLogin = vi.fn();
    const onRetry = vi.fn();
    const form = await renderStep(() => (
      <LoadError failure="categories" onRetry={onRetry} onLogin={onLogin} />
    ));
    await form.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogin).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers "Try again" otherwise', async () => {
    const onRetry = vi.fn();
    const form = await renderStep(() => <LoadError failure="categories" onRetry={onRetry} />);
    await form.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  // It stands in for every cause, a server's fault and an ended session included: it names none.
  it.each(['categories', 'auction'] as const)(
    'never asks the customer to check their connection (%s)',
    async (failure) => {
      await renderStep(() => <LoadError failure={failure} onRetry={vi.fn()} />);
      expect(screen.getByRole('alert')).not.toHaveTextContent(/connection/i);
    },
  );
});
