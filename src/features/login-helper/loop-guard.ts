/*
 * The login loop guard (spec: the login helper must not redirect in a loop): before the helper
 * sends the visitor to the login, it notes the page it leaves; a trigger on that very page again
 * within a few seconds means the login sent the visitor straight back, and the helper stops.
 */

/** A bounce back to the very URL we left, this soon, means a loop. */
export const LOOP_WINDOW_MS = 10_000;

/**
 * What the guard keeps of a page: a hash of the whole URL, never the URL itself (reset tokens
 * and e-mails travel in query strings and paths). FNV-1a is enough: the guard only compares the
 * page with the one it left.
 */
export function pageKey(url: URL): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < url.href.length; i += 1) {
    hash ^= url.href.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The note stored when the helper leaves `url` for the login at `at` (ms). */
export const leftForLogin = (url: URL, at: number): string => `${at} ${pageKey(url)}`;

/**
 * Whether a trigger on `here` at `now` is the login sending the visitor straight back: the note
 * names this page and is younger than the window. No note, or one that cannot be read, is no loop.
 */
export function isLoginLoop(note: string | null, here: URL, now: number): boolean {
  if (!note) return false;
  const space = note.indexOf(' ');
  if (space < 1) return false;
  const at = Number(note.slice(0, space));
  if (!Number.isFinite(at)) return false;
  const age = now - at;
  return note.slice(space + 1) === pageKey(here) && age < LOOP_WINDOW_MS;
}
