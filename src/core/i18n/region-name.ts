const NAMES = new Map<string, Intl.DisplayNames | null>();

/**
 * A country's name in the language of `locale`; the code when Intl does not know the locale or
 * the code. One `Intl.DisplayNames` per locale: building one loads the language's region data,
 * which costs more than a screen's whole render of the names.
 */
export function regionName(code: string, locale: string): string {
  let names = NAMES.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null; // a locale Intl refuses
    }
    NAMES.set(locale, names);
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code; // not a region code
  }
}
