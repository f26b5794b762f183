import path from 'node:path';
import { defineConfig } from 'vitest/config';

// End-to-end tests: real Chromium (playwright-core) against the built bundle and the demo pages.
export default defineConfig({
  // `@/` is `src/`, as in tsconfig paths and webpack.
  resolve: {
    alias: [{ find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` }],
  },
  test: {
    reporters: ['default', ['./test/tools/reliability-reporter.ts', { suite: 'e2e' }]],
    environment: 'node',
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60000,
    hookTimeout: 60000,
    // No retry: a test that fails once is a failing test (a bug of the product or of the test).
    retry: 0,
  },
});
