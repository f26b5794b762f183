import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer } from '../fixtures/node';
import { setScenario } from '../fixtures/scenario';

// Every test talks to the same MSW handlers as the demo; a request with no handler fails the test.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockServer.resetHandlers();
  setScenario('normal');
  window.localStorage.clear();
});
afterAll(() => mockServer.close());
