import { createHash } from 'node:crypto';
import type { ChunkGroup, Compilation, Compiler } from 'webpack';
import { collectPreloads, type PreloadHint } from './preload-hints';
import type { PublicPath } from './public-path';

/** Chunks found by a module they hold, one per locale: group 1 of `module` (matched against the module's resource) is the locale. */
export interface PerLocaleChunks {
  module: RegExp;
  /** The hint's chunk name for a locale. */
  chunk: (locale: string) => string;
}

/**
 * Writes `entrypoints.json` and `manifest.json` exactly as Symfony's
 * WebpackEncoreBundle reads them, so `{{ encore_entry_script_tags('cookie-bar') }}`
 * works unchanged and emits each shared file (runtime, vendors) once per page. An entry that
 * others depend on (`dependOn`: the runtime entry) is no page entry of its own: its files come
 * first in each dependent's list.
 */
export class EncoreManifestPlugin {
  /**
   * `preload`: per entry, the lazy chunks (by webpackChunkName) its first screen loads at once;
   * their files are written under `preload` in entrypoints.json (tools/preload-hints.ts).
   */
  constructor(
    private readonly publicPath: PublicPath,
    private readonly preload: Record<string, Array<string | PerLocaleChunks>> = {},
    /** The release (package.json's version), written as `version`: a deployed build names itself. */
    private readonly version?: string,
  ) {}

  private perLocale(
    compilation: Compilation,
    { module: pattern, chunk: name }: PerLocaleChunks,
    url: (file: string) => string,
  ): Array<{ chunk: string; files: string[]; locale: string }> {
    const found = [];
    for (const chunk of compilation.chunks) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        const resource = (module as { resource?: string }).resource;
        const locale = resource ? pattern.exec(resource)?.[1] : undefined;
        if (!locale) continue;
        const files = [...chunk.files].filter((file) => !file.endsWith('.map')).map(url);
        found.push({ chunk: name(locale), files, locale });
      }
    }
    if (!found.length) throw new Error(`Preload: no chunk holds a module matching ${pattern}`);
    return found.sort((a, b) => a.locale.localeCompare(b.locale));
  }

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EncoreManifestPlugin', (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'EncoreManifestPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const entrypoints: Record<string, { js: string[]; css: string[] }> = {};
          const integrity: Record<string, string> = {};
          // Every URL as the page will ask for it: integrity keys are these very strings.
          const url = (file: string) => `${this.publicPath.url}${file}`;
          const dependOn = (name: string): string[] => {
            const parents = compilation.entries.get(name)?.options.dependOn ?? [];
            return parents.flatMap((parent) => [...dependOn(parent), parent]);
          };
          const parents = new Set([...compilation.entrypoints.keys()].flatMap(dependOn));
          const ownFiles = (name: string): string[] =>
            compilation.entrypoints.get(name)?.getFiles() ?? [];
          for (const name of compilation.entrypoints.keys()) {
            if (parents.has(name)) continue;
            const files = [
              ...new Set([...dependOn(name).flatMap(ownFiles), ...ownFiles(name)]),
            ].filter((file) => !file.endsWith('.map') && !file.includes('hot-update'));
            const js = files.filter((file) => file.endsWith('.js')).map(url);
            const css = files.filter((file) => file.endsWith('.css')).map(url);
            entrypoints[name] = { js, css };
            for (const file of files) {
              const asset = compilation.getAsset(file);
              if (!asset) continue;
              const digest = createHash('sha384').update(asset.source.buffer()).digest('base64');
              integrity[url(file)] = `sha384-${digest}`;
            }
          }
          const manifest: Record<string, string> = {};
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              if (file.endsWith('.map')) continue;
              const ext = file.slice(file.lastIndexOf('.'));
              const logical = `${chunk.name ?? chunk.id ?? file}${ext}`;
              manifest[`${this.publicPath.manifestKeyPrefix}${logical}`] = url(file);
            }
          }
          // Every file an entry may ever load (initial and lazy chunks): for the size budget of "the whole form".
          const reachable: Record<string, string[]> = {};
          for (const [name, entrypoint] of compilation.entrypoints) {
            if (parents.has(name)) continue;
            const files = new Set<string>();
            const seen = new Set<unknown>();
            // The runtime entry's own files; its children are the entries that depend on it.
            for (const parent of dependOn(name))
              for (const file of ownFiles(parent)) files.add(file);
            const queue: ChunkGroup[] = [entrypoint];
            while (queue.length) {
              const group = queue.shift() as ChunkGroup;
              if (seen.has(group)) continue;
              seen.add(group);
              for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
              queue.push(...group.childrenIterable);
            }
            reachable[name] = [...files]
              .filter((file) => !file.endsWith('.map'))
              .map(url)
              .sort();
          }
          compilation.emitAsset(
            'reachable.json',
            new RawSource(JSON.stringify(reachable, null, 2)),
          );
          const preload: Record<string, PreloadHint[]> = {};
          for (const [entry, chunks] of Object.entries(this.preload)) {
            const initial = entrypoints[entry];
            if (!initial) continue;
            preload[entry] = collectPreloads(
              [...initial.js, ...initial.css],
              chunks.flatMap((chunk) => {
                if (typeof chunk !== 'string') return this.perLocale(compilation, chunk, url);
                const group = compilation.namedChunkGroups.get(chunk);
                if (!group) throw new Error(`Preload: no lazy chunk named "${chunk}" for ${entry}`);
                return [
                  {
                    chunk,
                    files: group
                      .getFiles()
                      .filter((file) => !file.endsWith('.map'))
                      .map(url),
                  },
                ];
              }),
            );
          }
          // On another origin the chunk loader fetches in CORS mode: the hints must match its request.
          if (this.publicPath.crossOrigin)
            for (const hints of Object.values(preload))
              for (const hint of hints) hint.crossorigin = 'anonymous';
          // WebpackEncoreBundle reads `entrypoints` and `integrity`; `version` and `preload` are ours
          // (extra keys are ignored).
          compilation.emitAsset(
            'entrypoints.json',
            new RawSource(
              JSON.stringify({ version: this.version, entrypoints, integrity, preload }, null, 2),
            ),
          );
          compilation.emitAsset('manifest.json', new RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}
