import { addListener } from '@reduxjs/toolkit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setPageNavigator } from '@/features/auction-form/state/navigation/page-navigator';
import { draftFlushRequested } from '@/features/auction-form/state/store/shared-actions';
import { FormErrorBoundary } from '@/features/auction-form/ui/shell/form-error-boundary';
import { renderStep } from '../../render-form';

/*
 * A deploy removed this version's files while the form was open: a screen's chunk (webpack's
 * ChunkLoadError, after its one retry) or its translations do not arrive. "Try again" would meet
 * React.lazy's kept failure; the boundary offers a reload instead, the draft written first.
 */
const chunkLoadError = () =>
  Object.assign(new Error('Loading chunk 812 failed.\n(error: /build/form-step-details.3f.js)'), {
    name: 'ChunkLoadError',
  });

const LostScreen = () => {
  throw chunkLoadError();
};

describe('a screen whose file is gone', () => {
  it('offers a reload of the page, its draft written first, and no "Try again"', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const visited: string[] = [];
    const order: string[] = [];
    const form = await renderStep(() => (
      <FormErrorBoundary>
        <LostScreen />
      </FormErrorBoundary>
    ));
    form.store.dispatch(
      addListener({ actionCreator: draftFlushRequested, effect: () => void order.push('flush') }),
    );
    const restore = setPageNavigator((url) => {
      order.push('navigate');
      visited.push(url);
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveAttribute('data-failure-kind', 'outdated');
    expect(notice).toHaveTextContent(
      'This form was updated while it was open. Reload the page to go on: what you entered is kept.',
    );
    expect(within(notice).queryByRole('button', { name: 'Try again' })).toBeNull();
    await form.user.click(within(notice).getByRole('button', { name: 'Reload the page' }));
    expect(order).toEqual(['flush', 'navigate']);
    expect(visited).toEqual([window.location.href]);
    // The next start restores the draft even where the page asks for no restore.
    expect(sessionStorage.getItem('auction-form:reload-restores')).toBe(form.env.draftKey);
    restore();
    error.mockRestore();
  });

  it('a render error still offers "Try again"', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new TypeError("Cannot read properties of undefined (reading 'id')");
    };
    await renderStep(() => (
      <FormErrorBoundary>
        <Broken />
      </FormErrorBoundary>
    ));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveAttribute('data-failure-kind', 'crash');
    expect(within(notice).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    error.mockRestore();
  });
});
