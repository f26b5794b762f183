import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HELPER_ENTRIES = [
  'cookie-bar',
  'login-helper',
  'mobile-app-bar',
  'notifications',
  'top-announcement',
];

/** What a file imports at run time: `import type` and dynamic `import()` are not followed. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import (?!type )[^;]*?from '([^']+)';$/gms)].map((m) => m[1] ?? '');
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/')) return null;
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, 'src', specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f)) ?? null;
}

/** Every file and package an entry runs before it decides (its static import graph). */
function staticGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const walk = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of staticImports(file)) {
      const next = resolve(file, specifier);
      if (next) walk(next);
      else packages.add(specifier);
    }
  };
  walk(path.join(ROOT, 'widgets', `${entry}.ts`));
  return { files: [...files].map((f) => path.relative(ROOT, f)), packages: [...packages] };
}

describe('the helper entries decide before any schema loads', () => {
  it.each(HELPER_ENTRIES)('%s: no valibot, no config schema, no schema reader', (entry) => {
    const { files, packages } = staticGraph(entry);
    expect(files).toContain(`widgets/${entry}.ts`);
    expect(packages.filter((p) => p === 'valibot' || p.startsWith('react'))).toEqual([]);
    expect(
      files.filter((f) =>
        /features\/[^/]+\/(config|widget)\.ts$|core\/config\/(data-attributes|page-config)\.ts$/.test(
          f,
        ),
      ),
    ).toEqual([]);
  });

  it('the walk sees through to valibot where an entry holds its schema (the form)', () => {
    expect(staticGraph('auction-form').packages).toContain('valibot');
  });
});
