import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The cross-engine suite: Chromium, Firefox ESR and WebKitGTK against the built bundle and the
// demo pages (test/e2e-engines/). Run under xvfb-run for WebKit's MiniBrowser: npm run test:engines.
export default defineConfig({
  // `@/` is `src/`, as in tsconfig paths and webpack.
  resolve: {
    alias: [{ find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` }],
  },
  test: {
    environment: 'node',
    include: ['test/e2e-engines/**/*.engine.ts'],
    globalSetup: ['test/e2e-engines/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120000,
    hookTimeout: 60000,
    // No retry: a test that fails once is a failing test (a bug of the product or of the test).
    retry: 0,
  },
});
