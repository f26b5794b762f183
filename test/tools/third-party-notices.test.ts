// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  noticesText,
  packageRootOf,
  readPackage,
  type BundledPackage,
} from '../../tools/third-party-notices';

describe('packageRootOf', () => {
  it.each([
    ['/app/node_modules/react/cjs/react.production.js', '/app/node_modules/react'],
    ['/app/node_modules/@reduxjs/toolkit/dist/index.mjs', '/app/node_modules/@reduxjs/toolkit'],
    [
      '/app/node_modules/a/node_modules/@scope/b/lib/x.js?raw',
      '/app/node_modules/a/node_modules/@scope/b',
    ],
    ['/app/node_modules/leaflet/dist/leaflet.css', '/app/node_modules/leaflet'],
    ['/app/src/features/form/app.tsx', null],
    ['/app/node_modules/.bin', null],
    ['/app/node_modules/@scope', null],
  ])('%s belongs to %s', (resource, root) => {
    expect(packageRootOf(resource)).toBe(root);
  });
});

describe('readPackage', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const make = (json: object, files: Record<string, string>) => {
    dir = mkdtempSync(path.join(tmpdir(), 'tw-notices-'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(json));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return dir;
  };

  it.each([
    ['LICENSE', 'MIT License\n\nCopyright (c) Meta\n'],
    ['LICENSE.md', 'MIT'],
    ['license.txt', 'Apache'],
    ['LICENCE', 'BSD'],
    ['COPYING', 'GPL'],
  ])('reads the licence file %s', (file, text) => {
    const root = make(
      { name: 'x', version: '1.0.0', license: 'MIT' },
      { [file]: text, 'README.md': 'no' },
    );
    expect(readPackage(root)).toEqual({
      name: 'x',
      version: '1.0.0',
      license: 'MIT',
      text: text.trim(),
    });
  });

  it('takes the old object form of the licence, and says when a package ships no file', () => {
    const root = make({ name: 'old', version: '0.1.0', license: { type: 'BSD-3-Clause' } }, {});
    expect(readPackage(root)).toEqual({
      name: 'old',
      version: '0.1.0',
      license: 'BSD-3-Clause',
      text: null,
    });
  });
});

describe('noticesText', () => {
  const react: BundledPackage = {
    name: 'react',
    version: '19.3.1',
    license: 'MIT',
    text: 'MIT License\n\nCopyright (c) Meta Platforms, Inc.',
  };
  const bare: BundledPackage = { name: 'bare', version: '2.0.0', license: 'ISC', text: null };

  it('lists each package once, by name, with its licence text or what its package.json says', () => {
    const text = noticesText('transport-widgets', [react, bare, react]);
    expect(text.split('\n').slice(0, 2)).toEqual([
      'transport-widgets includes the following third-party software, each under its own licence.',
      'Packages: bare 2.0.0, react 19.3.1.',
    ]);
    expect(text.match(/^react 19\.3\.1 \(MIT\)$/gm)).toHaveLength(1);
    expect(text).toContain('Copyright (c) Meta Platforms, Inc.');
    expect(text).toContain(
      'The package ships no licence file; its package.json gives the licence as ISC.',
    );
    expect(text.indexOf('bare 2.0.0 (ISC)')).toBeLessThan(text.indexOf('react 19.3.1 (MIT)'));
  });
});
