// @vitest-environment node
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('unit files sharing a worker (test/fresh-file.ts)', () => {
  it('each starts as a fresh page: modules, mocks, globals, timers, listeners, channels, document, cookies, storage, URL; jsdom’s frames still run', () => {
    const run = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--config',
        'test/tools/fresh-file/vitest.config.ts',
      ],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
    );
    const output = `${run.stdout}\n${run.stderr}`;
    expect(output).toMatch(/Tests\s+2 passed \(2\)/);
    expect(run.status, output).toBe(0);
  });
});
