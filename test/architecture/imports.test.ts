import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

function imports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found = [
    ...source.matchAll(/(?:from\s+|import\s*\(\s*(?:\/\*.*?\*\/\s*)?)['"`](\.[^'"`$]+)['"`]/g),
  ];
  return found.map((m) => path.resolve(path.dirname(file), m[1] as string));
}

const rel = (p: string) => path.relative(ROOT, p);

describe('imports flow one way: core → features → widgets', () => {
  it('core imports no feature and no widget', () => {
    const bad = files(path.join(ROOT, 'src/core')).flatMap((file) =>
      imports(file)
        .filter(
          (target) => rel(target).startsWith('src/features') || rel(target).startsWith('widgets'),
        )
        .map((target) => `${rel(file)} -> ${rel(target)}`),
    );
    expect(bad).toEqual([]);
  });

  it('no feature imports another feature or a widget', () => {
    const bad = files(path.join(ROOT, 'src/features')).flatMap((file) => {
      const feature = rel(file).split(path.sep)[2];
      return imports(file)
        .filter((target) => {
          const r = rel(target);
          if (r.startsWith('widgets')) return true;
          return r.startsWith('src/features') && r.split(path.sep)[2] !== feature;
        })
        .map((target) => `${rel(file)} -> ${rel(target)}`);
    });
    expect(bad).toEqual([]);
  });

  it('entry files stay a few lines', () => {
    for (const file of files(path.join(ROOT, 'widgets')).filter(
      (f) => !f.endsWith('config-schemas.ts'),
    )) {
      const lines = readFileSync(file, 'utf8').trim().split('\n').length;
      expect({ file: rel(file), short: lines <= 12 }).toEqual({ file: rel(file), short: true });
    }
  });
});
