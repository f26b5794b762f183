import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * A gzip-compressed tar (POSIX ustar) of a folder, written with Node's built-ins: the same files
 * give the same bytes (sorted entries, fixed owner, mode and time), so a release archive's
 * checksum can be reproduced from the same build.
 */
export interface TarEntry {
  /** Path inside the archive, `/`-separated. */
  name: string;
  /** Contents; undefined for a directory. */
  data?: Buffer;
}

const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** ustar keeps names up to 100 bytes, or 255 split at a `/` into prefix and name. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let at = name.indexOf('/'); at !== -1; at = name.indexOf('/', at + 1)) {
    const prefix = name.slice(0, at);
    const base = name.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`tar: path too long for ustar: ${name}`);
}

function header(entry: TarEntry, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const directory = entry.data === undefined;
  const { prefix, base } = splitName(directory ? `${entry.name.replace(/\/$/, '')}/` : entry.name);
  const write = (text: string, offset: number, width: number) =>
    block.write(text, offset, width, 'utf8');
  write(base, 0, 100);
  write(octal(directory ? 0o755 : 0o644, 8), 100, 8);
  write(octal(0, 8), 108, 8);
  write(octal(0, 8), 116, 8);
  write(octal(directory ? 0 : (entry.data?.length ?? 0), 12), 124, 12);
  write(octal(mtime, 12), 136, 12);
  write('        ', 148, 8);
  write(directory ? '5' : '0', 156, 1);
  write('ustar\0', 257, 6);
  write('00', 263, 2);
  write('root', 265, 32);
  write('root', 297, 32);
  write(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return block;
}

/** The tar bytes of the entries, in the given order. `mtime` in seconds since 1970. */
export function tar(entries: readonly TarEntry[], mtime: number): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(header(entry, mtime));
    if (entry.data) {
      parts.push(entry.data);
      const rest = entry.data.length % BLOCK;
      if (rest) parts.push(Buffer.alloc(BLOCK - rest));
    }
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

/** Every file and folder under `dir`, sorted, under `prefix/` in the archive. */
export function folderEntries(dir: string, prefix: string): TarEntry[] {
  const entries: TarEntry[] = [{ name: prefix }];
  const walk = (folder: string, inside: string) => {
    for (const name of readdirSync(folder).sort()) {
      const full = path.join(folder, name);
      const archived = `${inside}/${name}`;
      if (statSync(full).isDirectory()) {
        entries.push({ name: archived });
        walk(full, archived);
      } else entries.push({ name: archived, data: readFileSync(full) });
    }
  };
  walk(dir, prefix);
  return entries;
}

/** `tar.gz` bytes of a folder: gzip at level 9, whose header carries no time or name. */
export const tarGz = (dir: string, prefix: string, mtime: number): Buffer =>
  gzipSync(tar(folderEntries(dir, prefix), mtime), { level: 9 });

/** A checksum line as `sha256sum` prints it (and `sha256sum -c` reads it). */
export const sha256Line = (data: Buffer, fileName: string): string =>
  `${createHash('sha256').update(data).digest('hex')}  ${fileName}\n`;
