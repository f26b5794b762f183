// @vitest-environment node
import type { NotificationItem } from '@/features/notifications/model';
import { MAX_ITEMS, NotificationsStore } from '@/features/notifications/store';

const item = (id: string, minutesAgo = 0, viewed = false): NotificationItem => ({
  id,
  kind: 'notification',
  title: `Title ${id}`,
  body: '',
  createdAt: new Date(Date.UTC(2024, 0, 1, 12, 0) - minutesAgo * 60_000).toISOString(),
  viewed,
});

function manualStore() {
  const frames: Array<() => void> = [];
  const clock = { now: 0 };
  const store = new NotificationsStore(
    (flush) => frames.push(flush),
    () => clock.now,
  );
  return { store, frame: () => frames.splice(0).forEach((flush) => flush()), frames, clock };
}

describe('NotificationsStore', () => {
  it('merges a burst of live items in one update per frame, newest first, ignoring known ids', () => {
    const { store, frame, frames } = manualStore();
    store.loaded([item('a', 10, true)], 0);
    const renders = vi.fn();
    store.subscribe(renders);
    for (let i = 0; i < 100; i += 1) store.receive(item(`live-${i}`, -i));
    store.receive(item('a', 10));
    store.receive(item('live-3', -3));
    expect(frames).toHaveLength(1);
    expect(renders).not.toHaveBeenCalled();
    frame();
    expect(renders).toHaveBeenCalledTimes(1);
    const state = store.getSnapshot();
    expect(state.unread).toBe(100);
    expect(state.items).toHaveLength(MAX_ITEMS);
    expect(state.items[0]?.id).toBe('live-99');
    expect(state.announcement).toMatchObject({ count: 100 });
  });

  it('announces a single item by its title', () => {
    const { store, frame } = manualStore();
    store.loaded([], 0);
    store.receive(item('x'));
    frame();
    expect(store.getSnapshot().announcement).toMatchObject({ count: 1, title: 'Title x' });
  });

  it('announces batches close together as one running total', () => {
    const { store, frame, clock } = manualStore();
    store.loaded([], 0);
    store.receive(item('a'));
    frame();
    clock.now += 500;
    store.receive(item('b'));
    store.receive(item('c'));
    frame();
    expect(store.getSnapshot().announcement).toMatchObject({ count: 3 });
    clock.now += 5000;
    store.receive(item('d'));
    frame();
    expect(store.getSnapshot().announcement).toMatchObject({ count: 1, title: 'Title d' });
  });

  it('marks viewed optimistically and keeps it when the request succeeds', async () => {
    const { store } = manualStore();
    store.loaded([item('a'), item('b', 1)], 2);
    let finish: () => void = () => undefined;
    const pending = store.markViewed('a', () => new Promise<void>((resolve) => (finish = resolve)));
    expect(store.getSnapshot().unread).toBe(1);
    expect(store.getSnapshot().items.find((i) => i.id === 'a')?.viewed).toBe(true);
    finish();
    await expect(pending).resolves.toBe(true);
    expect(store.getSnapshot().unread).toBe(1);
  });

  it('rolls back when the request fails', async () => {
    const { store } = manualStore();
    store.loaded([item('a'), item('b', 1)], 2);
    await expect(store.markViewed('a', () => Promise.reject(new Error('500')))).resolves.toBe(
      false,
    );
    const state = store.getSnapshot();
    expect(state.unread).toBe(2);
    expect(state.items.find((i) => i.id === 'a')?.viewed).toBe(false);
    expect(state.failedId).toBe('a');
  });

  it('does not count an item twice when it is viewed again or elsewhere', async () => {
    const { store } = manualStore();
    store.loaded([item('a')], 1);
    store.viewedElsewhere('a');
    const request = vi.fn(async () => undefined);
    await expect(store.markViewed('a', request)).resolves.toBe(false);
    expect(request).not.toHaveBeenCalled();
    expect(store.getSnapshot().unread).toBe(0);
  });

  it('keeps unseen live items when the list is reloaded', () => {
    const { store, frame } = manualStore();
    store.loaded([item('a', 5)], 1);
    store.receive(item('live', 0));
    frame();
    store.loaded([item('a', 5)], 1);
    expect(store.getSnapshot().items.map((i) => i.id)).toEqual(['live', 'a']);
  });
});
