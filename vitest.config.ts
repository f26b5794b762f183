import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `@/` is `src/`, as in tsconfig paths and webpack.
  resolve: {
    alias: [{ find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` }],
  },
  test: {
    reporters: ['default', ['./test/tools/reliability-reporter.ts', { suite: 'unit' }]],
    globals: true,
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/inline-scripts-setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    pool: 'threads',
    maxWorkers: 2,
    // Generous: a slow moment on a loaded 2-core machine must not fail a test that waits on real timers.
    testTimeout: 30000,
  },
});
