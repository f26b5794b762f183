import browserslist from 'browserslist';

/**
 * The declared support line (package.json `browserslist`) in the shapes the
 * build and the checks need: the lowest version per browser, esbuild targets,
 * and MDN browser-compat-data names. One source, so the build's syntax target,
 * the dist check and the lint rules cannot drift apart.
 */
export type Family = 'chrome' | 'edge' | 'firefox' | 'safari' | 'ios_saf' | 'opera' | 'samsung';

const ESBUILD_NAMES: Partial<Record<string, string>> = {
  chrome: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
  opera: 'opera',
};

/** browserslist family -> @mdn/browser-compat-data browser id. */
export const BCD_NAMES: Partial<Record<string, string>> = {
  chrome: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  safari: 'safari',
  ios_saf: 'safari_ios',
  opera: 'opera',
  samsung: 'samsunginternet_android',
  and_chr: 'chrome_android',
  and_ff: 'firefox_android',
};

/** "15.6-15.8" -> "15.6"; numbers compared part by part. */
const lowest = (version: string): string => version.split('-')[0] ?? version;

export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Lowest version of each browser family the query selects. */
export function minimumVersions(
  query?: string | string[],
  path = process.cwd(),
): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of browserslist(query, { path })) {
    const [family = '', version = ''] = entry.split(' ');
    const low = lowest(version);
    const known = found.get(family);
    if (!known || compareVersions(low, known) < 0) found.set(family, low);
  }
  return found;
}

/** esbuild's `target` for the line, e.g. ['chrome93', 'safari15.4', ...]. */
export function esbuildTargets(query?: string | string[], path?: string): string[] {
  return [...minimumVersions(query, path)]
    .flatMap(([family, version]) => {
      const name = ESBUILD_NAMES[family];
      return name ? [`${name}${version}`] : [];
    })
    .sort();
}
