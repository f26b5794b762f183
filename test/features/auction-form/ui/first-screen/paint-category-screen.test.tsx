import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPageConfig, resetPageConfigForTests } from '@/core/config/page-config';
import { getI18n, resetI18nForTests } from '@/core/i18n/i18n';
import { identifierPrefix, widgetTree } from '@/core/ui/widget-tree';
import { auctionFormConfigSchema, type AuctionFormConfig } from '@/features/auction-form/config';
import { paintFirstScreen } from '@/features/auction-form/first-screen';
import { FAILURE_NAMESPACE, FORM_NAMESPACE } from '@/features/auction-form/model/namespaces';
import { draftKey, draftStorageKey } from '@/features/auction-form/state/draft/draft-keys';
import { createEnvironment } from '@/features/auction-form/state/store/create-environment';
import { startForm } from '@/features/auction-form/state/store/start-form';
import { makeStore } from '@/features/auction-form/state/store/store';
import { categoryScreen } from '@/features/auction-form/ui/first-screen/paint-category-screen';
import { FormApp } from '@/features/auction-form/ui/form-app';
import { mountUi } from '@/features/auction-form/ui/mount-ui';
import { preloadScreen } from '@/features/auction-form/ui/steps/registry';
import {
  categoriesFor,
  categoryHints,
  DESIGNATED_SUBCATEGORY_IDS,
  LOCALES,
  NEW_FORM_CATEGORY_IDS,
} from '../../../../../fixtures/data/categories';
import { mockServer } from '../../../../../fixtures/node';
import { setScenario } from '../../../../../fixtures/scenario';
import { holdCategoriesAnswer } from '../../held-categories';

/*
 * The category step painted before React (ui/first-screen/paint-category-screen.ts) is adopted by
 * `hydrateRoot`, which takes only the very markup React's server renderer writes for the form's
 * first render: every node, attribute, text and boundary marker. The paint is held equal to
 * `renderToString` of the form in every locale, then hydrated the way the widget mounts.
 */

const configOf = (locale: (typeof LOCALES)[number], extra: Record<string, unknown> = {}) =>
  v.parse(auctionFormConfigSchema, {
    categories: categoriesFor(locale),
    baseUrl: `/form/${locale}/`,
    newFormCategoryIds: NEW_FORM_CATEGORY_IDS,
    designatedSubcategoryIds: DESIGNATED_SUBCATEGORY_IDS,
    categoryHints: categoryHints[locale],
    ...extra,
  });

/** The form's first render as React's server renderer writes it, parsed into nodes. */
async function serverRendered(
  config: AuctionFormConfig,
  locale: (typeof LOCALES)[number],
): Promise<Element> {
  resetI18nForTests();
  const i18n = await getI18n([FORM_NAMESPACE, FAILURE_NAMESPACE], locale);
  await preloadScreen('categorySelection');
  const env = await createEnvironment(config, locale, getPageConfig());
  const { store, persistor, stopTabs } = makeStore({ env });
  await store.dispatch(startForm(persistor));
  const html = renderToString(
    widgetTree(<FormApp store={store} persistor={persistor} env={env} />, {
      widget: 'auction-form',
      i18n,
    }),
    { identifierPrefix: identifierPrefix('auction-form') },
  );
  persistor?.flush();
  persistor?.pause();
  stopTabs();
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.firstElementChild as Element;
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  resetI18nForTests();
});

describe('categoryScreen', () => {
  it.each(LOCALES)('is the markup React renders for the first screen, in %s', async (locale) => {
    const config = configOf(locale);
    const painted = categoryScreen(config, locale);
    const rendered = await serverRendered(config, locale);
    expect(painted?.outerHTML).toBe(rendered.outerHTML);
    expect(painted?.isEqualNode(rendered)).toBe(true);
  });

  it('writes a hostile category name as text, as React does', async () => {
    const categories = categoriesFor('en').map((category) =>
      category.id === 2
        ? { ...category, name: '<img src=x onerror=alert(1)> "Moves" & more' }
        : category,
    );
    const config = configOf('en', { categories, categoryHints: {} });
    const painted = categoryScreen(config, 'en');
    const rendered = await serverRendered(config, 'en');
    expect(painted?.isEqualNode(rendered)).toBe(true);
    expect(painted?.querySelector('img')).toBeNull();
  });

  it('paints nothing in a locale without texts, in edit mode, or for a tile with the generic icon', () => {
    expect(categoryScreen(configOf('en'), 'xx')).toBeNull();
    expect(categoryScreen(configOf('en', { mode: 'edit', auctionId: 7 }), 'en')).toBeNull();
    const odd = categoriesFor('en').map((c) => (c.id === 3 ? { ...c, slug: 'Cars!' } : c));
    expect(categoryScreen(configOf('en', { categories: odd }), 'en')).toBeNull();
    expect(categoryScreen(configOf('en'), 'en')).not.toBeNull();
  });
});

/** The app's mount on the node, as the widget's entry runs it after the paint. */
const adopt = (node: HTMLElement, config: AuctionFormConfig) =>
  mountUi(node, config, { widget: 'auction-form', page: getPageConfig() });

/** The form's node on the page. */
function formNode(): HTMLElement {
  const node = document.createElement('div');
  node.setAttribute('data-tw-widget', 'auction-form');
  document.body.append(node);
  return node;
}

describe('the painted first screen', () => {
  /** The widget's mount as the entry runs it: the paint, then the app adopting it. */
  async function mountPainted(config: AuctionFormConfig) {
    const node = formNode();
    await paintFirstScreen(node, config);
    return node;
  }

  it('is hydrated: its nodes become React’s, with no mismatch and the held tap given back', async () => {
    const errors = vi.spyOn(console, 'error');
    const node = await mountPainted(configOf('en'));
    const tile = node.querySelector<HTMLButtonElement>('button[data-category-id="2"]');
    expect(tile?.textContent).toContain('Household removals');
    // A tap before React listens: held, then given to the same tile.
    fireEvent.click(tile as HTMLButtonElement);
    const unmount = await adopt(node, configOf('en'));
    try {
      expect(node.querySelector('button[data-category-id="1"]')).toBe(
        node.querySelector('li button'),
      );
      // Household removals holds several kinds: the tap opened them.
      expect(
        await screen.findByRole('heading', { name: /Household removals/ }),
      ).toBeInTheDocument();
      const hydration = errors.mock.calls.filter((call) =>
        /hydrat/i.test(call.map(String).join(' ')),
      );
      expect(hydration).toEqual([]);
    } finally {
      unmount();
      errors.mockRestore();
    }
  });

  it('keeps the tiles it painted: React adopts the very nodes', async () => {
    document.head.innerHTML = '<meta name="transport-widgets" data-locale="pl">';
    resetPageConfigForTests();
    const node = await mountPainted(configOf('pl'));
    const tiles = [...node.querySelectorAll('li button')];
    expect(tiles.length).toBeGreaterThan(3);
    resetI18nForTests();
    await getI18n([FORM_NAMESPACE, FAILURE_NAMESPACE], 'pl');
    const unmount = await adopt(node, configOf('pl'));
    try {
      await waitFor(() => expect(node.querySelector('[data-category-image] svg')).not.toBeNull());
      const adopted = [...node.querySelectorAll('li button')];
      expect(adopted).toHaveLength(tiles.length);
      adopted.forEach((tile, index) => expect(tile).toBe(tiles[index]));
    } finally {
      unmount();
      document.head.innerHTML = '';
      resetPageConfigForTests();
    }
  });

  it('keeps the focus on the tile the keyboard reached, adopted or rendered anew', async () => {
    // Adopted: the same node keeps it.
    const node = await mountPainted(configOf('en'));
    const tile = node.querySelector<HTMLButtonElement>('button[data-category-id="3"]');
    tile?.focus();
    const unmount = await adopt(node, configOf('en'));
    expect(document.activeElement).toBe(tile);
    unmount();
    document.body.innerHTML = '';
    // Painted in the page's locale, rendered in another: React's own tile at the same place gets it.
    const other = await mountPainted(configOf('en'));
    other.querySelector<HTMLButtonElement>('button[data-category-id="3"]')?.focus();
    resetI18nForTests();
    await getI18n([FORM_NAMESPACE, FAILURE_NAMESPACE], 'de');
    const unmountOther = await adopt(other, configOf('de'));
    try {
      await waitFor(() => expect(other.querySelector('[lang="de"]')).not.toBeNull());
      const focused = document.activeElement;
      expect(focused?.getAttribute('data-category-id')).toBe('3');
      expect(focused?.closest('[lang]')?.getAttribute('lang')).toBe('de');
    } finally {
      unmountOther();
    }
  });

  it('is not painted over a saved draft, which may reopen another step', async () => {
    localStorage.setItem(draftStorageKey(draftKey('addNew')), '{}');
    const node = await mountPainted(configOf('en'));
    expect(node.childElementCount).toBe(0);
  });
});

describe('the first screen of a page that does not hand the categories over', () => {
  const CATEGORIES_PATH = /\/api\/[^?]*categor/;

  /** The categories' requests made from here on. */
  function countCategoryRequests() {
    const urls: string[] = [];
    const track = ({ request }: { request: Request }) => {
      if (CATEGORIES_PATH.test(new URL(request.url).pathname)) urls.push(request.url);
    };
    mockServer.events.on('request:start', track);
    return { urls, stop: () => mockServer.events.removeListener('request:start', track) };
  }

  const askingConfig = () => configOf('en', { categories: undefined, categoryHints: {} });

  async function mountAsking() {
    const node = formNode();
    await paintFirstScreen(node, askingConfig());
    return node;
  }

  it('is painted from the answer the entry asked for, then hydrated; the start asks nothing more', async () => {
    const requests = countCategoryRequests();
    const errors = vi.spyOn(console, 'error');
    const node = await mountAsking();
    try {
      // The painter paints once the answer is here, before the app is imported.
      const tile = await vi.waitFor(() => {
        const found = node.querySelector<HTMLButtonElement>('button[data-category-id="2"]');
        if (!found) throw new Error('not painted yet');
        return found;
      });
      expect(node.hasAttribute('data-tw-first-screen-painted')).toBe(true);
      const unmount = await adopt(node, askingConfig());
      try {
        expect(node.querySelector('button[data-category-id="2"]')).toBe(tile);
        expect(requests.urls).toHaveLength(1);
        const hydration = errors.mock.calls.filter((call) =>
          /hydrat/i.test(call.map(String).join(' ')),
        );
        expect(hydration).toEqual([]);
      } finally {
        unmount();
      }
    } finally {
      requests.stop();
      errors.mockRestore();
    }
  });

  it('says it is loading while the answer is on its way, as the form’s loader would', async () => {
    const answer = holdCategoriesAnswer();
    const node = formNode();
    const painting = paintFirstScreen(node, askingConfig());
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(node.contains(status)).toBe(true);
    answer();
    await painting;
    expect(status.isConnected).toBe(false);
    expect(node.querySelector('button[data-category-id="2"]')).not.toBeNull();
  });

  it('whose answer is still on its way when the app is ready: React shows its loader, then the step from that same request', async () => {
    const answer = holdCategoriesAnswer();
    const requests = countCategoryRequests();
    const errors = vi.spyOn(console, 'error');
    const node = formNode();
    const painting = paintFirstScreen(node, askingConfig());
    const unmount = await adopt(node, askingConfig());
    try {
      await vi.waitFor(() =>
        expect(node.querySelector('[data-form-loader]')).toHaveAttribute('role', 'status'),
      );
      answer();
      await painting;
      expect(await screen.findByRole('button', { name: /Household removals/ })).toBeInTheDocument();
      // Nothing was painted under React: the node was taken before the answer came.
      expect(node.hasAttribute('data-tw-first-screen-painted')).toBe(false);
      expect(node.querySelectorAll('[data-form-step="categorySelection"]')).toHaveLength(1);
      expect(requests.urls).toHaveLength(1);
      const hydration = errors.mock.calls.filter((call) =>
        /hydrat/i.test(call.map(String).join(' ')),
      );
      expect(hydration).toEqual([]);
    } finally {
      unmount();
      requests.stop();
      errors.mockRestore();
    }
  });

  it('an ended session on that request (Symfony’s login page) offers the login, as the start’s own request would', async () => {
    setScenario('login-page', 'route', 'api_get_auction_categories_list');
    const node = await mountAsking();
    const unmount = await adopt(node, askingConfig());
    try {
      expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
      expect(node.querySelector('button[data-category-id]')).toBeNull();
    } finally {
      unmount();
    }
  });

  it('paints nothing when that answer fails; the start shows the failure, and "Try again" asks afresh', async () => {
    setScenario('malformed-json', 'route', 'api_get_auction_categories_list');
    const requests = countCategoryRequests();
    const node = await mountAsking();
    try {
      const unmount = await adopt(node, askingConfig());
      try {
        const retry = await screen.findByRole('button', { name: 'Try again' });
        expect(node.querySelector('button[data-category-id]')).toBeNull();
        expect(requests.urls).toHaveLength(1);
        setScenario('normal');
        fireEvent.click(retry);
        expect(
          await screen.findByRole('button', { name: /Household removals/ }),
        ).toBeInTheDocument();
        expect(requests.urls).toHaveLength(2);
      } finally {
        unmount();
      }
    } finally {
      requests.stop();
    }
  });
});
