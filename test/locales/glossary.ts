import type { Locale } from '../../src/core/i18n/locales';

/**
 * Where a language has two words for one thing the customer meets on every screen, the one the
 * product uses; the others must not appear in its texts (locales/ and the fixtures' texts alike).
 */
export const GLOSSARY: Partial<Record<Locale, ReadonlyArray<{ term: string; not: RegExp }>>> = {
  // "Lieferung" (Lieferort, Lieferdatum, liefern), not "Zustellung", the post's word.
  de: [
    { term: 'Lieferung', not: /zustell/i },
    // "Transporteure", the word of the summary's selling points, not "Fahrer" or "Kurier".
    { term: 'Transporteur', not: /fahrer|kurier/i },
  ],
};

/** The glossary's breaches in some texts of a locale: "text (use term)". */
export function glossaryBreaches(locale: Locale, texts: readonly string[]): string[] {
  return (GLOSSARY[locale] ?? []).flatMap(({ term, not }) =>
    texts.filter((text) => not.test(text)).map((text) => `${text} (use ${term})`),
  );
}
