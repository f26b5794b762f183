import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findBeyondLine } from './browser-line/dist-compat';
import { minimumVersions } from './browser-line/support-line';

/**
 * `npm run check:dist`: every script in dist/ (ours and the dependencies bundled
 * into it) against package.json's browserslist. Fails the build on any syntax or
 * API that a browser of the line lacks and that is not behind a check for it.
 */
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const line = minimumVersions(undefined, root);

const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .sort();
if (files.length === 0) {
  console.error('check:dist: no scripts in dist/ (run npm run build first)');
  process.exit(1);
}

let count = 0;
for (const file of files) {
  const findings = findBeyondLine(readFileSync(path.join(dist, file), 'utf8'), line);
  for (const f of findings) {
    count += 1;
    console.error(
      `dist/${file}:${f.line}:${f.column} ${f.feature} — missing in ${f.missingIn.join(', ')}`,
    );
  }
}
const lineText = [...line].map(([family, version]) => `${family} ${version}`).join(', ');
if (count > 0) {
  console.error(`check:dist: ${count} use(s) beyond the support line (${lineText}).`);
  process.exit(1);
}
console.info(`check:dist: ${files.length} scripts in dist/ fit the support line (${lineText}).`);
