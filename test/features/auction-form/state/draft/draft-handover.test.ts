import { handoverInbox } from '@/features/auction-form/state/draft/draft-handover';

/*
 * The asking tab's side of a hand-over: the holding tab's answer and the lock reach it in either
 * order, only the answer to its own request counts, and a holding tab that answers nothing leaves
 * the draft to the storage after the wait.
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
    inbox.open('b');
    inbox.received('b', '{"auction":"…"}');
    await expect(inbox.take()).resolves.toEqual({ draft: '{"auction":"…"}' });
  });

  it('waits for a hand-over that comes after the lock, and no longer', async () => {
    const inbox = handoverInbox(WAIT);
    inbox.open('b');
    const taken = inbox.take();
    await vi.advanceTimersByTimeAsync(WAIT - 1);
    inbox.received('b', null);
    await expect(taken).resolves.toEqual({ draft: null });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives nothing once the wait is over, when no hand-over came', async () => {
    const inbox = handoverInbox(WAIT);
    inbox.open('b');
    const taken = inbox.take();
    await vi.advanceTimersByTimeAsync(WAIT);
    await expect(taken).resolves.toBeNull();
  });

  it('keeps only the answer to its own request: not one to another tab, nor one before it asked', async () => {
    const inbox = handoverInbox(WAIT);
    inbox.received('b', 'before this tab asked');
    inbox.open('b');
    inbox.received('c', 'to another tab');
    const taken = inbox.take();
    await vi.advanceTimersByTimeAsync(WAIT);
    await expect(taken).resolves.toBeNull();
    // Taken once: a late answer is not kept for the next request either.
    inbox.received('b', 'late');
    inbox.open('d');
    const next = inbox.take();
    await vi.advanceTimersByTimeAsync(WAIT);
    await expect(next).resolves.toBeNull();
  });
});
