// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/core/i18n/locales';
import type { AuctionFormConfig } from '@/features/auction-form/config';
import type { FormMode } from '@/features/auction-form/model/steps';
import {
  likelyFirstStep,
  paintsFirstScreen,
  startAsksTheApi,
} from '@/features/auction-form/rules/first-step';
import {
  collectPreloads,
  COOKIE_BAR_FIRST_SCREEN_CHUNK,
  COOKIE_BAR_TEXT_MODULE,
  cookieBarHintsToLeaveOut,
  type CookieBarVisit,
  cookieBarTextChunk,
  FORM_CATEGORY_STEP_CHUNK,
  FORM_FIRST_SCREEN_CHUNK,
  formHintsToLeaveOut,
  preloadLinks,
  ROUTER_CHUNKS,
} from '../../tools/preload-hints';

describe('collectPreloads', () => {
  it('lists each JS and CSS file of the chunks once, in order, leaving out the entry’s own files', () => {
    const hints = collectPreloads(
      ['/build/runtime.1.js', '/build/widgets-core.2.js', '/build/auction-form.3.js'],
      [
        { chunk: 'auction-form-app', files: ['/build/vendor-react.4.js', '/build/app.5.js'] },
        {
          chunk: 'form-step-category',
          files: ['/build/vendor-react.4.js', '/build/step.6.js', '/build/step.7.css'],
        },
        {
          chunk: 'router',
          files: ['/build/widgets-core.2.js', '/build/router.8.js', '/build/x.txt'],
        },
      ],
    );
    expect(hints).toEqual([
      { href: '/build/vendor-react.4.js', as: 'script', chunk: 'auction-form-app' },
      { href: '/build/app.5.js', as: 'script', chunk: 'auction-form-app' },
      { href: '/build/step.6.js', as: 'script', chunk: 'form-step-category' },
      { href: '/build/step.7.css', as: 'style', chunk: 'form-step-category' },
      { href: '/build/router.8.js', as: 'script', chunk: 'router' },
    ]);
  });

  it('names the locale of a file of one locale only', () => {
    expect(
      collectPreloads([], [{ chunk: 'cookie-bar-text-pl', files: ['/build/9.js'], locale: 'pl' }]),
    ).toEqual([{ href: '/build/9.js', as: 'script', chunk: 'cookie-bar-text-pl', locale: 'pl' }]);
  });
});

describe('cookieBarHintsToLeaveOut', () => {
  const preload = {
    'cookie-bar': [
      { href: '/build/paint.1.js', as: 'script' as const, chunk: COOKIE_BAR_FIRST_SCREEN_CHUNK },
      { href: '/build/paint.2.css', as: 'style' as const, chunk: COOKIE_BAR_FIRST_SCREEN_CHUNK },
      ...LOCALES.map((locale, i) => ({
        href: `/build/${i}.js`,
        as: 'script' as const,
        chunk: cookieBarTextChunk(locale),
        locale,
      })),
    ],
  };
  const printed = (visit: CookieBarVisit) =>
    [
      ...preloadLinks(preload, ['cookie-bar'], undefined, cookieBarHintsToLeaveOut(visit)).matchAll(
        /href="([^"]+)"/g,
      ),
    ].map((match) => match[1]);

  it.each<[CookieBarVisit, string[]]>([
    [
      { choiceStored: false, locale: 'en' },
      ['/build/paint.1.js', '/build/paint.2.css', '/build/0.js'],
    ],
    [
      { choiceStored: false, locale: 'pl' },
      ['/build/paint.1.js', '/build/paint.2.css', '/build/1.js'],
    ],
    [
      { choiceStored: false, locale: 'sv' },
      ['/build/paint.1.js', '/build/paint.2.css', '/build/9.js'],
    ],
    [{ choiceStored: true, locale: 'en' }, []],
    [{ choiceStored: true, locale: 'pl' }, []],
    [{ choiceStored: false, ownCookieName: true, locale: 'en' }, []],
  ])(
    '%o: the painter and its locale’s texts on a first visit, nothing once a choice is stored or for a node with its own cookie',
    (visit, hrefs) => {
      expect(printed(visit)).toEqual(hrefs);
    },
  );

  it('finds each locale’s texts by the module the build makes of them', () => {
    for (const locale of LOCALES)
      expect(
        COOKIE_BAR_TEXT_MODULE.exec(`/app/locales/${locale}/cookie-consent.json?first-screen`)?.[1],
      ).toBe(locale);
    expect(COOKIE_BAR_TEXT_MODULE.test('/app/locales/en/cookie-consent.json')).toBe(false);
    expect(COOKIE_BAR_TEXT_MODULE.test('/app/locales/en/auction-form.json?first-screen')).toBe(
      false,
    );
  });
});

describe('preloadLinks', () => {
  const preload = {
    'auction-form': [
      { href: '/build/app.5.js', as: 'script' as const, chunk: 'auction-form-app' },
      { href: '/build/step.7.css', as: 'style' as const, chunk: 'form-step-category' },
    ],
    'cookie-bar': [
      { href: '/build/app.5.js', as: 'script' as const, chunk: 'shared' },
      { href: 'https://cdn.example/build/ui.9.js', as: 'script' as const, chunk: 'cookie-bar-ui' },
    ],
  };

  it('prints one preload link per file of the page’s entries, with the nonce', () => {
    expect(preloadLinks(preload, ['auction-form', 'cookie-bar'], 'abc').split('\n')).toEqual([
      '<link rel="preload" href="/build/app.5.js" as="script" fetchpriority="low" nonce="abc">',
      '<link rel="preload" href="/build/step.7.css" as="style" fetchpriority="low" nonce="abc">',
      '<link rel="preload" href="https://cdn.example/build/ui.9.js" as="script" fetchpriority="low" crossorigin="anonymous" nonce="abc">',
    ]);
  });

  it('prints nothing for entries without hints, and escapes attribute values', () => {
    expect(preloadLinks(preload, ['login-helper'])).toBe('');
    expect(
      preloadLinks({ e: [{ href: '/build/a".js', as: 'script', chunk: 'c' }] }, ['e'], 'n"x'),
    ).toBe(
      '<link rel="preload" href="/build/a&#34;.js" as="script" fetchpriority="low" nonce="n&#34;x">',
    );
  });
});

describe('hints per form mode', () => {
  const preload = {
    'auction-form': [
      { href: '/build/app.5.js', as: 'script' as const, chunk: 'auction-form-app' },
      { href: '/build/step.6.js', as: 'script' as const, chunk: FORM_CATEGORY_STEP_CHUNK },
      { href: '/build/step.7.css', as: 'style' as const, chunk: FORM_CATEGORY_STEP_CHUNK },
    ],
  };

  it('leaves out the chunks a page names', () => {
    expect(preloadLinks(preload, ['auction-form'], undefined, ['form-step-category'])).toBe(
      '<link rel="preload" href="/build/app.5.js" as="script" fetchpriority="low">',
    );
  });

  it.each([
    ['addNew', undefined],
    ['addNew', 'category'],
    ['addNew', 'details'],
    ['addNew', 'routes-dates'],
    ['edit', undefined],
    ['copy', undefined],
    ['copy', 'summary'],
  ] as const)(
    '%s, data-initial-step %s: the category step and its painter are preloaded exactly when the form opens on it',
    (mode, initialStep) => {
      const opens = likelyFirstStep({ mode, initialStep } as AuctionFormConfig);
      expect(formHintsToLeaveOut({ mode, initialStep })).toEqual(
        opens === 'categorySelection' ? [] : [FORM_CATEGORY_STEP_CHUNK, FORM_FIRST_SCREEN_CHUNK],
      );
    },
  );

  it.each([
    [{ mode: 'addNew', baseUrl: '/form/en/', categoriesHandedOver: true }, [...ROUTER_CHUNKS]],
    [{ mode: 'addNew', baseUrl: '/form/en/', categoriesHandedOver: false }, []],
    [{ mode: 'addNew', categoriesHandedOver: true }, []],
    [
      { mode: 'addNew', baseUrl: '/form/en/', categoriesHandedOver: true, auctionId: 3 },
      [FORM_FIRST_SCREEN_CHUNK],
    ],
    [
      { mode: 'addNew', baseUrl: '/f/', categoriesHandedOver: true, initialStep: 'details' },
      [FORM_CATEGORY_STEP_CHUNK, FORM_FIRST_SCREEN_CHUNK],
    ],
  ] as Array<[Parameters<typeof formHintsToLeaveOut>[0], string[]]>)(
    'the router and the shipped dump exactly when the start asks the API, the painter when it paints (%o)',
    (form, leftOut) => {
      expect(formHintsToLeaveOut(form)).toEqual(leftOut);
      const asks = startAsksTheApi({
        ...form,
        mode: form.mode as FormMode,
        categoriesHandedOver: form.categoriesHandedOver ?? false,
      });
      expect(leftOut.includes('router')).toBe(!asks);
      expect(leftOut.includes(FORM_FIRST_SCREEN_CHUNK)).toBe(
        !paintsFirstScreen({
          ...form,
          mode: form.mode as FormMode,
          categoriesHandedOver: form.categoriesHandedOver ?? false,
        }),
      );
    },
  );
});
