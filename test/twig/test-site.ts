import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InlineScript } from '../../tools/inline-scripts';
import type { PreloadHint } from '../../tools/preload-hints';
import { publicPathFrom } from '../../tools/public-path';
import type { TwigSite } from '../../tools/twig/render-twig';
import { TWIG_MACROS_FILE, widgetMacros } from '../../tools/twig-macros';

/**
 * The build as a site's Twig sees it, without building: `fixtures/entrypoints.json` is a real
 * build's entrypoints.json (default public path `/build/`), kept in step with the build by
 * test/twig/entrypoints-fixture.dist.ts, which the `dist` stage of npm test runs against `dist/`.
 */
export const ENTRYPOINTS_FIXTURE = path.join(import.meta.dirname, 'fixtures/entrypoints.json');

export interface Entrypoints {
  version: string;
  entrypoints: Record<string, { js: string[]; css: string[] }>;
  integrity: Record<string, string>;
  preload: Record<string, PreloadHint[]>;
}

export const readEntrypoints = (file: string): Entrypoints =>
  JSON.parse(readFileSync(file, 'utf8')) as Entrypoints;

/**
 * The fixture as a build with another `TW_PUBLIC_PATH` writes it: every URL (and integrity key)
 * under that path, and on another origin `crossorigin` on each hint (tools/encore-manifest-plugin.ts).
 */
export function rebased(build: Entrypoints, publicPath: string): Entrypoints {
  const { url, crossOrigin } = publicPathFrom({ TW_PUBLIC_PATH: publicPath });
  const move = (href: string) => {
    if (!href.startsWith('/build/')) throw new Error(`the fixture's ${href} is not under /build/`);
    return url + href.slice('/build/'.length);
  };
  return {
    version: build.version,
    entrypoints: Object.fromEntries(
      Object.entries(build.entrypoints).map(([name, files]) => [
        name,
        { js: files.js.map(move), css: files.css.map(move) },
      ]),
    ),
    integrity: Object.fromEntries(Object.entries(build.integrity).map(([k, v]) => [move(k), v])),
    preload: Object.fromEntries(
      Object.entries(build.preload).map(([entry, hints]) => [
        entry,
        hints.map((hint) => ({
          ...hint,
          href: move(hint.href),
          ...(crossOrigin ? { crossorigin: 'anonymous' as const } : {}),
        })),
      ]),
    ),
  };
}

/** The CDN the docs' example uses. */
export const CDN_PUBLIC_PATH = 'https://cdn.example.com/transport-widgets/1.4.0/';

/**
 * A Symfony site with the widgets, written into a temporary folder: Encore's default build at
 * `/build/` (or on the CDN, with `webpack_encore.crossorigin`), a second build named
 * `transport_widgets` at `/transport-widgets/` as docs/symfony-integration.md configures it, the
 * inline scripts and the widgets' macros under the `@transport_widgets` namespace, and the services' arguments the docs'
 * extensions take (`entrypointsFiles`: each build's entrypoints.json).
 */
export function testSite(
  inlineScripts: Record<string, { code: string }>,
  options: { cdn?: boolean } = {},
): TwigSite {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'twig-site-'));
  const fixture = readEntrypoints(ENTRYPOINTS_FIXTURE);
  const builds: Record<string, string> = {};
  const write = (name: string, build: Entrypoints) => {
    const folder = path.join(dir, 'public', name);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'entrypoints.json'), JSON.stringify(build));
    return path.join(folder, 'entrypoints.json');
  };
  builds._default = write('build', options.cdn ? rebased(fixture, CDN_PUBLIC_PATH) : fixture);
  builds.transport_widgets = write('transport-widgets', rebased(fixture, '/transport-widgets/'));
  const inline = path.join(dir, 'public/build/inline');
  mkdirSync(inline, { recursive: true });
  for (const [name, { code }] of Object.entries(inlineScripts))
    writeFileSync(path.join(inline, `${name}.js`), `${code}\n`);
  // The macros the build writes to twig/, around these very scripts. The namespace holds both of
  // the build's folders; one folder here finds the same names.
  const codes = Object.fromEntries(
    Object.entries(inlineScripts).map(([name, { code }]) => [name, code]),
  ) as Record<InlineScript, string>;
  writeFileSync(path.join(inline, path.basename(TWIG_MACROS_FILE)), widgetMacros(codes));
  return {
    builds,
    ...(options.cdn ? { crossorigin: 'anonymous' as const } : {}),
    inline,
    locale: 'pl',
    parameters: { entrypointsFiles: builds },
  };
}

/**
 * What the docs' Twig relies on in an entrypoints.json, without its hashes: the keys, the entries
 * and their kinds of files, each entry's preload chunks (the docs' loop picks hints by chunk name)
 * and the keys of a hint, and whether every entry file has its integrity.
 */
export function entrypointsShape(build: Entrypoints) {
  const files = Object.values(build.entrypoints).flatMap(({ js, css }) => [...js, ...css]);
  return {
    keys: Object.keys(build).sort(),
    version: typeof build.version,
    entries: Object.fromEntries(
      Object.entries(build.entrypoints).map(([name, kinds]) => [name, Object.keys(kinds).sort()]),
    ),
    preload: Object.fromEntries(
      Object.entries(build.preload).map(([entry, hints]) => [
        entry,
        {
          chunks: [...new Set(hints.map((hint) => hint.chunk))],
          hintKeys: [...new Set(hints.flatMap((hint) => Object.keys(hint)))].sort(),
          as: [...new Set(hints.map((hint) => hint.as))].sort(),
        },
      ]),
    ),
    everyFileHasIntegrity: files.every((file) => file in build.integrity),
  };
}
