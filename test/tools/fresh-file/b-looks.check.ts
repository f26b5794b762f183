import { threadId } from 'node:worker_threads';
import { loads, real } from './module-state';

it('starts as a fresh page, in the same worker', async () => {
  const probe = globalThis as Record<string, unknown>;
  const thread = process as unknown as Record<string, unknown>;
  expect(thread.twFirstThread).toBe(threadId);
  expect('dataLayer' in probe).toBe(false);
  expect(real).toBe(true);
  expect(loads.count).toBe(1);
  expect(document.cookie).toBe('');
  expect(window.location.href).toBe('http://localhost:3000/');
  expect(document.documentElement.attributes).toHaveLength(0);
  expect(document.head.childNodes).toHaveLength(0);
  expect(document.body.childNodes).toHaveLength(0);
  expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);
  expect((thread.twTimer as { _destroyed: boolean })._destroyed).toBe(true);
  expect((thread.twInterval as { _destroyed: boolean })._destroyed).toBe(true);
  window.dispatchEvent(new Event('tw-probe'));
  document.dispatchEvent(new Event('tw-probe'));
  const heard = new Promise((resolve) => {
    new BroadcastChannel('tw-probe').onmessage = resolve;
  });
  new BroadcastChannel('tw-probe').postMessage('anyone?');
  await heard;
  expect([probe.twWindowHeard, probe.twDocumentHeard, probe.twChannelHeard]).toEqual([
    undefined,
    undefined,
    undefined,
  ]);
  await new Promise((resolve) => requestAnimationFrame(resolve));
});
