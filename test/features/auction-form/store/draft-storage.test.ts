import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '@/core/storage/safe-storage';
import { flushDraftWrites, persistStorage } from '@/features/auction-form/store/draft-storage';
import { clearDraft } from '@/features/auction-form/store/persist-config';

const KEY = 'persist:auction-form:addNew';
const draft = (step: string) =>
  JSON.stringify({ form: JSON.stringify({ step }), items: JSON.stringify([]) });

describe('draft writes wait for an idle moment', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    flushDraftWrites();
    vi.useRealTimers();
  });

  it('a write is not done in the task that asked for it, but soon after', async () => {
    const storage = persistStorage(createSafeStorage());
    await storage.setItem(KEY, draft('route'));
    expect(window.localStorage.getItem(KEY)).toBeNull();
    await vi.runAllTimersAsync();
    expect(window.localStorage.getItem(KEY)).toBe(draft('route'));
  });

  it('the newest value wins, and flushing (pagehide) writes it at once', async () => {
    const storage = persistStorage(createSafeStorage());
    await storage.setItem(KEY, draft('route'));
    await storage.setItem(KEY, draft('shippingDetails'));
    flushDraftWrites();
    expect(window.localStorage.getItem(KEY)).toBe(draft('shippingDetails'));
  });

  it('a read sees the waiting draft', async () => {
    const storage = persistStorage(createSafeStorage());
    await storage.setItem(KEY, draft('summary'));
    await expect(storage.getItem(KEY)).resolves.toBe(draft('summary'));
  });

  it('a cleared draft is not written back by a waiting write', async () => {
    const storage = persistStorage(createSafeStorage());
    await storage.setItem(KEY, draft('route'));
    clearDraft('addNew');
    await vi.runAllTimersAsync();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('still applies the draft-keeping rule when it writes (category step: removed)', async () => {
    window.localStorage.setItem(KEY, draft('route'));
    const storage = persistStorage(createSafeStorage());
    await storage.setItem(KEY, draft('categorySelection'));
    flushDraftWrites();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});
