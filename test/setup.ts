import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer } from '../fixtures/node';
import { setScenario } from '../fixtures/scenario';

// findBy*/waitFor wait up to 5 s, not 1 s: the form's screens are lazy chunks, and on CI's two busy
// cores a lazy step took over a second to appear (a wait, not a time assertion).
configure({ asyncUtilTimeout: 5000 });

// Every test talks to the same MSW handlers as the demo; a request with no handler fails the test.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockServer.resetHandlers();
  setScenario('normal');
  window.localStorage.clear();
});
afterAll(() => mockServer.close());
