// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx|mjs)$/.test(name) ? [full] : [];
  });
}

/**
 * Relative paths written in a file (string literals starting with `../`) that lead out of the
 * repository once resolved from the file's folder, and absolute paths into a workspace.
 */
function pathsOutside(file: string, source: string, root: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(['"`])((?:\.\.\/)+[^'"`\n]*)\1/g)) {
    const written = match[2] as string;
    const resolved = path.resolve(path.dirname(file), written);
    if (path.relative(root, resolved).startsWith('..')) found.push(written);
  }
  for (const match of source.matchAll(/['"`](\/work\/[^'"`\n]*)/g)) found.push(match[1] as string);
  return found;
}

describe('the tests use only files inside the project', () => {
  it('finds a path that climbs out of the repository (the check bites)', () => {
    const file = path.join(ROOT, 'test/core/router/probe.test.ts');
    // Assembled, so this file does not hold the very path it looks for.
    const beside = ['..', '..', '..', '..', 'shared', 'spec'].join('/');
    expect(pathsOutside(file, `const SPEC = path.resolve(here, '${beside}');`, ROOT)).toEqual([
      beside,
    ]);
    expect(pathsOutside(file, "import x from '../../../src/core/router/router';", ROOT)).toEqual(
      [],
    );
  });

  it('no test, fixture, tool or config reads a file beside the repository', () => {
    const sources = [
      ...['test', 'fixtures', 'tools', 'src', 'widgets'].flatMap((dir) =>
        files(path.join(ROOT, dir)),
      ),
      ...readdirSync(ROOT)
        .filter((name) => /\.config\.ts$/.test(name))
        .map((name) => path.join(ROOT, name)),
    ];
    // Paths that are data, not files read: a path-traversal payload the hostile-input tests send,
    // and webpack's source-map name, which is relative to the output folder.
    const notRead = new Set([
      'fixtures/reliability/payloads.ts: ../../../etc/passwd',
      'webpack.config.ts: ../dist-sourcemaps/[file].map',
    ]);
    const outside = sources
      .filter((file) => file !== import.meta.filename)
      .flatMap((file) =>
        pathsOutside(file, readFileSync(file, 'utf8'), ROOT).map(
          (written) => `${path.relative(ROOT, file)}: ${written}`,
        ),
      );
    expect(outside.filter((found) => !notRead.has(found))).toEqual([]);
  });
});
