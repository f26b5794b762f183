import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const DIST = path.resolve(import.meta.dirname, '../../dist');

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const cache = new Map<string, Sizes>();

/** Sizes of a built file by its public URL (`/build/…`): gzip -9 and brotli 11, as a CDN would serve it. */
export function sizesOf(url: string): Sizes {
  const known = cache.get(url);
  if (known) return known;
  const content = readFileSync(path.join(DIST, url.replace(/^\/build\//, '')));
  const sizes = {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      .length,
  };
  cache.set(url, sizes);
  return sizes;
}

export function total(urls: Iterable<string>): { js: Sizes; css: Sizes; files: number } {
  const sum = (filter: (u: string) => boolean) =>
    [...urls]
      .filter(filter)
      .map(sizesOf)
      .reduce(
        (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }),
        { raw: 0, gzip: 0, brotli: 0 },
      );
  const list = [...urls];
  return {
    js: sum((u) => u.endsWith('.js')),
    css: sum((u) => u.endsWith('.css')),
    files: list.length,
  };
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
