/*
 * The link checks, without valibot: the config schemas (`core/config/safe-url.ts`) and the code that
 * reads a raw attribute before any schema loads (the cookie bar's first screen) use the same rule.
 */

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

/** An image source: a safe URL, or an inline `data:image/…` (images cannot run script). */
export const isSafeImageUrl = (value: string): boolean =>
  isSafeUrl(value) || /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(value.trim());
