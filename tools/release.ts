/**
 * `npm run release`: the archive a Symfony site deploys and pins, for the version in package.json,
 * and its tag. `TW_PUBLIC_PATH=<path or URL> npm run release` builds it for another public path.
 *
 *   1. CHANGELOG.md dates that version and holds nothing under Unreleased; everything is committed,
 *      and `v<version>` names no other commit;
 *   2. runs the checks: type check, lint, unit tests;
 *   3. builds for `/build/`, runs the dist check against the browser line and the size budget (they
 *      measure the demo pages, served from `/build/`), then rebuilds for `TW_PUBLIC_PATH` if another;
 *   4. checks the build carries the version (entrypoints.json, each initial script's banner) under
 *      its public path, and its LICENSE and THIRD_PARTY_NOTICES.txt;
 *   5. writes release/<name>.tar.gz (dist/ under <name>/; `transport-widgets-<version>`, or
 *      `…-for-<path>` for another public path), the source maps beside it (-sourcemaps.tar.gz, for
 *      Sentry, never served), and a .sha256 for each, as `sha256sum -c` reads them;
 *   6. tags the commit `v<version>` (annotated), unless the tag is already there.
 *
 * Same build, same bytes: entries are sorted and dated by the changelog's release date.
 * docs/releasing.md says how a site upgrades and rolls back.
 */
import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PublicPathError, publicPathFrom } from './public-path';
import { sha256Line, tarGz } from './release/tar';
import {
  archiveName,
  changelogProblems,
  distLegalProblems,
  distVersionProblems,
  gitProblems,
  packageVersion,
  releaseDate,
} from './release/version';

const root = path.resolve(import.meta.dirname, '..');
const { name, version } = packageVersion(root);
const changelog = readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
const tag = `v${version}`;

function stop(problems: string[]): never {
  console.error(`release ${version}: not released.\n- ${problems.join('\n- ')}`);
  process.exit(1);
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const run = (command: string, env: NodeJS.ProcessEnv = process.env) =>
  execSync(command, { cwd: root, stdio: 'inherit', env });

let publicUrl: string;
try {
  publicUrl = publicPathFrom().url;
} catch (error) {
  if (error instanceof PublicPathError) stop([error.message]);
  throw error;
}

const state = {
  dirty: git('status', '--porcelain').split('\n').filter(Boolean),
  head: git('rev-parse', 'HEAD'),
  tagged: (() => {
    try {
      return git('rev-parse', `${tag}^{commit}`);
    } catch {
      return null;
    }
  })(),
};
const before = [...changelogProblems(changelog, version), ...gitProblems(state, version)];
if (before.length) stop(before);

run('npm run typecheck');
run('npm run lint');
run('npm run test:unit');

const atBuild: NodeJS.ProcessEnv = { ...process.env, TW_PUBLIC_PATH: '/build/' };
run('npm run build', atBuild);
run('npm run check:dist', atBuild);
run('npm run size -- --no-build', atBuild);
if (publicUrl !== '/build/') run('npm run build');

const dist = path.join(root, 'dist');
const built = [...distVersionProblems(dist, name, version, publicUrl), ...distLegalProblems(dist)];
if (built.length) stop(built);

const mtime = Date.parse(`${releaseDate(changelog, version)}T00:00:00Z`) / 1000;
const out = path.join(root, 'release');
mkdirSync(out, { recursive: true });
const base = archiveName(name, version, publicUrl);
const written: string[] = [];
for (const [folder, suffix] of [
  ['dist', ''],
  ['dist-sourcemaps', '-sourcemaps'],
] as const) {
  const file = `${base}${suffix}.tar.gz`;
  const archive = tarGz(path.join(root, folder), `${base}${suffix}`, mtime);
  writeFileSync(path.join(out, file), archive);
  writeFileSync(path.join(out, `${file}.sha256`), sha256Line(archive, file));
  written.push(`release/${file} (${(archive.length / 1024).toFixed(1)} KB) and its .sha256`);
}

if (state.tagged === null) git('tag', '-a', tag, '-m', `${name} ${version}`);
console.info(
  `\nRelease ${version} for ${publicUrl}:\n- ${written.join('\n- ')}\n- tag ${tag} on ${state.head.slice(0, 12)}${state.tagged ? ' (already there)' : ''}\n\nPublish: git push origin ${tag}, then the files above where deployments fetch them.`,
);
