import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPageConfigForTests } from '@/core/config/page-config';
import { resetI18nForTests } from '@/core/i18n/i18n';
import { LOCALES } from '@/core/i18n/locales';
import { registerWidget } from '@/core/mount/mount-kit';
import {
  setFirstScreenChunksForTests,
  type FirstScreenChunk,
} from '@/features/cookie-consent/first-screen';
import { leanWidget } from '@/features/cookie-consent/lean-widget';
import { renderFirstScreen } from '@/features/cookie-consent/ui/first-screen-markup';
import { staticTreeOf } from '../../../tools/static-tree';
import { resetMounting } from '../../core/mount/reset-mounting';
import { clearAllCookies, cookieValue } from './helpers';

/** What the build's `?first-screen` chunk of a locale holds: the bar's markup as a tree. */
async function builtChunk(locale: string): Promise<FirstScreenChunk> {
  const texts = (
    (await import(`../../../locales/${locale}/cookie-consent.json`)) as {
      default: Record<string, unknown>;
    }
  ).default;
  return { default: staticTreeOf(renderFirstScreen(locale, texts)) };
}

let errors: ReturnType<typeof vi.spyOn>;
let reactArrives: Promise<void> = Promise.resolve();

// The bar's React chunk waits for the test, as it would wait for a slow network.
vi.mock('@/features/cookie-consent/ui/mount-ui', async (original) => {
  const { mountUi } = await original<typeof import('@/features/cookie-consent/ui/mount-ui')>();
  return {
    mountUi: async (...args: Parameters<typeof mountUi>) => {
      await reactArrives;
      return mountUi(...args);
    },
  };
});
let chunkRequests: string[];

function page(
  locale: string,
  node = '<div data-tw-widget="cookie-bar" data-policy-url="/privacy"></div>',
) {
  document.head.innerHTML = `<meta name="transport-widgets" data-locale="${locale}">`;
  document.body.innerHTML = `<main><a href="#" data-cookie-settings>Cookie settings</a></main>${node}`;
  return document.querySelector<HTMLElement>('[data-tw-widget="cookie-bar"]') as HTMLElement;
}

const state = (element: HTMLElement) => element.getAttribute('data-tw-state');

/**
 * Registers the entry's widget; resolves once the bar is painted from the build. React's chunk is
 * held back meanwhile (as a slow network would), so what is painted is the build's markup.
 */
async function startBar(element: HTMLElement): Promise<() => Promise<void>> {
  let releaseReact: () => void = () => undefined;
  reactArrives = new Promise<void>((resolve) => (releaseReact = resolve));
  const mounted = registerWidget(leanWidget);
  await vi.waitFor(() => expect(element.querySelector('button')).not.toBeNull());
  expect(state(element)).toBe('mounting');
  return async () => {
    releaseReact();
    await mounted;
  };
}

beforeEach(() => {
  // React runs as in a page: the bar's mount waits for React's own commit, which act() would hold.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  reactArrives = Promise.resolve();
  resetPageConfigForTests();
  resetI18nForTests();
  clearAllCookies();
  chunkRequests = [];
  setFirstScreenChunksForTests((locale) => {
    chunkRequests.push(locale);
    return builtChunk(locale);
  });
  // React in development mode says every hydration mismatch on the console.
  errors = vi.spyOn(console, 'error');
});

afterEach(async () => {
  resetMounting();
  // The bar's React root unmounts once its UI promise settles: a task later.
  await new Promise((resolve) => setTimeout(resolve, 0));
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  setFirstScreenChunksForTests(null);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  errors.mockRestore();
});

describe('the cookie bar on a first visit: painted from the build, hydrated by React', () => {
  it.each(LOCALES)(
    '%s: paints the build markup first, then React adopts those very nodes without a mismatch',
    async (locale) => {
      const element = page(locale);
      const hydrate = await startBar(element);
      expect(chunkRequests).toEqual([locale]);
      const painted = screen.getAllByRole('button');
      expect(painted).toHaveLength(3);
      expect(element.querySelector('a')).toHaveAttribute('href', '/privacy');
      await hydrate();
      expect(state(element)).toBe('mounted');
      const hydrated = screen.getAllByRole('button');
      // The same DOM nodes: hydrated, not rendered anew.
      hydrated.forEach((button, index) => expect(button).toBe(painted[index]));
      expect(element.querySelector('a')).toHaveAttribute('href', '/privacy');
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it('without a policy link (none, or an unsafe one) the painted bar has none and still hydrates cleanly', async () => {
    for (const node of [
      '<div data-tw-widget="cookie-bar"></div>',
      '<div data-tw-widget="cookie-bar" data-policy-url="javascript:alert(1)"></div>',
    ]) {
      resetPageConfigForTests();
      const element = page('de', node);
      const hydrate = await startBar(element);
      expect(element.querySelector('a')).toBeNull();
      const painted = screen.getAllByRole('button')[0];
      await hydrate();
      expect(screen.getAllByRole('button')[0]).toBe(painted);
      expect(element.querySelector('a')).toBeNull();
      resetMounting();
    }
    // The unsafe link is named once, by the schema (the only console line).
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/invalid data-policy-url/);
  });

  it('the painted bar keeps its room at the page bottom from its paint, and React keeps it on', async () => {
    // The form and the page's end make room for the bar by its height (core/ui/bottom-inset.ts). Kept
    // only from React's commit, the room came a moment after the bar: what it covered moved then.
    const element = page('en');
    const bars = () => document.documentElement.getAttribute('data-tw-bottom-bars') ?? '';
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      height: 150,
      width: 375,
      top: 0,
      left: 0,
      bottom: 150,
      right: 375,
    } as DOMRect);
    try {
      const hydrate = await startBar(element);
      expect(document.documentElement.style.getPropertyValue('--tw-bottom-inset')).toBe('150px');
      await hydrate();
      // React's bar holds the room now, under the bar's own name; the painted one's is gone.
      expect(bars()).toBe('cookie-bar:150');
      expect(document.documentElement.style.getPropertyValue('--tw-bottom-inset')).toBe('150px');
      await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
      await waitFor(() => expect(bars()).toBe(''));
    } finally {
      rect.mockRestore();
    }
  });

  it('a click before React arrives is held and given to React once it listens', async () => {
    const element = page('en');
    const hydrate = await startBar(element);
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    // Nothing decided yet: the bar is static, the click waits.
    expect(cookieValue('cookie_consent')).toBeUndefined();
    await hydrate();
    await waitFor(() => expect(cookieValue('cookie_consent')).toBe('7'));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(errors).not.toHaveBeenCalled();
  });

  it('a page whose texts are not the painted ones (another locale) gets React rendering anew, and the held click still counts', async () => {
    const element = page('pl');
    // The page says Polish, but the i18n instance was made for German before this bar mounted.
    const { getI18n } = await import('@/core/i18n/i18n');
    await getI18n(['cookie-consent'], 'de');
    const hydrate = await startBar(element);
    const painted = screen.getAllByRole('button');
    await userEvent.click(painted[1] as HTMLElement);
    await hydrate();
    await waitFor(() => expect(cookieValue('cookie_consent')).toBe('1'));
    expect(errors).not.toHaveBeenCalled();
  });

  it('a returning visitor, or a node naming its own cookie, paints nothing from the build', async () => {
    document.cookie = 'cookie_consent=7; path=/';
    let element = page('en');
    await registerWidget(leanWidget);
    expect(element.childElementCount).toBe(0);
    resetMounting();
    clearAllCookies();
    element = page('en', '<div data-tw-widget="cookie-bar" data-cookie-name="consent_v2"></div>');
    await registerWidget(leanWidget);
    expect(chunkRequests).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Accept all' })).toBeVisible();
  });
});
