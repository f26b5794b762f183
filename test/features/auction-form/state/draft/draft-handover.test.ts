import { handoverInbox } from '@/features/auction-form/state/draft/draft-handover';

/*
 * The asking tab's side of a hand-over: the holding tab's answer and the lock reach it in either
 * order, and a holding tab that answers nothing leaves the draft to the storage after the wait.
 */

const WAIT = 2000;

describe('handoverInbox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the hand-over that came before the lock', async () => {
    const inbox = handoverInbox(WAIT);
    inbox.open();
    inbox.received('{"auction":"…"}');
    await expect(inbox.take()).resolves.toEqual({ draft: '{"auction":"…"}' });
  });

  it('waits for a hand-over that comes after the lock, and no longer', async () => {
    const inbox = handoverInbox(WAIT);
    inbox.open();
    const taken = inbox.take();
    await vi.advanceTimersByTimeAsync(WAIT - 1);
    inbox.received(null);
    await expect(taken).resolves.toEqual({ draft: null });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives nothing once the wait is over, when no hand-over came', async () => {
    const inbox = handoverInbox(WAIT);
    inbox.open();
    const taken = inbox.take();
    await vi.advanceTimersByTimeAsync(WAIT);
    await expect(taken).resolves.toBeNull();
  });

  it('keeps no hand-over it did not ask for, nor one from before it asked', async () => {
    const inbox = handoverInbox(WAIT);
    inbox.received('meant for another tab');
    inbox.open();
    const taken = inbox.take();
    await vi.advanceTimersByTimeAsync(WAIT);
    await expect(taken).resolves.toBeNull();
    // Taken once: a late answer is not kept for the next time either.
    inbox.received('late');
    inbox.open();
    const next = inbox.take();
    await vi.advanceTimersByTimeAsync(WAIT);
    await expect(next).resolves.toBeNull();
  });
});
