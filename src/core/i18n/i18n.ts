import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { getPageConfig } from '../config/page-config';
import { MissingFileError } from '../errors/missing-file';
import { loadResource } from './load-resource';
import { normalizeLocale, type Locale } from './locales';

export { loadResource };

/*
 * Resources are JSON files `locales/{lng}/{namespace}.json`, loaded one by one
 * (load-resource.ts), so a page downloads only its locale and only the
 * namespaces its widgets use. No English fallback is downloaded: a test
 * guarantees every locale has every key.
 */

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    loadResource(language, namespace).then(
      (data) => callback(null, data),
      (error: Error) => callback(error, false),
    );
  },
};

let instance: I18n | null = null;
let initialising: Promise<I18n> | null = null;

/** The page's i18next instance, created once, with the given namespaces loaded. */
export async function getI18n(namespaces: string[], locale?: string): Promise<I18n> {
  if (!initialising) {
    const lng: Locale = normalizeLocale(locale ?? getPageConfig().locale);
    const created = i18next.createInstance();
    initialising = created
      .use(lazyBackend)
      .init({
        lng,
        fallbackLng: false,
        ns: [],
        defaultNS: false,
        interpolation: { escapeValue: false }, // React escapes
        returnNull: false,
        initAsync: true,
      })
      .then(() => {
        instance = created;
        return created;
      });
  }
  const i18n = await initialising;
  await i18n.loadNamespaces(namespaces);
  // i18next settles a failed file as loaded, and its keys would show as text: ask once more,
  // then fail as a lost file (after a deploy the page's version of it may be gone).
  const missing = () => namespaces.filter((ns) => !i18n.hasResourceBundle(i18n.language, ns));
  if (missing().length) await i18n.reloadResources(i18n.language, missing());
  const lost = missing();
  if (lost.length) throw new MissingFileError(`translations ${i18n.language}/${lost.join(',')}`);
  return i18n;
}

export function currentLocale(): Locale {
  return normalizeLocale(instance?.language ?? getPageConfig().locale);
}

export function resetI18nForTests(): void {
  instance = null;
  initialising = null;
}
