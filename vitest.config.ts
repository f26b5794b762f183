import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', ['./test/tools/reliability-reporter.ts', { suite: 'unit' }]],
    globals: true,
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    setupFiles: ['test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 15000,
  },
});
