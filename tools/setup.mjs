// @ts-check
/**
 * The set-up `npm start` and `npm test` do before their own work (their `prestart` and `pretest`
 * scripts), so a fresh clone needs nothing but Node and these two commands:
 *
 *   node tools/setup.mjs start   installs node_modules when it is missing or older than the lockfile
 *   node tools/setup.mjs test    the same, the browsers the end-to-end and engine suites drive, and
 *                                PHP with Twig 3 and Symfony's components (unit tests render Twig
 *                                templates with them, as a Symfony page)
 *
 * It runs before node_modules exists, so it is plain JavaScript on Node's built-ins only.
 * Browsers and PHP come from Debian's packages: installed with apt-get when run as root on Debian or
 * Ubuntu; otherwise it stops at once and prints the one command that installs them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The lockfile npm writes into node_modules at the end of every install (`npm ci` included). */
export const INSTALLED_MARKER = 'node_modules/.package-lock.json';

/**
 * Whether node_modules matches package-lock.json: `missing` (no install, or an install that never
 * finished), `stale` (the lockfile changed since, e.g. a pull brought new packages) or `fresh`.
 * @param {{ lockMtimeMs: number, installedMtimeMs: number | null }} times
 * @returns {'missing' | 'stale' | 'fresh'}
 */
export function installState({ lockMtimeMs, installedMtimeMs }) {
  if (installedMtimeMs === null) return 'missing';
  return installedMtimeMs < lockMtimeMs ? 'stale' : 'fresh';
}

/**
 * What the tests need beyond Node, where they look for it (the same environment variables and
 * paths as test/e2e/chromium-path.ts, test/e2e-engines/drivers.ts and tools/twig/render-twig.ts)
 * and the Debian package.
 * @type {ReadonlyArray<{ name: string, variable?: string, paths: string[], apt: string }>}
 */
export const SYSTEM_PACKAGES = [
  {
    name: 'Chromium (engine suite)',
    variable: 'CHROMIUM_PATH',
    paths: ['/usr/bin/chromium', '/usr/bin/chromium-browser'],
    apt: 'chromium',
  },
  {
    name: 'Chromium headless shell (end-to-end suite)',
    variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
    paths: ['/usr/bin/chromium-headless-shell'],
    apt: 'chromium-headless-shell',
  },
  {
    name: 'Firefox ESR (engine suite)',
    variable: 'FIREFOX_PATH',
    paths: ['/usr/bin/firefox-esr'],
    apt: 'firefox-esr',
  },
  {
    name: 'WebKitGTK WebDriver and MiniBrowser (engine suite)',
    variable: 'WEBKIT_DRIVER',
    paths: ['/usr/bin/WebKitWebDriver'],
    apt: 'webkit2gtk-driver',
  },
  { name: 'Xvfb (engine suite, for MiniBrowser)', paths: ['/usr/bin/xvfb-run'], apt: 'xvfb' },
  {
    name: 'PHP (unit tests that render Twig)',
    variable: 'PHP_BINARY',
    paths: ['/usr/bin/php'],
    apt: 'php-cli',
  },
  {
    name: 'Twig 3 for PHP (unit tests that render Twig)',
    variable: 'TWIG_AUTOLOAD',
    paths: ['/usr/share/php/Twig/autoload.php'],
    apt: 'php-twig',
  },
  // The Symfony a site's page renders with (tools/twig/symfony-site.php): a Composer autoload named
  // by TWIG_AUTOLOAD that has them counts for each.
  ...[
    ['Twig bridge', 'Bridge/Twig', 'php-symfony-twig-bridge'],
    ['Routing', 'Component/Routing', 'php-symfony-routing'],
    ['Asset', 'Component/Asset', 'php-symfony-asset'],
    ['HttpFoundation', 'Component/HttpFoundation', 'php-symfony-http-foundation'],
    ['Security Core', 'Component/Security/Core', 'php-symfony-security-core'],
    ['Security CSRF', 'Component/Security/Csrf', 'php-symfony-security-csrf'],
  ].map(([component, folder, apt]) => ({
    name: `Symfony's ${component} for PHP (unit tests that render the docs' Twig as a Symfony page)`,
    variable: 'TWIG_AUTOLOAD',
    paths: [`/usr/share/php/Symfony/${folder}/autoload.php`],
    apt: /** @type {string} */ (apt),
  })),
];

/**
 * The packages not found: a set variable pointing at an existing file counts, else a usual path.
 * @param {(file: string) => boolean} exists
 * @param {Record<string, string | undefined>} env
 */
export function missingPackages(exists, env) {
  return SYSTEM_PACKAGES.filter((item) => {
    const chosen = item.variable ? env[item.variable] : undefined;
    if (chosen) return !exists(chosen);
    return !item.paths.some((file) => exists(file));
  });
}

/**
 * Debian, Ubuntu and their derivatives, from /etc/os-release.
 * @param {string} osRelease
 */
export function isDebianLike(osRelease) {
  /** @param {string} key */
  const field = (key) =>
    new RegExp(`^${key}="?([^"\\n]*)"?$`, 'm').exec(osRelease)?.[1]?.toLowerCase().split(/\s+/) ??
    [];
  return [...field('ID'), ...field('ID_LIKE')].some((id) => id === 'debian' || id === 'ubuntu');
}

/**
 * What to do about missing packages: nothing, install them (root on Debian/Ubuntu), or stop with
 * the one command a person runs (anyone else).
 * @param {{ missing: ReadonlyArray<{ name: string, apt: string, variable?: string }>, isRoot: boolean, debianLike: boolean }} situation
 * @returns {{ kind: 'none' } | { kind: 'install', commands: string[][] } | { kind: 'stop', message: string }}
 */
export function installPlan({ missing, isRoot, debianLike }) {
  if (missing.length === 0) return { kind: 'none' };
  const packages = missing.map((item) => item.apt);
  const install = ['apt-get', 'install', '-y', '-qq', ...packages];
  if (isRoot && debianLike)
    return { kind: 'install', commands: [['apt-get', 'update', '-qq'], install] };
  const names = missing.map((item) => `  - ${item.name}`).join('\n');
  const command = debianLike
    ? `sudo sh -c 'apt-get update && apt-get install -y ${packages.join(' ')}'`
    : `install ${packages.join(', ')} with your system's package manager, or point ${[
        ...new Set(missing.flatMap((item) => (item.variable ? [item.variable] : []))),
      ].join(' / ')} at them`;
  return {
    kind: 'stop',
    message: `The tests need programs this machine lacks:\n${names}\nRun this once, then npm test again:\n\n  ${command}\n`,
  };
}

/** @param {string[]} command @param {NodeJS.ProcessEnv} env */
function run(command, env = process.env) {
  const [program, ...args] = command;
  console.info(`> ${command.join(' ')}`);
  const result = spawnSync(/** @type {string} */ (program), args, {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) {
    console.error(
      `setup: \`${command.join(' ')}\` failed (exit code ${result.status ?? result.signal}).`,
    );
    process.exit(result.status || 1);
  }
}

/** @param {string} file */
const mtimeMs = (file) => (existsSync(file) ? statSync(file).mtimeMs : null);

function ensureNodeModules() {
  const state = installState({
    lockMtimeMs: mtimeMs(path.join(ROOT, 'package-lock.json')) ?? 0,
    installedMtimeMs: mtimeMs(path.join(ROOT, INSTALLED_MARKER)),
  });
  if (state === 'fresh') return;
  console.info(
    state === 'missing'
      ? 'setup: node_modules is missing: installing it from package-lock.json'
      : 'setup: package-lock.json changed since the last install: installing again',
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // puppeteer-core drives the system's browsers: never let a package download one.
  run([npm, 'ci', '--no-audit', '--no-fund'], { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' });
}

function ensureSystemPackages() {
  const missing = missingPackages(existsSync, process.env);
  const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  const plan = installPlan({
    missing,
    isRoot: process.getuid?.() === 0,
    debianLike: isDebianLike(osRelease) && existsSync('/usr/bin/apt-get'),
  });
  if (plan.kind === 'none') return;
  if (plan.kind === 'stop') {
    console.error(`setup: ${plan.message}`);
    process.exit(1);
  }
  console.info(`setup: installing ${missing.map((item) => item.apt).join(', ')}`);
  for (const command of plan.commands)
    run(command, { ...process.env, DEBIAN_FRONTEND: 'noninteractive' });
  const still = missingPackages(existsSync, process.env);
  if (still.length) {
    console.error(`setup: still missing after apt-get: ${still.map((b) => b.name).join(', ')}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const mode = process.argv[2];
  if (mode !== 'start' && mode !== 'test') {
    console.error('usage: node tools/setup.mjs start|test');
    process.exit(2);
  }
  ensureNodeModules();
  if (mode === 'test') ensureSystemPackages();
}
