import { threadId } from 'node:worker_threads';
import { loads, real } from './module-state';

vi.mock('./module-state', async (original) => ({
  ...(await original<typeof import('./module-state')>()),
  real: false,
}));

/** What a file's code may leave behind; b-looks.check.ts looks for each. */
it('leaves things behind', () => {
  const probe = globalThis as Record<string, unknown>;
  // The thread's own object, which no file's clean-up touches, carries what b-looks compares.
  const thread = process as unknown as Record<string, unknown>;
  expect(real).toBe(false);
  expect(loads.count).toBe(1);
  thread.twFirstThread = threadId;
  probe.dataLayer = [{ event: 'left' }];
  // A global that cannot be deleted (a page script's `Object.defineProperty`): it stays, and the
  // clean-up of the others goes on.
  Object.defineProperty(globalThis, 'twFixed', { value: 1, configurable: false });
  document.cookie = 'left=1; path=/';
  document.cookie = 'deep=1; path=/deep';
  window.history.replaceState(null, '', '/deep/page?x=1');
  document.documentElement.lang = 'pl';
  document.head.innerHTML = '<style>p{}</style>';
  document.body.innerHTML = '<p>left</p>';
  localStorage.setItem('left', '1');
  sessionStorage.setItem('left', '1');
  thread.twTimer = setTimeout(() => (probe.twTimerFired = true), 60_000);
  thread.twInterval = setInterval(() => (probe.twIntervalFired = true), 60_000);
  window.addEventListener('tw-probe', () => (probe.twWindowHeard = true));
  document.addEventListener('tw-probe', () => (probe.twDocumentHeard = true));
  new BroadcastChannel('tw-probe').onmessage = () => (probe.twChannelHeard = true);
});

// A frame still to come as the file ends: jsdom's clock that runs it must outlive the file.
afterAll(() => {
  requestAnimationFrame(() => undefined);
});
