import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

export interface LocaleFiles {
  /** `locales/<hash>/`: one content hash over every file, so a changed text gets a new URL. */
  hashPath: string;
  /** `[<lng>/<ns>.json, minified JSON]`, sorted. */
  files: Array<[string, string]>;
}

/** Every `<lng>/<ns>.json` under `dir`, minified, under one content hash. */
export function localeFiles(dir: string): LocaleFiles {
  const files: Array<[string, string]> = [];
  for (const lng of readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()) {
    for (const file of readdirSync(path.join(dir, lng))
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      files.push([
        `${lng}/${file}`,
        JSON.stringify(JSON.parse(readFileSync(path.join(dir, lng, file), 'utf8'))),
      ]);
    }
  }
  const hash = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 10);
  return { hashPath: `locales/${hash}/`, files };
}

/**
 * Translations ship as static files under one content hash
 * (`locales/<hash>/<lng>/<ns>.json`), fetched on demand by
 * src/core/i18n/load-resource.ts: no per-file chunk map in the runtime.
 *
 * The files are read again for every compilation and the folder is a dependency of each, so a
 * watch build (`npm run dev`) rebuilds when a translation changes or a file is added, and the
 * code's `__TW_LOCALES_PATH__` follows the new hash.
 */
export class LocaleAssetsPlugin {
  constructor(private readonly dir: string) {}

  /** The value for DefinePlugin's `__TW_LOCALES_PATH__`, read afresh on every compilation. */
  definition(): ReturnType<typeof webpack.DefinePlugin.runtimeValue> {
    return webpack.DefinePlugin.runtimeValue(
      () => JSON.stringify(localeFiles(this.dir).hashPath),
      true,
    );
  }

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('LocaleAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LocaleAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const locales = localeFiles(this.dir);
          for (const [file, json] of locales.files) {
            compilation.emitAsset(
              `${locales.hashPath}${file}`,
              new webpack.sources.RawSource(json),
            );
            compilation.fileDependencies.add(path.join(this.dir, file));
          }
          compilation.contextDependencies.add(this.dir);
          for (const [file] of locales.files)
            compilation.contextDependencies.add(path.join(this.dir, path.dirname(file)));
        },
      );
    });
  }
}
