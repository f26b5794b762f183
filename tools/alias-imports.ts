/**
 * Rewrites imports that climb three or more levels into `src/` to the `@/` alias:
 * `npx tsx tools/alias-imports.ts`. Mechanical and idempotent, for a branch merged with
 * older relative imports (test/architecture/imports.test.ts names any that remain).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'src');
const CLIMBING = /((?:from |import\(|mock\(|import )')((?:\.\.\/){3,}[^']*)'/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

let rewritten = 0;
for (const file of ['src', 'test', 'fixtures', 'tools', 'widgets'].flatMap((d) =>
  filesUnder(join(ROOT, d)),
)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(CLIMBING, (match, head: string, spec: string) => {
    const target = resolve(dirname(file), spec);
    if (!target.startsWith(SRC + sep)) return match;
    rewritten += 1;
    return `${head}@/${relative(SRC, target).split(sep).join('/')}'`;
  });
  if (next !== text) writeFileSync(file, next);
}
console.info(`${rewritten} imports now use @/ (run prettier on the changed files).`);
