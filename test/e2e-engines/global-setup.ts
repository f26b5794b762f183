import { existsSync } from 'node:fs';
import path from 'node:path';

/** The engine suite drives the built bundle: each worker serves it (test/e2e/file-server.ts). */
export function setup(): void {
  const root = path.resolve(import.meta.dirname, '../..');
  if (!existsSync(path.join(root, 'dist/entrypoints.json')))
    throw new Error('The engine suite runs against the built bundle: run `npm run build` first.');
}
