import { getPageConfig } from '../../core/config/page-config';
import { normalizeLocale } from '../../core/i18n/locales';
import { startFactsOf, type AuctionFormConfig } from './config';
import { paintsFirstScreen } from './rules/first-step';
import type { PaintedCategoryScreen } from './ui/first-screen/paint-category-screen';

interface Painting {
  /** React has taken the node: a paint still on its way is dropped. */
  taken: boolean;
  painted: PaintedCategoryScreen | null;
}

const paintings = new WeakMap<Element, Painting>();

/**
 * Paints the form's category step before React, as soon as the small painter has arrived with its
 * texts (ui/first-screen/paint-category-screen.ts), while the app chunk is still on its way: a new
 * request whose page hands the categories over (`data-categories`). Anything else, or a failure,
 * paints nothing, and React renders as without it. Settles once painted (or not).
 */
export function paintFirstScreen(element: HTMLElement, config: AuctionFormConfig): Promise<void> {
  if (!paintsFirstScreen(startFactsOf(config))) return Promise.resolve();
  const painting: Painting = { taken: false, painted: null };
  paintings.set(element, painting);
  const locale = normalizeLocale(getPageConfig().locale);
  return import(
    /* webpackChunkName: "auction-form-first-screen" */ './ui/first-screen/paint-category-screen'
  )
    .then((painter) => {
      if (painting.taken) return;
      painting.painted = painter.paintCategoryScreen(element, config, locale);
    })
    .catch(() => undefined);
}

/**
 * What was painted on this node, for React to adopt (null: nothing); a paint not yet done never
 * comes after this.
 */
export function takeFirstScreen(element: Element): PaintedCategoryScreen | null {
  const painting = paintings.get(element);
  paintings.delete(element);
  if (!painting) return null;
  painting.taken = true;
  return painting.painted;
}

/** The form will not come (its mount failed): the painted screen goes with it. */
export function discardFirstScreen(element: Element): void {
  takeFirstScreen(element)?.discard();
}
