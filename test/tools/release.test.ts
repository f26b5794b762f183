// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256Line, tarGz } from '../../tools/release/tar';
import {
  archiveName,
  banner,
  changelogProblems,
  distLegalProblems,
  distVersionProblems,
  gitProblems,
  packageVersion,
  releaseDate,
  unreleasedEntries,
} from '../../tools/release/version';

const ROOT = path.resolve(import.meta.dirname, '../..');
let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'tw-release-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

function folder(files: Record<string, string | Buffer>): string {
  const dir = path.join(work, 'dist');
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), data);
  }
  return dir;
}

describe('tarGz (GNU tar as the oracle)', () => {
  const LONG = `locales/${'a'.repeat(60)}/${'b'.repeat(60)}/auction-form-details.json`;
  const files = {
    'entrypoints.json': '{"version":"1.2.3"}',
    'runtime.0a1b2c3d.js': '/*! transport-widgets 1.2.3 */\nconsole.info(1);',
    [LONG]: '{"more":"Mehr erfahren"}',
    'assets/icon.png': Buffer.from([0, 1, 2, 255, 254, 10, 13]),
    'empty.css': '',
  };

  it('lists every file and folder under the version folder, with their sizes', () => {
    const archive = path.join(work, 'out.tar.gz');
    writeFileSync(archive, tarGz(folder(files), 'transport-widgets-1.2.3', 1_764_115_200));
    const listing = execFileSync('tar', ['-tzvf', archive], {
      encoding: 'utf8',
      env: { ...process.env, TZ: 'UTC' },
    });
    const names = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).trim().split('\n');
    expect(names.sort()).toEqual(
      [
        'transport-widgets-1.2.3/',
        'transport-widgets-1.2.3/assets/',
        'transport-widgets-1.2.3/assets/icon.png',
        'transport-widgets-1.2.3/empty.css',
        'transport-widgets-1.2.3/entrypoints.json',
        'transport-widgets-1.2.3/locales/',
        `transport-widgets-1.2.3/locales/${'a'.repeat(60)}/`,
        `transport-widgets-1.2.3/locales/${'a'.repeat(60)}/${'b'.repeat(60)}/`,
        `transport-widgets-1.2.3/${LONG}`,
        'transport-widgets-1.2.3/runtime.0a1b2c3d.js',
      ].sort(),
    );
    expect(listing).toMatch(
      /-rw-r--r-- root\/root\s+7 2025-11-26 00:00 transport-widgets-1\.2\.3\/assets\/icon\.png/,
    );
  });

  it('extracts to the same bytes', () => {
    const archive = path.join(work, 'out.tar.gz');
    writeFileSync(archive, tarGz(folder(files), 'transport-widgets-1.2.3', 0));
    const out = path.join(work, 'extracted');
    mkdirSync(out);
    execFileSync('tar', ['-xzf', archive, '-C', out]);
    for (const [name, data] of Object.entries(files))
      expect(readFileSync(path.join(out, 'transport-widgets-1.2.3', name))).toEqual(
        Buffer.from(data),
      );
  });

  it('gives the same bytes for the same folder: a checksum can be reproduced', () => {
    const dir = folder(files);
    expect(tarGz(dir, 'x', 42).equals(tarGz(dir, 'x', 42))).toBe(true);
    expect(tarGz(dir, 'x', 42).equals(tarGz(dir, 'x', 43))).toBe(false);
  });

  it('writes a checksum line sha256sum -c accepts', () => {
    const archive = tarGz(folder(files), 'transport-widgets-1.2.3', 0);
    writeFileSync(path.join(work, 'transport-widgets-1.2.3.tar.gz'), archive);
    writeFileSync(
      path.join(work, 'transport-widgets-1.2.3.tar.gz.sha256'),
      sha256Line(archive, 'transport-widgets-1.2.3.tar.gz'),
    );
    const check = execFileSync('sha256sum', ['-c', 'transport-widgets-1.2.3.tar.gz.sha256'], {
      cwd: work,
      encoding: 'utf8',
    });
    expect(check.trim()).toBe('transport-widgets-1.2.3.tar.gz: OK');
  });
});

const CHANGELOG = (unreleased: string) => `# Changelog

## [Unreleased]
${unreleased}
## [0.2.0] - 2026-11-26

### Added
- The release.

## [0.1.0] - 2026-11-25

### Added
- Everything.
`;

describe('the changelog decides what may be released', () => {
  it('reads the date of a version and the pending entries', () => {
    expect(releaseDate(CHANGELOG(''), '0.2.0')).toBe('2026-11-26');
    expect(releaseDate(CHANGELOG(''), '0.2')).toBeNull();
    expect(releaseDate(CHANGELOG(''), '0.3.0')).toBeNull();
    expect(unreleasedEntries(CHANGELOG('\n### Fixed\n- One thing.\n- Another.\n'))).toEqual([
      '- One thing.',
      '- Another.',
    ]);
    expect(unreleasedEntries(CHANGELOG(''))).toEqual([]);
  });

  it.each([
    ['a dated version and nothing pending', CHANGELOG(''), '0.2.0', []],
    [
      'a version the changelog does not date',
      CHANGELOG(''),
      '0.3.0',
      ['CHANGELOG.md has no "## [0.3.0] - YYYY-MM-DD" entry'],
    ],
    [
      'changes still under Unreleased',
      CHANGELOG('\n### Fixed\n- One thing.\n'),
      '0.2.0',
      ['CHANGELOG.md lists 1 change(s) under Unreleased'],
    ],
    [
      'no Unreleased section',
      CHANGELOG('').replace('## [Unreleased]\n', ''),
      '0.2.0',
      ['CHANGELOG.md has no "## [Unreleased]" section'],
    ],
  ])('%s', (_case, changelog, version, expected) => {
    const problems = changelogProblems(changelog, version);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((start, i) => expect(problems[i]).toContain(start));
  });

  it('the project’s own CHANGELOG.md follows Keep a Changelog and dates package.json’s version', () => {
    const changelog = readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8');
    const { version } = packageVersion(ROOT);
    expect(changelog).toMatch(/^# Changelog\n/);
    expect(changelog).toContain('https://keepachangelog.com/en/1.1.0/');
    expect(releaseDate(changelog, version)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const headings = [...changelog.matchAll(/^## (.*)$/gm)].map((m) => m[1] as string);
    expect(headings[0]).toBe('[Unreleased]');
    for (const heading of headings.slice(1))
      expect(heading).toMatch(/^\[\d+\.\d+\.\d+\] - \d{4}-\d{2}-\d{2}$/);
    const sections = changelog.split(/^## /m).slice(1);
    for (const section of sections)
      for (const sub of section.match(/^### .*$/gm) ?? [])
        expect([
          '### Added',
          '### Changed',
          '### Deprecated',
          '### Removed',
          '### Fixed',
          '### Security',
        ]).toContain(sub);
  });
});

describe('distVersionProblems', () => {
  const entrypoints = (version: string) =>
    JSON.stringify({
      version,
      entrypoints: { 'cookie-bar': { js: ['/build/runtime.1.js', '/build/cookie-bar.2.js'] } },
    });

  it('accepts a build whose entrypoints.json and initial scripts name the version', () => {
    const dist = folder({
      'entrypoints.json': entrypoints('1.2.3'),
      'runtime.1.js': `${banner('tw', '1.2.3')}\n(()=>{})();`,
      'cookie-bar.2.js': `${banner('tw', '1.2.3')}\n(()=>{})();`,
    });
    expect(distVersionProblems(dist, 'tw', '1.2.3')).toEqual([]);
  });

  it('names an older build, and a script without the banner', () => {
    const dist = folder({
      'entrypoints.json': entrypoints('1.2.2'),
      'runtime.1.js': `${banner('tw', '1.2.2')}\n(()=>{})();`,
      'cookie-bar.2.js': '(()=>{})();',
    });
    expect(distVersionProblems(dist, 'tw', '1.2.3')).toEqual([
      'dist/entrypoints.json says version 1.2.2, not 1.2.3.',
      '/build/runtime.1.js starts with /*! tw 1.2.2 */, not /*! tw 1.2.3 */.',
      '/build/cookie-bar.2.js starts with (()=>{})();, not /*! tw 1.2.3 */.',
    ]);
  });
});

describe('distVersionProblems for another public path', () => {
  const entrypoints = (prefix: string) =>
    JSON.stringify({
      version: '1.2.3',
      entrypoints: { 'cookie-bar': { js: [`${prefix}runtime.1.js`] } },
    });
  const script = `${banner('tw', '1.2.3')}\n(()=>{})();`;

  it.each([
    ['/transport-widgets/', '/transport-widgets/'],
    ['https://cdn.example.com/tw/1.2.3/', 'https://cdn.example.com/tw/1.2.3/'],
  ])('reads the files of a build for %s', (prefix, publicUrl) => {
    const dist = folder({ 'entrypoints.json': entrypoints(prefix), 'runtime.1.js': script });
    expect(distVersionProblems(dist, 'tw', '1.2.3', publicUrl)).toEqual([]);
  });

  it('names a build made for another path than the one asked for', () => {
    const dist = folder({ 'entrypoints.json': entrypoints('/build/'), 'runtime.1.js': script });
    expect(distVersionProblems(dist, 'tw', '1.2.3', '/transport-widgets/')).toEqual([
      '/build/runtime.1.js is not under /transport-widgets/: the build was made for another public path.',
    ]);
  });
});

describe('distLegalProblems', () => {
  it('asks for the product licence and the third-party notices, each with a text', () => {
    expect(
      distLegalProblems(folder({ LICENSE: 'terms', 'THIRD_PARTY_NOTICES.txt': 'react' })),
    ).toEqual([]);
    rmSync(path.join(work, 'dist'), { recursive: true });
    expect(distLegalProblems(folder({ LICENSE: '' }))).toEqual([
      'dist/LICENSE is missing or empty: the archive would ship without its licences.',
      'dist/THIRD_PARTY_NOTICES.txt is missing or empty: the archive would ship without its licences.',
    ]);
  });
});

describe('archiveName', () => {
  it.each([
    ['/build/', 'transport-widgets-1.2.0'],
    ['/transport-widgets/', 'transport-widgets-1.2.0-for-transport-widgets'],
    ['/assets/tw/', 'transport-widgets-1.2.0-for-assets-tw'],
    ['https://cdn.example.com/tw/1.2.0/', 'transport-widgets-1.2.0-for-cdn-example-com-tw-1-2-0'],
    ['HTTP://CDN.example.com/', 'transport-widgets-1.2.0-for-cdn-example-com'],
  ])('%s gives %s', (publicUrl, expected) => {
    expect(archiveName('transport-widgets', '1.2.0', publicUrl)).toBe(expected);
  });
});

describe('gitProblems', () => {
  const head = 'a'.repeat(40);
  it.each([
    ['a clean tree, no tag yet', { dirty: [], head, tagged: null }, []],
    [
      'a clean tree, the tag on this commit (another public path)',
      { dirty: [], head, tagged: head },
      [],
    ],
    [
      'uncommitted changes',
      { dirty: [' M CHANGELOG.md', '?? notes.txt'], head, tagged: null },
      ['the working tree has uncommitted changes ( M CHANGELOG.md, ?? notes.txt): commit them'],
    ],
    [
      'the tag on another commit',
      { dirty: [], head, tagged: 'b'.repeat(40) },
      ['v1.2.0 already names bbbbbbbbbbbb, not this commit (aaaaaaaaaaaa)'],
    ],
  ])('%s', (_case, state, expected) => {
    const problems = gitProblems(state, '1.2.0');
    expect(problems).toHaveLength(expected.length);
    expected.forEach((start, i) => expect(problems[i]).toContain(start));
  });
});
