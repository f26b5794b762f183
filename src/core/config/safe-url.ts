import * as v from 'valibot';

/**
 * A link the widgets may put in an href or src: http(s), or a path on this
 * site. Anything else (`javascript:`, `data:`, `vbscript:`, protocol-relative
 * `//host`) is refused, whether it comes from config or from an API answer.
 */
export function isSafeUrl(value: string): boolean {
  const trimmed = value.trim();
  if (!trimmed) return false;
  if (trimmed.startsWith('/')) return !/^\/[/\\]/.test(trimmed);
  try {
    const { protocol } = new URL(trimmed);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The URL itself when safe, else undefined (so the element renders without the link). */
export const safeUrl = (value: string | null | undefined): string | undefined =>
  value && isSafeUrl(value) ? value.trim() : undefined;

/** Config schema for a link attribute: http(s) or a site path. */
export const safeUrlSchema = (description: string) =>
  v.pipe(
    v.string(),
    v.check(isSafeUrl, 'an http(s) URL or a path on this site'),
    v.description(description),
  );

/** An image source: a safe URL, or an inline `data:image/…` (images cannot run script). */
export const isSafeImageUrl = (value: string): boolean =>
  isSafeUrl(value) || /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(value.trim());

/** Config schema for an image attribute. */
export const safeImageUrlSchema = (description: string) =>
  v.pipe(
    v.string(),
    v.check(isSafeImageUrl, 'an http(s) URL, a path on this site or a data:image URL'),
    v.description(description),
  );
