import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
export function distVersionProblems(dist: string, name: string, version: string): string[] {
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
    const script = path.join(dist, url.replace(/^\/build\//, ''));
    const first = existsSync(script) ? readFileSync(script, 'utf8').split('\n', 1)[0] : '(missing)';
    if (first !== expected)
      problems.push(`${url} starts with ${first?.slice(0, 60)}, not ${expected}.`);
  }
  return problems;
}
