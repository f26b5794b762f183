import { readFileSync } from 'node:fs';
import path from 'node:path';

const DIST = path.resolve(import.meta.dirname, '../dist');

interface BuiltManifest {
  /** `build/<chunk>.js` (and `.css`) → the file's public path. */
  files: Record<string, string>;
  /** A file's base name → its chunk's name. */
  chunks: Map<string, string>;
}

const read = new Map<string, BuiltManifest>();

/** `manifest.json` of a build, read once per test file (a route's predicate runs for every request). */
function builtManifest(dist: string): BuiltManifest {
  let manifest = read.get(dist);
  if (!manifest) {
    const files = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as Record<
      string,
      string
    >;
    const chunks = new Map(
      Object.entries(files).map(([key, file]) => [
        path.basename(file),
        key.replace(/^build\//, '').replace(/\.(js|css)$/, ''),
      ]),
    );
    manifest = { files, chunks };
    read.set(dist, manifest);
  }
  return manifest;
}

/**
 * The public paths of a chunk's files (its script, and its stylesheet when it has one), by the
 * chunk's name: a production build names its lazy files by chunk id (`/build/5488.11c535d4.js`),
 * so a test finds `cookie-bar-ui` through the manifest, as a person reading the network panel does.
 */
export function builtFiles(chunk: string, dist = DIST): string[] {
  const { files } = builtManifest(dist);
  const found = ['js', 'css'].flatMap((ext) => files[`build/${chunk}.${ext}`] ?? []);
  if (found.length === 0) throw new Error(`manifest.json names no file of the chunk ${chunk}`);
  return found;
}

/** The public path of a chunk's script, by the chunk's name. */
export function builtScript(chunk: string, dist = DIST): string {
  const [script] = builtFiles(chunk, dist).filter((file) => file.endsWith('.js'));
  if (!script) throw new Error(`manifest.json names no script of the chunk ${chunk}`);
  return script;
}

/** The chunk's name of a built file (`5488.11c535d4.js` → `cookie-bar-ui`), from the manifest. */
export const chunkOfFile = (file: string, dist = DIST): string | undefined =>
  builtManifest(dist).chunks.get(path.basename(file));
