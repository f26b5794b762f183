import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { DIST, sizesOf } from './compress';

const MAPS = path.resolve(DIST, '../dist-sourcemaps');

/** A source of the bundle as a reader thinks of it: an npm package, or a file of ours. */
export function moduleName(source: string): string {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (pkg) return `npm:${pkg[1]}`;
  return clean;
}

/**
 * The minified bytes of one built file per module, read from its hidden source
 * map (each mapped segment runs to the next one), with the file's gzip bytes
 * shared out in proportion: webpack's stats only know modules' sizes before
 * minification, which is not what a visitor downloads.
 */
export function modulesOf(url: string): Map<string, { raw: number; gzip: number }> {
  const file = url.replace(/^\/build\//, '');
  const mapFile = path.join(MAPS, `${file}.map`);
  const result = new Map<string, { raw: number; gzip: number }>();
  if (!file.endsWith('.js') || !existsSync(mapFile)) return result;
  const lines = readFileSync(path.join(DIST, file), 'utf8').split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
  const segments: Array<{ line: number; column: number; source: string | null }> = [];
  consumer.eachMapping((m) =>
    segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }),
  );
  const raw = new Map<string, number>();
  let mapped = 0;
  segments.forEach((segment, i) => {
    const next = segments[i + 1];
    const end =
      next && next.line === segment.line
        ? next.column
        : (lines[segment.line - 1]?.length ?? segment.column);
    const length = Math.max(0, end - segment.column);
    const name = segment.source ? moduleName(segment.source) : '(webpack glue)';
    raw.set(name, (raw.get(name) ?? 0) + length);
    mapped += length;
  });
  const { gzip } = sizesOf(url);
  for (const [name, bytes] of raw)
    result.set(name, { raw: bytes, gzip: mapped ? (gzip * bytes) / mapped : 0 });
  return result;
}

/** The modules of a page's JS files, largest first (gzip shared out per file, see modulesOf). */
export function pageModules(
  urls: Iterable<string>,
): Array<{ name: string; raw: number; gzip: number }> {
  const total = new Map<string, { raw: number; gzip: number }>();
  for (const url of urls) {
    for (const [name, size] of modulesOf(url)) {
      const sum = total.get(name) ?? { raw: 0, gzip: 0 };
      total.set(name, { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip });
    }
  }
  return [...total.entries()]
    .map(([name, size]) => ({ name, ...size }))
    .sort((a, b) => b.gzip - a.gzip);
}
