import { getPageConfig } from '../../core/config/page-config';
import { normalizeLocale } from '../../core/i18n/locales';
import { startFactsOf, type AuctionFormConfig } from './config';
import type { Category } from './model/category';
import { asksCategoriesEarly, paintsFirstScreen } from './rules/first-step';
import type { PaintedCategoryScreen } from './ui/first-screen/paint-category-screen';

/** The categories the entry asked for (asksCategoriesEarly), in the locale it asked them in. */
export interface AskedCategories {
  locale: string;
  answer: Promise<Category[]>;
  /** Whether the answer (or its failure) is here. */
  settled: boolean;
}

interface Painting {
  /** React has taken the node: a paint still on its way is dropped. */
  taken: boolean;
  painted: PaintedCategoryScreen | null;
  asked: AskedCategories | null;
}

const paintings = new WeakMap<Element, Painting>();

const ignore = (): undefined => undefined;

/**
 * Paints the form's category step before React, as soon as the small painter has arrived with its
 * texts (ui/first-screen/paint-category-screen.ts), while the app chunk is still on its way: a new
 * request on the category step. Its categories are the page's (`data-categories`), or else asked for
 * here at once, beside the app's download, and the paint waits for their answer. Anything else, or a
 * failure, paints nothing, and React renders as without it. Settles once painted (or not): the app's
 * evaluation, one long task, comes after the paint, not between the answer and the paint.
 */
export function paintFirstScreen(element: HTMLElement, config: AuctionFormConfig): Promise<void> {
  const facts = startFactsOf(config);
  if (!paintsFirstScreen(facts)) return Promise.resolve();
  const locale = normalizeLocale(getPageConfig().locale);
  const painting: Painting = { taken: false, painted: null, asked: null };
  paintings.set(element, painting);
  if (asksCategoriesEarly(facts)) {
    const answer = import(
      /* webpackChunkName: "auction-form-categories" */ './api/categories-request'
    ).then(({ askCategories }) => askCategories(locale));
    const asked: AskedCategories = { locale, answer, settled: false };
    // The start takes the failure as its own (state/store/start-form.ts); the paint does not.
    const settle = () => {
      asked.settled = true;
    };
    answer.then(settle, settle);
    painting.asked = asked;
  }
  const painter = import(
    /* webpackChunkName: "auction-form-first-screen" */ './ui/first-screen/paint-category-screen'
  );
  const paint = (categories: Category[] | undefined) =>
    painter.then((module) => {
      if (painting.taken) return;
      painting.painted = module.paintCategoryScreen(element, { ...config, categories }, locale);
    });
  const { asked } = painting;
  if (!asked) return paint(config.categories).catch(ignore);
  // The node's status while the answer is awaited: the app, whose loader says so, comes after it.
  let waiting: (() => void) | null = null;
  painter
    .then((module) => {
      if (!painting.taken && !asked.settled) waiting = module.paintWaiting(element, locale);
    })
    .catch(ignore);
  const stopWaiting = () => waiting?.();
  return asked.answer.finally(stopWaiting).then(paint).catch(ignore);
}

/**
 * The categories the entry asked for on this node's behalf (null: none), handed once to the store's
 * start-up, which takes their answer or failure as its own.
 */
export function takeAskedCategories(element: Element): AskedCategories | null {
  const painting = paintings.get(element);
  if (!painting) return null;
  const { asked } = painting;
  painting.asked = null;
  return asked;
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
