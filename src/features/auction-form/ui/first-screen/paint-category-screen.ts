import { getStorage } from '@/core/storage/safe-storage';
import { holdClicks } from '@/core/ui/static-markup';
import theme from '@/core/ui/theme.module.css';
import type { AuctionFormConfig } from '../../config';
import { gridCategories, gridHints } from '../../rules/category-choice';
import { categoryImageBySlug } from '../../rules/category-image';
import { headlineKeys } from '../../rules/headline';
import { draftKey, draftStorageKey } from '../../state/draft/draft-keys';
import {
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREEN_PAINTED_ATTRIBUTE,
} from '../shell/first-screen-attribute';
import shell from '../shell/form-shell.module.css';
import headline from '../shell/headline.module.css';
import styles from '../steps/category/category-step.module.css';
import { hintText } from '../steps/category/hint-text';
import { FIRST_SCREEN_TEXTS } from './first-screen-texts';

/** The painted screen, for React to hydrate (or, in another locale, to replace). */
export interface PaintedCategoryScreen {
  locale: string;
  /** Once React has committed: gives the held tap back to the same tile, and a lost focus to its tile. */
  release(): void;
  /** The form will not come: the painted screen goes, nothing is given back. */
  discard(): void;
}

type Texts = (typeof FIRST_SCREEN_TEXTS)[keyof typeof FIRST_SCREEN_TEXTS];

/** The category grid of the form's first screen, painted or React's. */
const GRID = '[data-form-step="categorySelection"] ul';

/** The first screen's texts in `locale`; none in a locale the build has no texts for. */
const textsOf = (locale: string): Texts | null =>
  Object.hasOwn(FIRST_SCREEN_TEXTS, locale)
    ? FIRST_SCREEN_TEXTS[locale as keyof typeof FIRST_SCREEN_TEXTS]
    : null;

/** `{{name}}` values, as i18next fills them here (no escaping: the DOM gets text). */
const interpolate = (text: string, values: Record<string, string> = {}): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

function element(
  tag: string,
  attributes: Record<string, string | undefined>,
  ...children: Array<Node | string>
): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * The category step as React's server renderer writes the form's first render (FormShell,
 * Headline, StepScreens and CategoryStep: a new request, nothing chosen, the tiles' icons not yet
 * loaded), built with DOM calls from the categories the page handed over and the locale's texts,
 * so that `hydrateRoot` adopts it; null in a locale the build has no texts for, in another mode, or
 * when a tile needs the generic icon (React then renders as without it).
 * paint-category-screen.test.tsx holds it equal to `renderToString` of the form in every locale.
 */
export function categoryScreen(config: AuctionFormConfig, locale: string): HTMLElement | null {
  const texts = textsOf(locale);
  const categories = config.categories ?? [];
  const grid = gridCategories(categories, config);
  const images = grid.map(categoryImageBySlug);
  if (!texts || config.mode !== 'addNew' || images.includes(null)) return null;
  const hints = gridHints(categories, grid);
  // The grid's hints ask for these two texts only (hint-text.ts).
  const t = (key: string, values?: Record<string, string>): string =>
    interpolate(key === 'category.shortcutHint' ? texts.shortcutHint : texts.mainHint, values);
  const tiles = grid.map((category, index) => {
    const hint = config.categoryHints[String(category.id)] ?? hintText(hints.get(category.id), t);
    const text = element(
      'span',
      { class: styles.text },
      element('span', { class: styles.name }, category.name),
      ...(hint ? [element('span', { class: styles.hint }, hint)] : []),
    );
    const button = element(
      'button',
      { type: 'button', class: styles.tile, 'data-category-id': String(category.id) },
      element(
        'span',
        { class: styles.image },
        element('span', { 'data-category-image': images[index] ?? '' }),
      ),
      text,
    );
    return element('li', { class: styles.cell }, button);
  });
  const [key = ''] = headlineKeys('categorySelection', config.mode);
  return element(
    'div',
    {
      class: shell.shell,
      lang: locale,
      'data-form-step': 'categorySelection',
      'aria-busy': 'false',
    },
    element(
      'h1',
      { tabindex: '-1', class: headline.headline, 'data-headline-key': key },
      texts.headline,
    ),
    element(
      'div',
      { class: shell.screen },
      // React's markers of the screen's Activity and Suspense boundaries, which hydration reads.
      document.createComment('&'),
      document.createComment('$'),
      element(
        'section',
        { class: styles.step },
        element('ul', { class: styles.grid, 'aria-label': texts.listLabel }, ...tiles),
      ),
      document.createComment('/$'),
      document.createComment('/&'),
    ),
  );
}

/** Until React's commit, a tile that takes the focus is remembered, to be focused again after it. */
function keepFocus(root: HTMLElement): () => void {
  let focused = -1;
  const onFocus = (event: FocusEvent): void => {
    const buttons = [...root.querySelectorAll('button')];
    focused = event.target instanceof HTMLButtonElement ? buttons.indexOf(event.target) : -1;
  };
  root.addEventListener('focusin', onFocus);
  return () => {
    root.removeEventListener('focusin', onFocus);
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && focused >= 0) root.querySelectorAll('button')[focused]?.focus();
  };
}

/** Runs `then` once the form has marked its first screen shown on `node` (first-screen-attribute.ts). */
function whenScreenShown(node: HTMLElement, then: () => void): void {
  if (node.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) return then();
  const observer = new MutationObserver(() => {
    if (!node.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) return;
    observer.disconnect();
    then();
  });
  observer.observe(node, { attributes: true, attributeFilter: [FIRST_SCREEN_ATTRIBUTE] });
}

/**
 * While the categories the entry asked for are on their way, the node's status says what its
 * spinner (the entry stylesheet's, decorative) shows, as the form's loader will: a visually hidden
 * `role="status"`, styled through the CSSOM (a page's CSP may refuse style attributes in markup).
 * Returns its removal; null in a locale without texts or on a node that holds something.
 */
export function paintWaiting(node: HTMLElement, locale: string): (() => void) | null {
  const texts = textsOf(locale);
  if (!texts || node.childElementCount > 0) return null;
  const status = element('p', { role: 'status', lang: locale }, texts.loading);
  Object.assign(status.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  });
  node.append(status);
  return () => status.remove();
}

/**
 * Paints the category step into the form's node before React arrives (a new request, its
 * categories handed over by the page or asked for by the entry, no draft saved to reopen), holding a
 * tap and remembering the focus until React has adopted it. Null when nothing is painted.
 */
export function paintCategoryScreen(
  node: HTMLElement,
  config: AuctionFormConfig,
  locale: string,
): PaintedCategoryScreen | null {
  // A saved draft may reopen another step or a chosen category: React shows what it restores. Only
  // its presence is asked: it may be another account's, which the form's own read deletes.
  if (getStorage().hasItem(draftStorageKey(draftKey(config.mode, config.auctionId)))) return null;
  const screen = categoryScreen(config, locale);
  if (!screen || node.childElementCount > 0) return null;
  node.classList.add(theme.root as string);
  node.setAttribute(FIRST_SCREEN_PAINTED_ATTRIBUTE, '');
  node.append(screen);
  const clicks = holdClicks(node);
  const focus = keepFocus(node);
  return {
    locale,
    release() {
      node.removeAttribute(FIRST_SCREEN_PAINTED_ATTRIBUTE);
      focus();
      // Hydrated, the screen's Suspense boundary is adopted after the root, at a low priority: the
      // held tap waits for it, as a tap on it then would not reach React in every engine.
      // What shows then may be the start's failure instead: a tap on a tile is no tap on its button.
      whenScreenShown(node, () => clicks(node.querySelector(GRID) !== null));
    },
    discard() {
      screen.remove();
      node.classList.remove(theme.root as string);
      node.removeAttribute(FIRST_SCREEN_PAINTED_ATTRIBUTE);
      focus();
      clicks(false);
    },
  };
}
