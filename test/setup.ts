import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { mockServer } from '../fixtures/node';
import { setScenario } from '../fixtures/scenario';

// findBy*/waitFor wait for a state (a screen, a text); their limit only catches a hang, so it is
// far above any wait of a busy machine (a lazy step screen took over 6 s to appear on two cores
// with other work beside the suite) and below the test's own limit, which then names the wait.
const STATE_WAIT_MS = 20000;
configure({ asyncUtilTimeout: STATE_WAIT_MS });
// vi.waitFor's own limit is 1 s; it waits for a state as findBy does, so it gets the same limit.
const viWaitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback, options) =>
  viWaitFor(callback, {
    timeout: STATE_WAIT_MS,
    ...(typeof options === 'number' ? { timeout: options } : options),
  })) as typeof vi.waitFor;

// Every test talks to the same MSW handlers as the demo; a request with no handler fails the test.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockServer.resetHandlers();
  setScenario('normal');
  // Tests that need no DOM run in Node (`@vitest-environment node`): no storage to clear there.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
afterAll(() => mockServer.close());
