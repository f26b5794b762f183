import { setTitleEnteredByUser } from '@/features/auction-form/state/navigation/form-slice';
import { patchAuction } from '@/features/auction-form/state/store/auction-slice';
import { makeStore } from '@/features/auction-form/state/store/store';
import type { AppThunk } from '@/features/auction-form/state/store/types';
import { isTyped, typed } from '@/features/auction-form/state/store/typing-buffer';
import { formEnvironment } from '../../form-environment';
import { formStateOn } from '../../form-state';

const env = formEnvironment({ currency: 'GBP' });

/** A store on the details step. */
const storeSeeing = () =>
  makeStore({
    env,
    persist: false,
    preloadedState: formStateOn({ step: 'shippingDetails', form: { maxStepNumber: 3 } }),
  });

const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('typing buffer: a keystroke reaches the store after the frame that paints it', () => {
  it('typed marks an action without changing it', () => {
    const action = typed(patchAuction({ title: 'Piano' }));
    expect(action).toMatchObject({ type: patchAuction.type, payload: { title: 'Piano' } });
    expect(isTyped(action)).toBe(true);
    expect(isTyped(patchAuction({ title: 'Piano' }))).toBe(false);
    expect(isTyped(null)).toBe(false);
  });

  it('holds a keystroke until the next paint, then applies it', async () => {
    const { store } = storeSeeing();
    store.dispatch(typed(patchAuction({ title: 'P' })));
    expect(store.getState().auction.title).not.toBe('P');
    await afterPaint();
    expect(store.getState().auction.title).toBe('P');
  });

  it('any other action first applies every held keystroke, in the order typed', () => {
    const { store } = storeSeeing();
    const seen: string[] = [];
    store.subscribe(() => {
      const { auction, form } = store.getState();
      const now = `${auction.title ?? ''}, ${form.isTitleEnteredByUser ? 'own' : 'generated'}`;
      if (seen.at(-1) !== now) seen.push(now);
    });
    store.dispatch(typed(patchAuction({ title: 'P' })));
    store.dispatch(typed(patchAuction({ title: 'Pi' })));
    store.dispatch(typed(patchAuction({ title: 'Pia' })));
    expect(seen).toEqual([]);
    store.dispatch(setTitleEnteredByUser(true));
    // (RTK Query's middleware announces itself with the first action it sees: the empty title.)
    expect(seen.filter((s) => !s.startsWith(','))).toEqual([
      'P, generated',
      'Pi, generated',
      'Pia, generated',
      'Pia, own',
    ]);
  });

  it('a thunk reads what was typed', () => {
    const { store } = storeSeeing();
    store.dispatch(typed(patchAuction({ title: 'Harp' })));
    const read: AppThunk<string | null> = (_dispatch, getState) => getState().auction.title;
    expect(store.dispatch(read)).toBe('Harp');
  });

  it('flushTyping applies what is held at once', () => {
    const { store, flushTyping } = storeSeeing();
    store.dispatch(typed(patchAuction({ title: 'Organ' })));
    flushTyping();
    expect(store.getState().auction.title).toBe('Organ');
  });

  it('a tab that paints no frames still applies the keystroke a moment later', async () => {
    const { store } = storeSeeing();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    try {
      store.dispatch(typed(patchAuction({ title: 'Drum' })));
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(store.getState().auction.title).toBe('Drum');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
