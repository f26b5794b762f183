/**
 * Lists the value exports of `src/` that no other file names: `npx tsx tools/unused-exports.ts`.
 * A word match across src, test, fixtures, tools and widgets (a re-export or a test counts as a use),
 * so it is fast enough for a test and errs on the side of keeping an export. Types are left to knip
 * (`npx knip@5 --include exports,types`), whose list needs the test files checked by hand.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(import.meta.url);
const ROOT = join(dirname(HERE), '..');
const SEARCHED = ['src', 'test', 'fixtures', 'tools', 'widgets'];
const SOURCE = /\.(ts|tsx)$/;
const EXPORT = /^export (?:async )?(?:const|let|function\*?|class) ([A-Za-z_$][\w$]*)/gm;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? filesUnder(path) : SOURCE.test(name) ? [path] : [];
  });
}

export function unusedExports(root = ROOT): string[] {
  const files = SEARCHED.flatMap((dir) => filesUnder(join(root, dir)));
  const filesNaming = new Map<string, Set<string>>();
  const texts = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    texts.set(file, text);
    for (const word of new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? [])) {
      const named = filesNaming.get(word) ?? new Set<string>();
      named.add(file);
      filesNaming.set(word, named);
    }
  }
  const unused: string[] = [];
  for (const [file, text] of texts) {
    if (!relative(root, file).startsWith('src')) continue;
    for (const [, name] of text.matchAll(EXPORT)) {
      const elsewhere = [...(filesNaming.get(name as string) ?? [])].filter((f) => f !== file);
      if (elsewhere.length === 0) unused.push(`${relative(root, file)}: ${name}`);
    }
  }
  return unused.sort();
}

if (process.argv[1] && relative(process.argv[1], HERE) === '') {
  const unused = unusedExports();
  console.info(unused.length === 0 ? 'No unused exports.' : unused.join('\n'));
  process.exitCode = unused.length === 0 ? 0 : 1;
}
