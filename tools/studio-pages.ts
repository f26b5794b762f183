import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Compilation, Compiler } from 'webpack';
import { draftFromQuery } from '../fixtures/demo/client/studio-draft';
import {
  PREVIEW_STYLESHEET,
  previewDocument,
  STUDIO_STYLESHEET,
  studioDocument,
  type LinkedFile,
} from '../fixtures/demo/pages/studio-markup';
import type { PublicPath } from './public-path';

/**
 * Writes the announcement studio as static files beside its scripts (`dist/studio/`), so a site
 * serves it with the rest of the build (`/build/studio/announcement.html`) and marketing needs no
 * developer's machine: `announcement.html` (the studio), `announcement-preview.html` (what each of its
 * frames shows), and a stylesheet for each. The markup is the demo's (fixtures/demo/pages/
 * studio-markup.ts), the scripts are this compilation's entries `announcement` and
 * `announcement-preview`, and the preview loads the widget as a site's page does: the
 * top-announcement entry's files from the widgets build's entrypoints.json, under the build's public
 * path. No demo server, mock worker or API.
 */
export const STUDIO_ENTRIES = {
  studio: 'announcement',
  preview: 'announcement-preview',
} as const;

interface Entrypoints {
  entrypoints: Record<string, { js: string[]; css?: string[] }>;
  integrity: Record<string, string>;
  version?: string;
}

const sri = (content: Buffer | string): string =>
  `sha384-${createHash('sha384').update(content).digest('base64')}`;

export class StudioPagesPlugin {
  constructor(
    private readonly publicPath: PublicPath,
    /** The widgets build's entrypoints.json: written before this compilation runs (its dependency). */
    private readonly entrypointsFile: string,
    /** The bundle's release, `transport-widgets@<version>`, named in the studio's title. */
    private readonly release: string,
  ) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('StudioPagesPlugin', (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'StudioPagesPlugin',
          // After the real content hashes: the pages name the files as they are written.
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const build = JSON.parse(readFileSync(this.entrypointsFile, 'utf8')) as Entrypoints;
          const widget = build.entrypoints['top-announcement'];
          if (!widget) throw new Error(`${this.entrypointsFile} has no top-announcement entry`);
          const studioUrl = (file: string) => `${this.publicPath.url}studio/${file}`;
          const own = (file: string): LinkedFile => {
            const asset = compilation.getAsset(file);
            if (!asset) throw new Error(`StudioPagesPlugin: no asset ${file}`);
            return { url: studioUrl(file), integrity: sri(asset.source.buffer()) };
          };
          const entryScript = (name: string): LinkedFile => {
            const files = compilation.entrypoints.get(name)?.getFiles() ?? [];
            const js = files.filter((file) => file.endsWith('.js'));
            if (js.length !== 1)
              throw new Error(`StudioPagesPlugin: ${name} has ${js.length} scripts`);
            return own(js[0] as string);
          };
          // Each stylesheet under a name of its content, as the scripts are: cached for good.
          const stylesheet = (name: string, css: string): LinkedFile => {
            const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
            const file = `${name}.${hash}.css`;
            compilation.emitAsset(file, new RawSource(css));
            return own(file);
          };
          const fromBuild = (url: string): LinkedFile => ({
            url,
            ...(build.integrity[url] ? { integrity: build.integrity[url] } : {}),
          });
          const { crossOrigin } = this.publicPath;
          compilation.emitAsset(
            `${STUDIO_ENTRIES.preview}.html`,
            new RawSource(
              previewDocument({
                script: entryScript(STUDIO_ENTRIES.preview),
                style: stylesheet(STUDIO_ENTRIES.preview, PREVIEW_STYLESHEET),
                widget: {
                  js: widget.js.map(fromBuild),
                  css: (widget.css ?? []).map(fromBuild),
                },
                crossOrigin,
              }),
            ),
          );
          compilation.emitAsset(
            `${STUDIO_ENTRIES.studio}.html`,
            new RawSource(
              studioDocument(
                {
                  script: entryScript(STUDIO_ENTRIES.studio),
                  style: stylesheet(STUDIO_ENTRIES.studio, STUDIO_STYLESHEET),
                  previewUrl: studioUrl(`${STUDIO_ENTRIES.preview}.html`),
                  crossOrigin,
                  release: this.release,
                },
                draftFromQuery(new URLSearchParams()),
              ),
            ),
          );
        },
      );
    });
  }
}
