// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webpack from 'webpack';
import { LocaleAssetsPlugin, localeFiles } from '../../tools/locale-assets-plugin';

let work: string;

function project(): { locales: string; out: string; compiler: webpack.Compiler } {
  work = mkdtempSync(path.join(tmpdir(), 'tw-locales-'));
  const locales = path.join(work, 'locales');
  mkdirSync(path.join(locales, 'en'), { recursive: true });
  writeFileSync(path.join(locales, 'en/form.json'), '{ "title": "Send something" }');
  writeFileSync(path.join(work, 'entry.js'), 'console.info(__TW_LOCALES_PATH__);\n');
  const plugin = new LocaleAssetsPlugin(locales);
  const compiler = webpack({
    mode: 'development',
    context: work,
    entry: './entry.js',
    devtool: false,
    output: { path: path.join(work, 'out'), filename: 'main.js' },
    plugins: [plugin, new webpack.DefinePlugin({ __TW_LOCALES_PATH__: plugin.definition() })],
    infrastructureLogging: { level: 'error' },
  });
  return { locales, out: path.join(work, 'out'), compiler };
}

afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('localeFiles', () => {
  it('minifies every file and hashes them all into one path', () => {
    const { locales } = project();
    const first = localeFiles(locales);
    expect(first.files).toEqual([['en/form.json', '{"title":"Send something"}']]);
    expect(first.hashPath).toMatch(/^locales\/[0-9a-f]{10}\/$/);
    writeFileSync(path.join(locales, 'en/form.json'), '{"title":"Send a parcel"}');
    expect(localeFiles(locales).hashPath).not.toBe(first.hashPath);
  });
});

describe('LocaleAssetsPlugin in a watch build (npm run dev)', () => {
  it('rebuilds when a translation changes: new files under a new hash, and the code asks for them', async () => {
    const { locales, out, compiler } = project();
    const builds: string[] = [];
    let written = false;
    let savedAt = Infinity;
    const done = new Promise<void>((resolve, reject) => {
      const watching = compiler.watch({ aggregateTimeout: 50 }, (error, stats) => {
        if (error || stats?.hasErrors()) {
          reject(error ?? new Error(stats?.toString()));
          return;
        }
        const code = readFileSync(path.join(out, 'main.js'), 'utf8');
        // The first build after the save that reads the new text ends the watch; a build that
        // starts before the save lands (a rebuild for the fresh files' timestamps) is ignored.
        if (written) {
          if (!stats || stats.startTime < savedAt) return;
          builds.push(code);
          watching?.close(() => resolve());
        } else if (builds.length === 0) {
          builds.push(code);
          // After the first build (and any rebuild the fresh files cause), as a translator saves.
          setTimeout(() => {
            written = true;
            savedAt = Date.now();
            writeFileSync(path.join(locales, 'en/form.json'), '{"title":"Send a parcel"}');
          }, 500);
        }
      });
    });
    await done;
    const [first, second] = builds.map((code) => /locales\/[0-9a-f]{10}\//.exec(code)?.[0]);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(readFileSync(path.join(out, `${second}en/form.json`), 'utf8')).toBe(
      '{"title":"Send a parcel"}',
    );
  });
});
