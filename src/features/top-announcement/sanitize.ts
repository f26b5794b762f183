import DOMPurify, { type Config, type WindowLike } from 'dompurify';
import { sanitizerPolicy, type TrustedHTML } from '../../core/security/trusted-types';
import { SAFE_LINK } from './safe-link';

/** The small HTML subset marketing may use in an announcement. */
const SANITIZE_CONFIG: Config = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'span', 'br'],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOWED_URI_REGEXP: SAFE_LINK,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Whatever is not allowed is dropped with its content (a <script> leaves no text behind).
  KEEP_CONTENT: true,
  FORBID_CONTENTS: [
    'script',
    'style',
    'template',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'select',
    'textarea',
  ],
};

/**
 * A sanitiser of its own (not the shared DOMPurify singleton), so its hook
 * cannot leak into other code: every surviving link gets
 * `rel="noopener noreferrer"`.
 */
export function createAnnouncementSanitizer(
  win: Window = window,
): (html: string) => TrustedHTML | string {
  const purify = DOMPurify(win as unknown as WindowLike);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href'))
      node.setAttribute('rel', 'noopener noreferrer');
  });
  // Under Trusted Types the result is TrustedHTML signed by the bundle's policy, which React assigns
  // to innerHTML as is; elsewhere it is a string.
  return (html) => {
    const policy = sanitizerPolicy();
    return purify.sanitize(html, {
      ...SANITIZE_CONFIG,
      RETURN_TRUSTED_TYPE: policy !== null,
      TRUSTED_TYPES_POLICY: policy as Config['TRUSTED_TYPES_POLICY'],
    }) as unknown as TrustedHTML | string;
  };
}

const DROPPED_WITH_CONTENT =
  /<(script|style|template|noscript|iframe|object|embed|svg|math|select|textarea)\b[\s\S]*?<\/\1\s*>/gi;
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * The announcement as plain text, read without an HTML parser: where Trusted
 * Types are enforced but the bundle has no policy, every parser is a sink the
 * page refuses. Tags go (with the content of those DOMPurify drops whole), a
 * few entities are read; the result is only ever set as text.
 */
export function announcementText(html: string): string {
  return html
    .replace(DROPPED_WITH_CONTENT, '')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>?/g, '')
    .replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi, (entity, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#')) {
        const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : Number(lower.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return NAMED[lower] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
