import { WidgetError } from './errors';

/**
 * One of the bundle's own files (a script chunk, a stylesheet, a translation file) did not arrive.
 * After a deploy an open page still asks for its own version's hashed files, which a site may no
 * longer serve; no retry brings them back, a reload of the page (with the new version) does.
 */
export class MissingFileError extends WidgetError {
  constructor(readonly file: string) {
    super(`${file} could not be loaded`, 'MissingFileError');
  }
}

/**
 * Whether `error` says a file of the bundle did not arrive: webpack's `ChunkLoadError` (a script),
 * mini-css-extract-plugin's `CSS_CHUNK_LOAD_FAILED` (a stylesheet), or a `MissingFileError`.
 */
export function isMissingFile(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    error.name === 'MissingFileError' ||
    (error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED'
  );
}

/**
 * Loads once more when the first try lost a file (a dropped connection, a server restarting): the
 * webpack runtime forgets a failed chunk, so the second `import()` asks the network again. A
 * second loss is the caller's to tell (a deploy removed the file).
 */
export function loadWithOneRetry<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (!isMissingFile(error)) throw error;
    return load();
  });
}
