import { formatPlaceholders } from '../i18n/format';
import { loadResource } from '../i18n/load-resource';
import { normalizeLocale } from '../i18n/locales';
import type { ValidationError } from './validate-field';

/** The i18next namespace (and file name, `locales/<lng>/validation.json`) of the catalogue. */
export const VALIDATION_NAMESPACE = 'validation';

/** Message key → template with `{0}`/`{1}` placeholders, for one locale. */
export type ValidationMessages = Record<string, string>;

/** Downloads one locale's catalogue (its own lazy chunk); an unknown locale gets English. */
export async function loadValidationMessages(
  locale: string | null | undefined,
): Promise<ValidationMessages> {
  const data = await loadResource(normalizeLocale(locale), VALIDATION_NAMESPACE);
  return Object.fromEntries(
    Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Anything that turns a key into text: i18next's `t`, or a lookup in a loaded catalogue. */
export type Translate = (key: string) => string;

/**
 * The text of a failed rule, in the page's language:
 * `validationMessage(t, validateField('minlength', 'abc', 6))` → "Proszę podać co najmniej 6 znaków."
 * With i18next, load the namespace first: `getI18n(['validation'])`.
 */
export function validationMessage(t: Translate, error: ValidationError): string {
  return formatPlaceholders(t(`${VALIDATION_NAMESPACE}:${error.key}`), error.params);
}
