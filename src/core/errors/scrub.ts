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
  // Street addresses as the markets write them: a street word, a name, a number (ul. Marszałkowska 12/4).
  [
    /\b(?:ul|ulica|al|aleja|pl|plac|os|osiedle|str|rue|via|viale|calle|avenida|av|avenue|rua|strada|straat|laan|gatan|vägen)\.?\s+[\p{L}][\p{L}.' -]{1,40}?\s+\d+\w?(?:\/\d+\w?)?/giu,
    '[address]',
  ],
  [
    /[\p{L}-]+(?:straße|strasse|str\.|weg|gasse|allee|platz|straat|laan|gatan|vägen)\s*\d+\w?/giu,
    '[address]',
  ],
];

function scrubPlain(text: string): string {
  let out = text;
  for (const [re, replacement] of PATTERNS) out = out.replace(re, replacement);
  return out;
}

/** A run of text holding percent-encoded bytes (a URL, a query, a form body). */
const ENCODED_RUN = /[^\s"'<>]*%[0-9a-f]{2}[^\s"'<>]*/gi;

/** Decodes a run as a server would (`+` is a space in forms), up to three times. */
function decodeRun(run: string): string {
  let current = run;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current.replace(/\+(?=\d|\s|%)/g, ' ').replace(/(\d)\+/g, '$1 '));
    } catch {
      break;
    }
    if (next === current) break;
    current = next;
  }
  return current;
}

export function scrubText(text: string): string {
  // Personal data hides behind percent-encoding (`%2B48%20600…`): such runs are checked decoded.
  const decoded = text.replace(ENCODED_RUN, (run) => {
    const plain = decodeRun(run);
    const scrubbed = scrubPlain(plain);
    return scrubbed === plain ? run : scrubbed;
  });
  return scrubPlain(decoded);
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
