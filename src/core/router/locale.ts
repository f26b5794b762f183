import type { RouteDefinition } from './manifest';

/** Symfony spells locales with `_`; a page may say `pt-PT`. */
export const normaliseLocale = (locale: string): string => locale.replace(/-/g, '_');

/** `pl_PL` → [`pl_PL`, `pl`], as UrlGenerator shortens a locale at each `_`. */
export function localeChain(locale: string): string[] {
  const chain = [locale];
  for (let i = locale.lastIndexOf('_'); i > 0; i = locale.lastIndexOf('_', i - 1))
    chain.push(locale.slice(0, i));
  return chain;
}

/**
 * Names tried for a route, most specific first: JMS i18n (`pl__RG__name`), the dump prefix,
 * Symfony `name.pl_PL` then `name.pl`, and for a page that gives only its language the variant
 * of a region (`name.pt_PT`, `pt_PT__RG__name`) before the default route.
 */
export function candidateNames(
  name: string,
  locale: string,
  prefix: string,
  routes: Record<string, RouteDefinition>,
): string[] {
  const chain = locale ? localeChain(locale) : [];
  const regional = (make: (l: string) => string): string[] => {
    if (chain.length !== 1) return [];
    const sample = make('\u0000');
    const [before, after] = sample.split('\u0000') as [string, string];
    const start = make(`${locale}_`).slice(0, before.length + locale.length + 1);
    return Object.keys(routes)
      .filter(
        (key) =>
          key.startsWith(start) && key.endsWith(after) && key.length > start.length + after.length,
      )
      .slice(0, 1);
  };
  return [
    ...chain.map((l) => `${l}__RG__${name}`),
    ...(prefix ? [`${prefix}${name}`] : []),
    ...chain.map((l) => `${name}.${l}`),
    ...(prefix ? chain.map((l) => `${prefix}${name}.${l}`) : []),
    ...regional((l) => `${name}.${l}`),
    ...regional((l) => `${l}__RG__${name}`),
    name,
  ];
}
