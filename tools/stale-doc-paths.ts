import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Folders of the repository a doc names from its root. */
const PROJECT_ROOTS = /^(src|test|tools|fixtures|widgets|docs|locales|\.ci)\//;

/** Made by a build or an install: named by the docs, never committed. */
const GENERATED = /^(dist|dist-sourcemaps|node_modules|\.tmp)(\/|$)/;

/**
 * Folders of a Symfony site, not of this repository: the docs name them when they say where a
 * site puts the build.
 */
const SITE_PATHS = new Set([
  'public/build/',
  'build/',
  'transport-widgets/',
  'transport-widgets-x.y.z/',
]);

/** Our own source files: a name ending so is ours even when given from inside its feature. */
const OUR_FILE = /\.(tsx?|mjs|css)$/;

export interface StalePath {
  doc: string;
  /** The path as the doc writes it. */
  named: string;
}

/**
 * Every code path and relative link of one doc that names nothing in the repository. A path from
 * the root (`src/core/mount/`) must exist there; a shorter one (`state/details/title-listener.ts`, `ui/`),
 * as the feature docs write them, must end some tracked path. Placeholders (`<feature>`, `*`) and
 * the site's own folders are not checked.
 */
export function stalePathsOf(
  doc: string,
  text: string,
  repository: { tracked: readonly string[]; exists: (file: string) => boolean },
): StalePath[] {
  const stale: StalePath[] = [];
  const endsTracked = (named: string) =>
    repository.tracked.some((file) => file === named || file.endsWith(`/${named}`));
  for (const [, token = ''] of text.matchAll(/`([^`\s]+)`/g)) {
    if (!token.includes('/') || /[<>*{}$%]/.test(token) || /^(\w+:|@|\/|\.)/.test(token)) continue;
    if (SITE_PATHS.has(token)) continue;
    const named = token.replace(/[:#].*$/, '');
    const bare = named.replace(/\/$/, '');
    if (GENERATED.test(bare)) continue;
    if (PROJECT_ROOTS.test(`${bare}/`)) {
      if (!repository.exists(bare)) stale.push({ doc, named: token });
    } else if (OUR_FILE.test(bare) || (named.endsWith('/') && /^[\w/-]+$/.test(named))) {
      if (!endsTracked(OUR_FILE.test(bare) ? bare : named)) stale.push({ doc, named: token });
    }
  }
  for (const [, link = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^(\w+:|#)/.test(link)) continue;
    const target = path.join(path.dirname(doc), decodeURI(link.replace(/#.*$/, '')));
    if (!repository.exists(target)) stale.push({ doc, named: link });
  }
  return stale;
}

/** The stale paths of README.md and every doc under docs/. */
export function staleDocPaths(root = process.cwd()): StalePath[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const files = git('ls-files');
  // Folders, with their slash, so `ui/steps/` is found as the end of `…/ui/steps/x.tsx`'s folder.
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => `${parts.slice(0, i + 1).join('/')}/`),
    ),
  );
  const repository = {
    tracked: [...files, ...folders],
    exists: (file: string) => existsSync(path.join(root, file)),
  };
  return git('ls-files', 'README.md', 'docs')
    .filter((doc) => doc.endsWith('.md'))
    .flatMap((doc) => stalePathsOf(doc, readFileSync(path.join(root, doc), 'utf8'), repository));
}
