import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LICENSE_FILE, NOTICES_FILE } from '../third-party-notices';

/** The package's name and version, as package.json says: the one source of the release's number. */
export function packageVersion(root: string): { name: string; version: string } {
  const json = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return { name: json.name, version: json.version };
}

/** The comment every initial script of the build starts with, so a served file names its release. */
export const banner = (name: string, version: string): string => `/*! ${name} ${version} */`;

/** The dated heading of a version in a Keep a Changelog file: `## [0.2.0] - 2026-11-26`. */
export function releaseDate(changelog: string, version: string): string | null {
  const escaped = version.replace(/[.+-]/g, '\\$&');
  return (
    new RegExp(`^## \\[${escaped}\\] - (\\d{4}-\\d{2}-\\d{2})\\s*$`, 'm').exec(changelog)?.[1] ??
    null
  );
}

/** The entries (`- …` lines) under `## [Unreleased]`, up to the next version. */
export function unreleasedEntries(changelog: string): string[] {
  const start = changelog.search(/^## \[Unreleased\]\s*$/m);
  if (start === -1) return [];
  const rest = changelog.slice(start).split('\n').slice(1);
  const end = rest.findIndex((line) => line.startsWith('## '));
  return (end === -1 ? rest : rest.slice(0, end)).filter((line) => line.startsWith('- '));
}

/**
 * What stops a release of `version`: the changelog must date it, and hold nothing under
 * Unreleased, or the archive named for that version would carry changes its entry does not list.
 */
export function changelogProblems(changelog: string, version: string): string[] {
  const problems: string[] = [];
  if (!/^## \[Unreleased\]\s*$/m.test(changelog))
    problems.push(
      'CHANGELOG.md has no "## [Unreleased]" section (Keep a Changelog keeps one on top).',
    );
  if (!releaseDate(changelog, version))
    problems.push(
      `CHANGELOG.md has no "## [${version}] - YYYY-MM-DD" entry for package.json's version.`,
    );
  const pending = unreleasedEntries(changelog);
  if (pending.length)
    problems.push(
      `CHANGELOG.md lists ${pending.length} change(s) under Unreleased: move them under a new version, set that version in package.json (npm version <x.y.z> --no-git-tag-version), then release.`,
    );
  return problems;
}

/** What in a build does not carry `version`: entrypoints.json's `version`, each initial script's banner. */
export function distVersionProblems(
  dist: string,
  name: string,
  version: string,
  publicUrl = '/build/',
): string[] {
  const file = path.join(dist, 'entrypoints.json');
  if (!existsSync(file)) return ['dist/entrypoints.json is missing (run npm run build).'];
  const entrypoints = JSON.parse(readFileSync(file, 'utf8')) as {
    version?: string;
    entrypoints: Record<string, { js: string[] }>;
  };
  const problems: string[] = [];
  if (entrypoints.version !== version)
    problems.push(
      `dist/entrypoints.json says version ${String(entrypoints.version)}, not ${version}.`,
    );
  const expected = banner(name, version);
  const scripts = new Set(Object.values(entrypoints.entrypoints).flatMap((entry) => entry.js));
  for (const url of scripts) {
    if (!url.startsWith(publicUrl)) {
      problems.push(
        `${url} is not under ${publicUrl}: the build was made for another public path.`,
      );
      continue;
    }
    const script = path.join(dist, url.slice(publicUrl.length));
    const first = existsSync(script) ? readFileSync(script, 'utf8').split('\n', 1)[0] : '(missing)';
    if (first !== expected)
      problems.push(`${url} starts with ${first?.slice(0, 60)}, not ${expected}.`);
  }
  return problems;
}

/** The files a copy of the build must carry: the product's terms and the bundled packages' licences. */
export function distLegalProblems(dist: string): string[] {
  return [LICENSE_FILE, NOTICES_FILE]
    .filter(
      (file) =>
        !existsSync(path.join(dist, file)) || readFileSync(path.join(dist, file)).length === 0,
    )
    .map(
      (file) => `dist/${file} is missing or empty: the archive would ship without its licences.`,
    );
}

/**
 * The archive's name (and its top folder): `transport-widgets-1.2.0` for the default `/build/`, and
 * for another public path a name that says which, so two builds of one version never mix:
 * `/transport-widgets/` gives `transport-widgets-1.2.0-for-transport-widgets`.
 */
export function archiveName(name: string, version: string, publicUrl: string): string {
  if (publicUrl === '/build/') return `${name}-${version}`;
  const slug = publicUrl
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${name}-${version}-for-${slug}`;
}

/** Where the repository stands for a release: a tag must name the very commit the archive is built from. */
export interface GitState {
  /** Files changed or added but not committed. */
  dirty: string[];
  head: string;
  /** The commit `v<version>` names, or null when there is no such tag. */
  tagged: string | null;
}

export function gitProblems(state: GitState, version: string): string[] {
  const problems: string[] = [];
  if (state.dirty.length)
    problems.push(
      `the working tree has uncommitted changes (${state.dirty.slice(0, 5).join(', ')}${state.dirty.length > 5 ? ', …' : ''}): commit them, so the tag rebuilds this archive.`,
    );
  if (state.tagged !== null && state.tagged !== state.head)
    problems.push(
      `v${version} already names ${state.tagged.slice(0, 12)}, not this commit (${state.head.slice(0, 12)}): a released version is never moved; release the next one.`,
    );
  return problems;
}
