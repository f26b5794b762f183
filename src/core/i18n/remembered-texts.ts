import type { i18n as I18n, TFunction } from 'i18next';

/*
 * i18next's `t` resolves the key, interpolates and looks for nesting on every call: about 30 µs
 * on this project's machine, four times that on a throttled phone, and a screen of some fifty
 * labels asks for the same texts on each of its renders. A text asked without options depends only
 * on the language, the namespace and the key while the namespace stays as loaded, so it is kept
 * per resource store, language and namespace, and forgotten when i18next adds resources to them. A screen's plain
 * texts can be remembered ahead, in an idle moment before it shows (`rememberNamespace`).
 */

const slotOf = (language: string, namespace: string) => `${language}\u0000${namespace}`;
const kept = new WeakMap<I18n['store'], Map<string, Map<string, string>>>();

function textsOf(i18n: I18n, language: string, namespace: string): Map<string, string> {
  // By the instance's resource store: react-i18next hands each component a copy of the instance,
  // which shares the store.
  const { store } = i18n;
  let byNamespace = kept.get(store);
  if (!byNamespace) {
    const fresh = new Map<string, Map<string, string>>();
    byNamespace = fresh;
    kept.set(store, fresh);
    // Resources added to a namespace (a reload, a test) may change its texts.
    store.on('added', (lng: string, ns: string) => fresh.delete(slotOf(lng, ns)));
  }
  const slot = slotOf(language, namespace);
  let texts = byNamespace.get(slot);
  if (!texts) {
    texts = new Map();
    byNamespace.set(slot, texts);
  }
  return texts;
}

/** `t` of one language and namespace that asks i18next once per key for a call without options. */
export function rememberingT<T extends TFunction>(
  i18n: I18n,
  t: T,
  language: string,
  namespace: string,
): T {
  const texts = textsOf(i18n, language, namespace);
  const ask = t as unknown as (...args: unknown[]) => unknown;
  return ((key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return ask(key, ...rest);
    let text = texts.get(key);
    if (text === undefined) {
      text = String(ask(key));
      texts.set(key, text);
    }
    return text;
  }) as unknown as T;
}

/** The keys of a loaded namespace whose text needs no options (no placeholder, no plural form). */
function plainKeys(resources: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(resources).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    if (typeof value === 'string')
      return value.includes('{{') || /_(zero|one|two|few|many|other)$/.test(key) ? [] : [path];
    return value && typeof value === 'object'
      ? plainKeys(value as Record<string, unknown>, `${path}.`)
      : [];
  });
}

/** Remembers every plain text of a loaded namespace in the instance's language. */
export function rememberNamespace(i18n: I18n, namespace: string): void {
  const language = i18n.language;
  const resources = i18n.getResourceBundle(language, namespace) as
    Record<string, unknown> | undefined;
  if (!resources) return;
  const t = rememberingT(i18n, i18n.getFixedT(language, namespace), language, namespace);
  for (const key of plainKeys(resources)) t(key);
}
