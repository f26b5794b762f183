/**
 * Removes secrets and personal data from any text that may leave the browser
 * (console lines, Sentry events). Patterns are deliberately broad: a false
 * positive costs a redacted word, a false negative leaks a token.
 */
const PATTERNS: Array<[RegExp, string]> = [
  // No word boundaries around secrets: glued to a word (`_eyJ…`, `+48600100200x`) they must go too.
  [/eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g, '[jwt]'],
  [/Bearer\s+[\w.~+/-]+=*/gi, 'Bearer [token]'],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  [
    /((?:token|jwt|auth|authorization|password|secret|session|cookie|csrf)[\w-]*["']?\s*[:=]\s*["']?)[^\s"'&;,}]+/gi,
    '$1[redacted]',
  ],
  [/(\+|\b00)?\d[\d ()-]{7,}\d(?!\d)/g, '[phone]'],
];

export function scrubText(text: string): string {
  let out = text;
  for (const [re, replacement] of PATTERNS) out = out.replace(re, replacement);
  return out;
}

const SENSITIVE_KEYS =
  /^(authorization|cookie|set-cookie|x-csrf-token|token|jwt|password|email|phone|phonenumber|street|buildingnr|postalcode|address|fromaddress|toaddress|enteredtext|usertext|lat|lng)$/i;

/** Deep-scrubs a JSON-like value: sensitive keys are dropped, strings are scrubbed. */
export function scrubValue<T>(value: T, depth = 0): T {
  if (depth > 8) return '[deep]' as T;
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = SENSITIVE_KEYS.test(k) ? '[redacted]' : scrubValue(v, depth + 1);
    }
    return out as T;
  }
  return value;
}
