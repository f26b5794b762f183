import { readFileSync } from 'node:fs';
import path from 'node:path';

const DIST = path.resolve(import.meta.dirname, '../dist');

/** `manifest.json` of the build: `build/<chunk>.js` (and `.css`) → the file's public path. */
function builtManifest(dist = DIST): Record<string, string> {
  return JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as Record<
    string,
    string
  >;
}

/**
 * The public paths of a chunk's files (its script, and its stylesheet when it has one), by the
 * chunk's name: a production build names its lazy files by chunk id (`/build/5488.11c535d4.js`),
 * so a test finds `cookie-bar-ui` through the manifest, as a person reading the network panel does.
 */
export function builtFiles(chunk: string, dist = DIST): string[] {
  const manifest = builtManifest(dist);
  const files = ['js', 'css'].flatMap((ext) => manifest[`build/${chunk}.${ext}`] ?? []);
  if (files.length === 0) throw new Error(`manifest.json names no file of the chunk ${chunk}`);
  return files;
}

/** The public path of a chunk's script, by the chunk's name. */
export function builtScript(chunk: string, dist = DIST): string {
  const [script] = builtFiles(chunk, dist).filter((file) => file.endsWith('.js'));
  if (!script) throw new Error(`manifest.json names no script of the chunk ${chunk}`);
  return script;
}

/** The chunk's name of a built file (`5488.11c535d4.js` → `cookie-bar-ui`), from the manifest. */
export function chunkOfFile(file: string, dist = DIST): string | undefined {
  const base = path.basename(file);
  const key = Object.entries(builtManifest(dist)).find(
    ([, built]) => path.basename(built) === base,
  )?.[0];
  return key?.replace(/^build\//, '').replace(/\.(js|css)$/, '');
}
