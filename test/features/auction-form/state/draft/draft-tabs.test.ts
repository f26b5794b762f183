import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DraftBus } from '@/features/auction-form/state/draft/draft-bus';
import { draftKey } from '@/features/auction-form/state/draft/draft-keys';
import { patchAuction } from '@/features/auction-form/state/store/auction-slice';
import { started } from '@/features/auction-form/state/store/session-slice';
import { hardReset } from '@/features/auction-form/state/store/shared-actions';
import { makeStore } from '@/features/auction-form/state/store/store';
import { submitStarted, submitSucceeded } from '@/features/auction-form/state/submit/submit-slice';
import { formEnvironment } from '../../form-environment';
import { busHub } from './tab-bus';

/*
 * Two tabs of the same draft. Tab A posts and deletes the
 * draft; tab B must learn of it and start a fresh request (a new uuid), so
 * the server's de-duplication by uuid cannot swallow B's different content,
 * and B keeps everything the customer typed there.
 */

const env = formEnvironment();
const USED = 'a0000000-0000-4000-8000-000000000001';

function tab(openBus: () => DraftBus, environment = env) {
  const { store, stopTabs } = makeStore({
    env: environment,
    persist: false,
    openDraftBus: openBus,
  });
  store.dispatch(hardReset({ uuid: USED }));
  store.dispatch(started());
  return { store, stop: stopTabs };
}

const stops: Array<() => void> = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
});

describe('two tabs of one draft', () => {
  it("tab B starts a fresh request when tab A's submit succeeds, keeping what was typed", async () => {
    const open = busHub();
    const a = tab(open);
    const b = tab(open);
    stops.push(a.stop, b.stop);
    b.store.dispatch(patchAuction({ description: 'Piano, second floor, no lift' }));
    a.store.dispatch(submitStarted());
    a.store.dispatch(submitSucceeded());
    await vi.waitFor(() => expect(b.store.getState().auction.uuid).not.toBe(USED));
    expect(b.store.getState().auction.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.store.getState().auction.description).toBe('Piano, second floor, no lift');
    expect(a.store.getState().auction.uuid).toBe(USED);
    // B's customer is told (the shell's notice reads this flag); A, whose submit it was, is not.
    expect(b.store.getState().session.renewedByOtherTab).toBe(true);
    expect(a.store.getState().session.renewedByOtherTab).toBe(false);
  });

  it('a tab with another uuid or another draft is left alone', async () => {
    const open = busHub();
    const a = tab(open);
    const other = tab(open, { ...env, draftKey: draftKey('edit', 7) });
    const fresh = tab(open);
    fresh.store.dispatch(hardReset({ uuid: 'b0000000-0000-4000-8000-000000000002' }));
    stops.push(a.stop, other.stop, fresh.stop);
    a.store.dispatch(submitSucceeded());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(other.store.getState().auction.uuid).toBe(USED);
    expect(fresh.store.getState().auction.uuid).toBe('b0000000-0000-4000-8000-000000000002');
  });

  it('works across real BroadcastChannels (and the storage event where they are missing)', async () => {
    const a = makeStore({ env, persist: false });
    const b = makeStore({ env, persist: false });
    stops.push(a.stopTabs, b.stopTabs);
    for (const { store } of [a, b]) {
      store.dispatch(hardReset({ uuid: USED }));
      store.dispatch(started());
    }
    a.store.dispatch(submitSucceeded());
    await vi.waitFor(() => expect(b.store.getState().auction.uuid).not.toBe(USED));
    // The storage-event path: what another tab's write looks like here.
    const { storageEventBus } = await import('@/features/auction-form/state/draft/draft-bus');
    const c = makeStore({ env, persist: false, openDraftBus: storageEventBus });
    stops.push(c.stopTabs);
    c.store.dispatch(hardReset({ uuid: USED }));
    c.store.dispatch(started());
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'tw-auction-form-submitted',
        newValue: JSON.stringify({ type: 'submitted', draftKey: env.draftKey, uuid: USED }),
      }),
    );
    await vi.waitFor(() => expect(c.store.getState().auction.uuid).not.toBe(USED));
  });
});
