// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BROWSERS,
  browserPlan,
  installState,
  isDebianLike,
  missingBrowsers,
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

describe('missingBrowsers', () => {
  const present = (files: string[]) => (file: string) => files.includes(file);
  const everything = ['/usr/bin/chromium', '/usr/bin/firefox-esr', '/usr/bin/WebKitWebDriver'];

  it('finds each browser at a usual path', () => {
    expect(missingBrowsers(present([...everything, '/usr/bin/xvfb-run']), {})).toEqual([]);
    expect(
      missingBrowsers(present(['/usr/bin/chromium-browser', '/usr/bin/firefox-esr']), {}).map(
        (b) => b.apt,
      ),
    ).toEqual(['webkit2gtk-driver', 'xvfb']);
  });

  it('a variable that names an existing file counts; one that names nothing does not', () => {
    const files = ['/opt/chrome/chrome', '/usr/bin/firefox-esr', '/usr/bin/xvfb-run'];
    expect(
      missingBrowsers(present([...files, '/usr/bin/WebKitWebDriver']), {
        CHROMIUM_PATH: '/opt/chrome/chrome',
      }),
    ).toEqual([]);
    expect(
      missingBrowsers(present([...everything, '/usr/bin/xvfb-run']), {
        CHROMIUM_PATH: '/nowhere/chrome',
      }).map((b) => b.apt),
    ).toEqual(['chromium']);
  });

  it('on a bare machine lists the four packages the suites need', () => {
    expect(missingBrowsers(() => false, {}).map((b) => b.apt)).toEqual([
      'chromium',
      'firefox-esr',
      'webkit2gtk-driver',
      'xvfb',
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

describe('browserPlan', () => {
  const missing = BROWSERS.filter((b) => b.apt === 'firefox-esr' || b.apt === 'xvfb');

  it('nothing missing: nothing to do, whoever runs it', () => {
    expect(browserPlan({ missing: [], isRoot: false, debianLike: false })).toEqual({
      kind: 'none',
    });
  });

  it('root on Debian/Ubuntu: apt-get update, then only the missing packages', () => {
    expect(browserPlan({ missing, isRoot: true, debianLike: true })).toEqual({
      kind: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'firefox-esr', 'xvfb'],
      ],
    });
  });

  it('not root on Debian/Ubuntu: stops with the one command to run, naming what lacks', () => {
    const plan = browserPlan({ missing, isRoot: false, debianLike: true });
    expect(plan.kind).toBe('stop');
    const message = plan.kind === 'stop' ? plan.message : '';
    expect(message).toContain("sudo sh -c 'apt-get update && apt-get install -y firefox-esr xvfb'");
    expect(message).toContain('Firefox ESR');
    expect(message).not.toContain('chromium');
  });

  it('root elsewhere: stops, naming the packages and the variables that point at browsers', () => {
    const plan = browserPlan({ missing, isRoot: true, debianLike: false });
    expect(plan.kind).toBe('stop');
    const message = plan.kind === 'stop' ? plan.message : '';
    expect(message).toContain('firefox-esr, xvfb');
    expect(message).toContain('FIREFOX_PATH');
    expect(message).not.toContain('apt-get');
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
