import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** By name: the file that leaves things behind (`a-…`) runs before the one that looks (`b-…`). */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

/** The unit project's way of running files (one worker, no isolation, test/fresh-file.ts first). */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../../..'),
  test: {
    include: ['test/tools/fresh-file/*.check.ts'],
    environment: 'jsdom',
    globals: true,
    setupFiles: ['test/fresh-file.ts'],
    pool: 'threads',
    isolate: false,
    maxWorkers: 1,
    sequence: { sequencer: ByName },
  },
});
