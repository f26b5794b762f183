// The `dist` stage of npm test runs this file after the build (`vitest run --project dist`).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

/*
 * The announcement studio as the build writes it (tools/studio-pages.ts): static pages in
 * dist/studio/ that a site serves with the rest of the build, so they may name only files of the build,
 * under its public path, each with its integrity, and must work under a CSP without 'unsafe-inline':
 * no inline script, style or event handler. No demo server, mock worker or API behind them.
 */

const DIST = path.resolve(import.meta.dirname, '../../dist');
const STUDIO = path.join(DIST, 'studio');

interface Entrypoints {
  entrypoints: Record<string, { js: string[]; css: string[] }>;
  integrity: Record<string, string>;
}
const build = JSON.parse(readFileSync(path.join(DIST, 'entrypoints.json'), 'utf8')) as Entrypoints;
const widget = build.entrypoints['top-announcement'] as { js: string[]; css: string[] };
/** The build's public path, as its entrypoints.json names its files (`/build/` by default). */
const PUBLIC = (widget.js[0] ?? '').replace(/runtime\.[^/]+$/, '');

const fileOf = (url: string): string => {
  expect(url.startsWith(PUBLIC), `${url} is not under the build's public path ${PUBLIC}`).toBe(
    true,
  );
  return path.join(DIST, url.slice(PUBLIC.length));
};
const sri = (file: string) =>
  `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;

const page = (name: string) =>
  new JSDOM(readFileSync(path.join(STUDIO, name), 'utf8')).window.document;
const studio = page('announcement.html');
const preview = page('announcement-preview.html');

/** Every URL a page names: its scripts, stylesheets, frames and the studio's preview page. */
function urlsOf(document: Document): string[] {
  return [
    ...[...document.querySelectorAll('script[src]')].map((n) => n.getAttribute('src') ?? ''),
    ...[...document.querySelectorAll('link[href]')].map((n) => n.getAttribute('href') ?? ''),
    ...[...document.querySelectorAll('iframe[src]')].map((n) => n.getAttribute('src') ?? ''),
    ...[...document.querySelectorAll('[data-studio-preview-url]')].map(
      (n) => n.getAttribute('data-studio-preview-url') ?? '',
    ),
  ];
}

describe('the studio’s static pages in dist/studio/', () => {
  it('are the studio, its preview, and a script and a stylesheet of each, content-hashed', () => {
    const hashed = readdirSync(STUDIO).map((file) => file.replace(/\.[0-9a-f]{8}\./, '.<hash>.'));
    expect(hashed.sort()).toEqual([
      'announcement-preview.<hash>.css',
      'announcement-preview.<hash>.js',
      'announcement-preview.html',
      'announcement.<hash>.css',
      'announcement.<hash>.js',
      'announcement.html',
    ]);
  });

  it('name only files of the build, under its public path, and every file of dist/studio/ is named', () => {
    const named = [...urlsOf(studio), ...urlsOf(preview)];
    for (const url of named) expect(existsSync(fileOf(url)), url).toBe(true);
    const studioFiles = new Set(
      named.filter((url) => url.startsWith(`${PUBLIC}studio/`)).map((url) => path.basename(url)),
    );
    expect([...studioFiles].sort()).toEqual(
      readdirSync(STUDIO)
        .filter((file) => file !== 'announcement.html')
        .sort(),
    );
    expect(
      studio.querySelector('[data-studio-preview-url]')?.getAttribute('data-studio-preview-url'),
    ).toBe(`${PUBLIC}studio/announcement-preview.html`);
  });

  it('load each script and stylesheet with its integrity, which the file’s bytes match', () => {
    for (const document of [studio, preview])
      for (const tag of document.querySelectorAll('script, link[rel="stylesheet"]')) {
        const url = tag.getAttribute('src') ?? tag.getAttribute('href') ?? '';
        expect({ url, integrity: tag.getAttribute('integrity') }).toEqual({
          url,
          integrity: sri(fileOf(url)),
        });
      }
  });

  it('preview the widget through the top-announcement entry’s own files, after the node is in place', () => {
    const scripts = [...preview.querySelectorAll('head script')].map((n) => n.getAttribute('src'));
    expect(scripts).toEqual(widget.js);
    expect(
      [...preview.querySelectorAll('head link[rel="stylesheet"]')]
        .map((n) => n.getAttribute('href'))
        .filter((href) => !href?.startsWith(`${PUBLIC}studio/`)),
    ).toEqual(widget.css);
    for (const script of preview.querySelectorAll('head script'))
      expect(script.hasAttribute('defer')).toBe(true);
    // The preview's own script, first in the body and not deferred, puts the node before they run.
    const first = preview.body.firstElementChild;
    expect(first?.tagName).toBe('SCRIPT');
    expect(first?.getAttribute('src')).toMatch(/\/studio\/announcement-preview\.[0-9a-f]{8}\.js$/);
    expect(first?.hasAttribute('defer')).toBe(false);
  });

  it('hold no inline script, style or event handler, and nothing of the demo', () => {
    for (const [name, document] of [
      ['announcement.html', studio],
      ['announcement-preview.html', preview],
    ] as const) {
      const inline = [...document.querySelectorAll('script:not([src]), style')].length;
      const handlers = [...document.querySelectorAll('*')].flatMap((node) =>
        [...node.attributes]
          .map((a) => a.name)
          .filter((attribute) => attribute.startsWith('on') || attribute === 'style'),
      );
      expect({ name, inline, handlers }).toEqual({ name, inline: 0, handlers: [] });
    }
    for (const file of readdirSync(STUDIO)) {
      const text = readFileSync(path.join(STUDIO, file), 'utf8');
      expect({
        file,
        demo: /demo-assets|mockServiceWorker|announcement-studio\/preview/.test(text),
      }).toEqual({
        file,
        demo: false,
      });
    }
  });
});
