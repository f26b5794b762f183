import { PAGE_CONFIG_SELECTOR } from '../../core/config/page-meta';
import { normalizeLocale } from '../../core/i18n/locales';
import { rawAttribute } from '../../core/mount/lean-widget';
import { holdForFirstScreen } from '../../core/scheduling/first-screens';
import { isSafeUrl } from '../../core/security/safe-url';
import type { StaticNode } from '../../core/ui/static-markup';

/** What was painted before React: the page's locale and link, and the held clicks. */
export interface PaintedFirstScreen {
  locale: string;
  policyUrl: string | undefined;
  /** Gives the held click back (to the same button) and stops holding. */
  release(): void;
}

/** A locale's first screen, written by the build as a tree (tools/first-screen-loader.ts). */
export type FirstScreenChunk = { default: StaticNode[] };

const painted = new WeakMap<Element, Promise<PaintedFirstScreen | null>>();

const builtChunk = (locale: string): Promise<FirstScreenChunk> =>
  import(
    `../../../locales/${locale}/cookie-consent.json?first-screen`
  ) as Promise<FirstScreenChunk>;
let loadChunk = builtChunk;

/** Tests run without webpack's loader: they hand in chunks rendered on the spot (null: the build's). */
export function setFirstScreenChunksForTests(
  load: ((locale: string) => Promise<FirstScreenChunk>) | null,
): void {
  loadChunk = load ?? builtChunk;
}

/** The page's locale as the page config reads it (meta, then `<html lang>`), before any schema. */
const pageLocale = (): string =>
  normalizeLocale(
    document.querySelector(PAGE_CONFIG_SELECTOR)?.getAttribute('data-locale')?.trim() ||
      document.documentElement.lang,
  );

/**
 * Paints the bar's first screen before React: the build rendered it with the bar's own components
 * for each locale (`?first-screen` turns the locale's texts into that markup and its stylesheets),
 * and one small chunk per locale carries it. The policy link is the node's, checked by the rule
 * its schema applies. React hydrates it later (`ui/mount-ui.tsx`); a failure paints nothing, and
 * React renders as without it.
 */
export function paintFirstScreen(element: HTMLElement): void {
  if (painted.has(element)) return;
  const locale = pageLocale();
  const raw = rawAttribute(element, 'data-policy-url');
  const policyUrl = raw !== undefined && isSafeUrl(raw) ? raw : undefined;
  const painting =
    // The locale's tree and the code and stylesheets that paint it, both at once.
    Promise.all([
      loadChunk(locale),
      import(/* webpackChunkName: "cookie-bar-first-screen" */ './ui/first-screen-paint'),
    ])
      .then(([tree, paint]) => ({
        locale,
        policyUrl,
        release: paint.paintPrerendered(element, tree.default, policyUrl),
      }))
      .catch(() => null);
  painted.set(element, painting);
  holdForFirstScreen(painting);
}

/** The first screen painted on this node, once it is (null: none), for React to take over. */
export function takeFirstScreen(element: Element): Promise<PaintedFirstScreen | null> {
  const pending = painted.get(element) ?? Promise.resolve(null);
  painted.delete(element);
  return pending;
}

/** The bar will not come (its UI failed to load, or the widget unmounts first): the painted one goes too. */
export function discardFirstScreen(element: Element): void {
  const pending = painted.get(element);
  painted.delete(element);
  void pending?.then((screen) => {
    if (!screen) return;
    element.replaceChildren();
    screen.release();
  });
}
