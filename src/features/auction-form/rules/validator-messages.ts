import type { MessageText } from '../model/item-category';

/**
 * What a failed item-field validator says (spec section 5): its own message map, in the page's
 * language, with the limits written as that language writes numbers. The checks themselves are in
 * field-validators.ts.
 */

/** The spec's fallback when a validator's message map lacks the failing key. */
export const DEFAULT_MESSAGE = 'Something is wrong';

/**
 * A validator's limit as the page's language writes it: "0,1" in Polish, German or French, "0.1" in
 * English. Not grouped, so a year limit stays "1985" (a grouped "1,985" reads as another number).
 */
export function formatLimit(value: string | number, locale: string): string {
  if (typeof value !== 'number') return value;
  return limitFormat(locale)?.format(value) ?? String(value);
}

/** One formatter per locale: building one costs more than a keystroke's whole validation. */
const LIMIT_FORMATS = new Map<string, Intl.NumberFormat | null>();

function limitFormat(locale: string): Intl.NumberFormat | null {
  let format = LIMIT_FORMATS.get(locale);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale.replace('_', '-'), {
        useGrouping: false,
        maximumFractionDigits: 6,
      });
    } catch {
      format = null; // a locale Intl refuses: the plain number
    }
    LIMIT_FORMATS.set(locale, format);
  }
  return format;
}

const filled = (
  text: string | undefined,
  params: Record<string, string | number>,
  locale: string,
) => {
  if (text === undefined || text.trim() === '') return null;
  // The platform's placeholder styles: Symfony's {{ min }} and %min%, ICU's {min}.
  return text.replace(/\{\{\s*(\w+)\s*\}\}|\{(\w+)\}|%(\w+)%/g, (whole, a, b, c) => {
    const name = (a ?? b ?? c) as string;
    return Object.hasOwn(params, name)
      ? formatLimit(params[name] as string | number, locale)
      : whole;
  });
};

/**
 * Spec section 5, "each has its own message map": the failing key's own
 * message in the page's locale, placeholders filled. A plain text is already
 * in the page's language (the answer was asked for it); texts by locale are
 * looked up by the locale (pl_PL), its language (pl), then English; numbers in the placeholders are
 * written as the page's locale writes them (formatLimit). Null when
 * the map has nothing usable: the screen then shows the generic translated
 * text of the type and key, and failing that "Something is wrong".
 */
export function validatorMessage(
  failure: { own?: MessageText | null; params: Record<string, string | number> },
  locale: string,
): string | null {
  const { own, params } = failure;
  if (own === null || own === undefined) return null;
  if (typeof own === 'string') return filled(own, params, locale);
  const exact = locale.replace('-', '_');
  const language = exact.split('_')[0]!.toLowerCase();
  const english = Object.keys(own).find((tag) => /^en(?:[-_]|$)/i.test(tag));
  for (const tag of [exact, language, 'en', english]) {
    const text = tag === undefined ? null : filled(own[tag], params, locale);
    if (text !== null) return text;
  }
  return null;
}
