import { LOCALES } from '../src/core/i18n/locales';
import type { FormMode } from '../src/features/auction-form/model/steps';
import {
  likelyFirstStep,
  paintsFirstScreen,
  startAsksTheApi,
} from '../src/features/auction-form/rules/first-step';

/**
 * Preload hints for an entry's first screen. The build lists, per entry, the
 * files of the lazy chunks its first screen loads at once (entrypoints.json,
 * key `preload`); a page prints them as `<link rel="preload">` next to the
 * entry's script tags, so the browser fetches them while the entry script
 * is still on its way (docs/symfony-integration.md has the Twig snippet).
 */
export interface PreloadHint {
  href: string;
  as: 'script' | 'style';
  /** The lazy chunk the file belongs to (a page may leave out what it does not need, e.g. `routes`). */
  chunk: string;
  /** `anonymous` when the build is served from another origin (a CDN): print it as `crossorigin`. */
  crossorigin?: 'anonymous';
  /** A file of one locale only (the cookie bar's texts): print it on that locale's pages. */
  locale?: string;
}

/**
 * The hints of one entry: every JS and CSS file of the named chunk groups,
 * once, in the given order, leaving out files the entry's tags already load.
 */
export function collectPreloads(
  initialFiles: readonly string[],
  groups: ReadonlyArray<{ chunk: string; files: readonly string[]; locale?: string }>,
): PreloadHint[] {
  const seen = new Set(initialFiles);
  const hints: PreloadHint[] = [];
  for (const { chunk, files, locale } of groups) {
    for (const href of files) {
      if (seen.has(href)) continue;
      const as = href.endsWith('.js') ? 'script' : href.endsWith('.css') ? 'style' : null;
      if (!as) continue;
      seen.add(href);
      hints.push({ href, as, chunk, ...(locale ? { locale } : {}) });
    }
  }
  return hints;
}

const escapeAttribute = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The auction form's first step, whose chunk (with its CSS) the `auction-form` hints include. */
export const FORM_CATEGORY_STEP_CHUNK = 'form-step-category';

/** The painter of the form's first screen (ui/first-screen/), which the `auction-form` hints include. */
export const FORM_FIRST_SCREEN_CHUNK = 'auction-form-first-screen';

/** The chunks of the router and of the shipped route dump, which the `auction-form` hints include. */
export const ROUTER_CHUNKS = ['router', 'routes'] as const;

/**
 * The hints a form page leaves out, by the form's own rules (rules/first-step.ts): the category
 * step's chunk and CSS unless the form opens on the category step (add mode without a
 * `data-initial-step` other than `category`), and the router with the shipped dump unless the
 * start asks the API (categories not handed over, an auction id, edit mode, no `data-base-url`,
 * another first step): the form then loads them after its first screen; and the first screen's
 * painter unless the form paints that screen before React (a new request on the category step,
 * no auction id).
 */
export function formHintsToLeaveOut(form: {
  mode?: string;
  initialStep?: string;
  auctionId?: number;
  baseUrl?: string;
  categoriesHandedOver?: boolean;
}): string[] {
  const facts = {
    ...form,
    mode: (form.mode ?? 'addNew') as FormMode,
    categoriesHandedOver: form.categoriesHandedOver ?? false,
  };
  return [
    ...(likelyFirstStep(facts) === 'categorySelection' ? [] : [FORM_CATEGORY_STEP_CHUNK]),
    ...(startAsksTheApi(facts) ? [] : ROUTER_CHUNKS),
    ...(paintsFirstScreen(facts) ? [] : [FORM_FIRST_SCREEN_CHUNK]),
  ];
}

/** The cookie bar's painter with its stylesheets, which the `cookie-bar` hints include. */
export const COOKIE_BAR_FIRST_SCREEN_CHUNK = 'cookie-bar-first-screen';

/** The cookie bar's first screen in one locale (`cookie-bar-text-pl`), one hint per locale. */
export const cookieBarTextChunk = (locale: string): string => `cookie-bar-text-${locale}`;

/**
 * The cookie bar's first screen in each locale, a chunk webpack leaves unnamed (a name would grow
 * the runtime every page loads): found by the module it holds, the locale's texts turned into markup
 * (features/cookie-consent/first-screen.ts).
 */
export const COOKIE_BAR_TEXT_MODULE =
  /[\\/]locales[\\/]([a-z]{2})[\\/]cookie-consent\.json\?first-screen$/;

/** What the page knows of a visit when it prints the cookie bar's hints. */
export interface CookieBarVisit {
  /** The request carries the bar's consent cookie. */
  choiceStored: boolean;
  /** The bar's node sets its own `data-cookie-name`. */
  ownCookieName?: boolean;
  /** The locale the bar paints in. */
  locale: string;
}

/**
 * The hints a page with the cookie bar leaves out: every one when the visitor's choice is stored
 * (the request carries the bar's consent cookie: the bar shows nothing) or the node names its own
 * cookie (`data-cookie-name`: its schema decides, and the bar is not painted before React,
 * features/cookie-consent/lean-widget.ts); else the texts of the other locales. A page cached for
 * every visitor leaves them all out.
 */
export function cookieBarHintsToLeaveOut(visit: CookieBarVisit): string[] {
  const texts = LOCALES.map(cookieBarTextChunk);
  if (visit.choiceStored || visit.ownCookieName) return [COOKIE_BAR_FIRST_SCREEN_CHUNK, ...texts];
  return texts.filter((chunk) => chunk !== cookieBarTextChunk(visit.locale));
}

/**
 * The `<link>` tags for the hints of the page's entries, each file once, printed after the
 * entry's script tags and at low priority (a preloaded script is otherwise fetched before the
 * deferred entry scripts that will ask for it, and the entry starts later). The
 * chunk loader fetches same-origin chunks without CORS, so only a file on
 * another origin (a CDN) gets `crossorigin`, as the loader's own request does.
 * `leaveOut` names chunks this page does not open with (formHintsToLeaveOut, the `routes` chunk
 * on a page that prints its own route dump).
 */
export function preloadLinks(
  preload: Readonly<Record<string, readonly PreloadHint[]>>,
  entries: readonly string[],
  nonce?: string,
  leaveOut: readonly string[] = [],
): string {
  const seen = new Set<string>();
  const links: string[] = [];
  for (const entry of entries) {
    for (const hint of preload[entry] ?? []) {
      if (seen.has(hint.href) || leaveOut.includes(hint.chunk)) continue;
      seen.add(hint.href);
      const crossOrigin =
        hint.crossorigin || /^(https?:)?\/\//.test(hint.href) ? ' crossorigin="anonymous"' : '';
      const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
      links.push(
        `<link rel="preload" href="${escapeAttribute(hint.href)}" as="${hint.as}" fetchpriority="low"${crossOrigin}${nonceAttribute}>`,
      );
    }
  }
  return links.join('\n');
}
