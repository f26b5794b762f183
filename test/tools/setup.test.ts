// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  installPlan,
  installState,
  isDebianLike,
  missingPackages,
  SYSTEM_PACKAGES,
} from '../../tools/setup.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCRIPT = path.join(ROOT, 'tools/setup.mjs');

describe('installState', () => {
  it.each([
    ['no node_modules (or an install that never finished)', 1000, null, 'missing'],
    ['the lockfile changed after the install', 2000, 1000, 'stale'],
    ['installed after the lockfile was written', 1000, 2000, 'fresh'],
    ['installed in the same instant', 1000, 1000, 'fresh'],
  ] as const)('%s', (_case, lockMtimeMs, installedMtimeMs, state) => {
    expect(installState({ lockMtimeMs, installedMtimeMs })).toBe(state);
  });
});

const SYMFONY_APT = [
  'php-symfony-twig-bridge',
  'php-symfony-routing',
  'php-symfony-asset',
  'php-symfony-http-foundation',
  'php-symfony-security-core',
  'php-symfony-security-csrf',
];

describe('missingPackages', () => {
  const present = (files: string[]) => (file: string) => files.includes(file);
  const browsers = [
    '/usr/bin/chromium',
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/firefox-esr',
    '/usr/bin/WebKitWebDriver',
  ];
  const symfony = [
    'Bridge/Twig',
    'Component/Routing',
    'Component/Asset',
    'Component/HttpFoundation',
    'Component/Security/Core',
    'Component/Security/Csrf',
  ].map((folder) => `/usr/share/php/Symfony/${folder}/autoload.php`);
  const php = ['/usr/bin/php', '/usr/share/php/Twig/autoload.php', ...symfony];
  const everything = [...browsers, '/usr/bin/xvfb-run', ...php];

  it('finds each package at a usual path', () => {
    expect(missingPackages(present(everything), {})).toEqual([]);
    expect(
      missingPackages(
        present([
          '/usr/bin/chromium-browser',
          '/usr/bin/chromium-headless-shell',
          '/usr/bin/firefox-esr',
          ...php,
        ]),
        {},
      ).map((b) => b.apt),
    ).toEqual(['webkit2gtk-driver', 'xvfb']);
  });

  it('a variable that names an existing file counts; one that names nothing does not', () => {
    const files = [
      '/opt/chrome/chrome',
      '/opt/chrome/headless-shell',
      '/usr/bin/firefox-esr',
      '/usr/bin/xvfb-run',
      ...php,
    ];
    expect(
      missingPackages(present([...files, '/usr/bin/WebKitWebDriver']), {
        CHROMIUM_PATH: '/opt/chrome/chrome',
        CHROMIUM_HEADLESS_SHELL_PATH: '/opt/chrome/headless-shell',
      }),
    ).toEqual([]);
    expect(
      missingPackages(present(everything), {
        CHROMIUM_PATH: '/nowhere/chrome',
      }).map((b) => b.apt),
    ).toEqual(['chromium']);
  });

  it('PHP and Twig: found through PHP_BINARY and TWIG_AUTOLOAD too, each its own package', () => {
    const withoutPhp = everything.filter((file) => !php.includes(file));
    expect(missingPackages(present(withoutPhp), {}).map((b) => b.apt)).toEqual([
      'php-cli',
      'php-twig',
      ...SYMFONY_APT,
    ]);
    expect(
      missingPackages(present([...withoutPhp, '/usr/bin/php', ...symfony]), {}).map((b) => b.apt),
    ).toEqual(['php-twig']);
    const composer = ['/opt/php/bin/php', '/srv/app/vendor/autoload.php'];
    expect(
      missingPackages(present([...withoutPhp, ...composer]), {
        PHP_BINARY: '/opt/php/bin/php',
        TWIG_AUTOLOAD: '/srv/app/vendor/autoload.php',
      }),
    ).toEqual([]);
  });

  it("Symfony's components: each its own package; a Composer autoload in TWIG_AUTOLOAD counts for all", () => {
    const withoutRouting = everything.filter((file) => !file.includes('/Routing/'));
    expect(missingPackages(present(withoutRouting), {}).map((b) => b.apt)).toEqual([
      'php-symfony-routing',
    ]);
    const composer = '/srv/app/vendor/autoload.php';
    expect(
      missingPackages(
        present([...everything.filter((file) => !php.includes(file)), '/usr/bin/php', composer]),
        {
          TWIG_AUTOLOAD: composer,
        },
      ),
    ).toEqual([]);
  });

  it('on a bare machine lists the thirteen packages the suites need', () => {
    expect(missingPackages(() => false, {}).map((b) => b.apt)).toEqual([
      'chromium',
      'chromium-headless-shell',
      'firefox-esr',
      'webkit2gtk-driver',
      'xvfb',
      'php-cli',
      'php-twig',
      ...SYMFONY_APT,
    ]);
  });
});

describe('isDebianLike', () => {
  it.each([
    ['ID=debian\nVERSION_ID="12"', true],
    ['ID=ubuntu\nID_LIKE=debian', true],
    ['ID=linuxmint\nID_LIKE="ubuntu debian"', true],
    ['ID="fedora"', false],
    ['ID=alpine', false],
    ['', false],
  ])('%j', (osRelease, expected) => {
    expect(isDebianLike(osRelease)).toBe(expected);
  });
});

describe('installPlan', () => {
  const missing = SYSTEM_PACKAGES.filter((b) => b.apt === 'firefox-esr' || b.apt === 'xvfb');

  it('nothing missing: nothing to do, whoever runs it', () => {
    expect(installPlan({ missing: [], isRoot: false, debianLike: false })).toEqual({
      kind: 'none',
    });
  });

  it('root on Debian/Ubuntu: apt-get update, then only the missing packages', () => {
    expect(installPlan({ missing, isRoot: true, debianLike: true })).toEqual({
      kind: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'firefox-esr', 'xvfb'],
      ],
    });
  });

  it('not root on Debian/Ubuntu: stops with the one command to run, naming what lacks', () => {
    const plan = installPlan({ missing, isRoot: false, debianLike: true });
    expect(plan.kind).toBe('stop');
    const message = plan.kind === 'stop' ? plan.message : '';
    expect(message).toContain("sudo sh -c 'apt-get update && apt-get install -y firefox-esr xvfb'");
    expect(message).toContain('Firefox ESR');
    expect(message).not.toContain('chromium');
  });

  it('root elsewhere: stops, naming the packages and the variables that point at browsers', () => {
    const plan = installPlan({ missing, isRoot: true, debianLike: false });
    expect(plan.kind).toBe('stop');
    const message = plan.kind === 'stop' ? plan.message : '';
    expect(message).toContain('firefox-esr, xvfb');
    expect(message).toContain('FIREFOX_PATH');
    expect(message).not.toContain('apt-get');
  });
  it('PHP and Twig missing elsewhere: the message names their packages and variables', () => {
    const php = SYSTEM_PACKAGES.filter((b) => b.apt.startsWith('php-'));
    const plan = installPlan({ missing: php, isRoot: false, debianLike: false });
    const message = plan.kind === 'stop' ? plan.message : '';
    expect(message).toContain(`install php-cli, php-twig, ${SYMFONY_APT.join(', ')}`);
    expect(message).toContain('point PHP_BINARY / TWIG_AUTOLOAD at them');
  });
});

describe('the script', () => {
  it('runs before node_modules exists: it imports Node built-ins only', () => {
    const source = readFileSync(SCRIPT, 'utf8');
    const imports = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((name) => !name?.startsWith('node:'))).toEqual([]);
  });

  it('is what npm start and npm test run first', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.prestart).toBe('node tools/setup.mjs start');
    expect(scripts.pretest).toBe('node tools/setup.mjs test');
  });

  it('refuses an unknown mode without installing anything', () => {
    const result = spawnSync(process.execPath, [SCRIPT, 'deploy'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage: node tools/setup.mjs start|test');
  });
});
