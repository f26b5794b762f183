/**
 * `npm run release`: the archive a Symfony site deploys and pins, for the version in package.json.
 *
 *   1. CHANGELOG.md dates that version and holds nothing under Unreleased;
 *   2. builds, then runs the dist check against the browser line and the size budget;
 *   3. checks the build carries the version (entrypoints.json, each initial script's banner);
 *   4. writes release/transport-widgets-<version>.tar.gz (dist/ under transport-widgets-<version>/),
 *      the source maps beside it (-sourcemaps.tar.gz, for Sentry, never served), and a .sha256 for
 *      each, as `sha256sum -c` reads them.
 *
 * Same build, same bytes: entries are sorted and dated by the changelog's release date.
 * docs/releasing.md says how a site upgrades and rolls back.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sha256Line, tarGz } from './release/tar';
import {
  changelogProblems,
  distVersionProblems,
  packageVersion,
  releaseDate,
} from './release/version';

const root = path.resolve(import.meta.dirname, '..');
const { name, version } = packageVersion(root);
const changelog = readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');

function stop(problems: string[]): never {
  console.error(`release ${version}: not released.\n- ${problems.join('\n- ')}`);
  process.exit(1);
}

const run = (command: string) => execSync(command, { cwd: root, stdio: 'inherit' });

const before = changelogProblems(changelog, version);
if (before.length) stop(before);

run('npm run build');
run('npm run check:dist');
run('npm run size -- --no-build');

const built = distVersionProblems(path.join(root, 'dist'), name, version);
if (built.length) stop(built);

const mtime = Date.parse(`${releaseDate(changelog, version)}T00:00:00Z`) / 1000;
const out = path.join(root, 'release');
mkdirSync(out, { recursive: true });
const written: string[] = [];
for (const [folder, suffix] of [
  ['dist', ''],
  ['dist-sourcemaps', '-sourcemaps'],
] as const) {
  const file = `${name}-${version}${suffix}.tar.gz`;
  const archive = tarGz(path.join(root, folder), `${name}-${version}${suffix}`, mtime);
  writeFileSync(path.join(out, file), archive);
  writeFileSync(path.join(out, `${file}.sha256`), sha256Line(archive, file));
  written.push(`release/${file} (${(archive.length / 1024).toFixed(1)} KB) and its .sha256`);
}
console.info(
  `\nRelease ${version}:\n- ${written.join('\n- ')}\n\nTag it: git tag -a v${version} -m "${name} ${version}" && git push origin v${version}`,
);
