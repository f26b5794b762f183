import { readdirSync } from 'node:fs';
import path from 'node:path';
import { devices, type Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openSession, widgetsSettled, type Session } from './browser';
import { fillToSummary } from './fill-form';
import { nextFrames, screenSettled } from './screen-state';

/*
 * Each widget's stylesheet carries its own copy of the shared controls and the theme's resets
 * (core/ui/controls.module.css, theme.module.css): a widget's class that restyles a control must
 * outrank the control's class, or the copy in another widget's stylesheet, arriving later, wins the
 * cascade (and so must the route map's classes over Leaflet's stylesheet, which comes after them). On each screen every stylesheet of the build
 * is added once more, one at a time, after all the page has, as it would be when its widget's styles
 * arrive last; no element of any widget may look different.
 */

const PHONE = { ...devices['Pixel 5'], viewport: { width: 375, height: 667 } };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

const STYLESHEETS = readdirSync(path.resolve(import.meta.dirname, '../../dist'))
  .filter((file) => file.endsWith('.css'))
  .sort();

/** What the customer sees of an element: the properties a control and its restyling set. */
const PROPERTIES = [
  'display',
  'position',
  'font-size',
  'font-weight',
  'line-height',
  'text-transform',
  'text-align',
  // What the theme's reset sets on our text elements (core/ui/theme.module.css).
  'letter-spacing',
  'word-spacing',
  'text-indent',
  'text-shadow',
  'font-style',
  'font-variant',
  'color',
  'background-color',
  'border-top-width',
  'border-top-color',
  'border-top-left-radius',
  'padding-top',
  'padding-left',
  'margin-top',
  'margin-left',
  'min-height',
  'min-width',
  'max-width',
  'gap',
  'flex-grow',
  'flex-shrink',
  'justify-content',
  'align-items',
  'white-space',
];

/** Every element of every widget, by widget and position, with its look. */
const looks = (page: Page): Promise<Record<string, string>> =>
  page.evaluate((properties) => {
    const result: Record<string, string> = {};
    for (const widget of document.querySelectorAll('[data-tw-widget]')) {
      const name = widget.getAttribute('data-tw-widget') ?? '?';
      [widget, ...widget.querySelectorAll('*')].forEach((element, index) => {
        const style = getComputedStyle(element);
        const classes = element.getAttribute('class') ?? '';
        result[`${name} #${index} <${element.localName} class="${classes}">`] = properties
          .map((property) => `${property}: ${style.getPropertyValue(property)}`)
          .join('; ');
      });
    }
    return result;
  }, PROPERTIES);

/** Adds one stylesheet of the build after everything the page has, and waits until it applies. */
const addLast = (page: Page, file: string): Promise<void> =>
  page.evaluate(
    (href) =>
      new Promise<void>((resolve, reject) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.setAttribute('data-order-test', '');
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => reject(new Error(`${href} did not load`)), {
          once: true,
        });
        document.head.append(link);
      }),
    `/build/${file}`,
  );

const removeAdded = (page: Page): Promise<void> =>
  page.evaluate(() =>
    document.querySelectorAll('link[data-order-test]').forEach((l) => l.remove()),
  );

/** The elements whose look changed when a stylesheet came last, with what changed. */
async function changedByALaterStylesheet(page: Page): Promise<string[]> {
  await nextFrames(page);
  const before = await looks(page);
  const changed: string[] = [];
  for (const file of STYLESHEETS) {
    await addLast(page, file);
    await nextFrames(page);
    const after = await looks(page);
    for (const [element, look] of Object.entries(after)) {
      const was = before[element];
      if (was === undefined || was === look) continue;
      const old = was.split('; ');
      const differences = look
        .split('; ')
        .map((part, i) => (part === old[i] ? null : `${part} (was ${old[i]?.split(': ')[1]})`))
        .filter(Boolean);
      changed.push(`${file} restyles ${element}: ${differences.join(', ')}`);
    }
    await removeAdded(page);
  }
  return changed;
}

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe('a widget looks the same whichever stylesheet of the build arrives last', () => {
  it('the content page on a phone: cookie bar, announcement, mobile-app bar', async () => {
    session = await openSession(PHONE);
    const { page } = session;
    await page.goto(session.url('/content/en?guest'));
    await widgetsSettled(page);
    await page.getByRole('button', { name: /accept all/i }).waitFor();
    await page.getByRole('region', { name: 'Our mobile app' }).waitFor();
    expect(await changedByALaterStylesheet(page)).toEqual([]);
  });

  it('the cookie settings on a desktop', async () => {
    session = await openSession(DESKTOP);
    const { page } = session;
    await page.goto(session.url('/content/en?guest'));
    await widgetsSettled(page);
    await page.getByRole('button', { name: 'Choose cookies' }).click();
    await page.getByRole('heading', { name: 'Cookie settings' }).waitFor();
    expect(await changedByALaterStylesheet(page)).toEqual([]);
  });

  it('the notifications centre open on a desktop', async () => {
    // The centre's demo page publishes through the mock worker's hub.
    session = await openSession(DESKTOP, { api: 'worker' });
    const { page } = session;
    await page.goto(session.url('/notifications/en'));
    await widgetsSettled(page);
    const bell = page.locator('[data-tw-widget="notifications"] button[data-unread]');
    await bell.click();
    await page.locator('[data-tw-widget="notifications"] li[data-id]').first().waitFor();
    expect(await changedByALaterStylesheet(page)).toEqual([]);
  });

  it('the form, step by step, on a phone', async () => {
    const found: string[] = [];
    session = await openSession(PHONE);
    const { page } = session;
    await page.goto(session.url('/form/en/'));
    await widgetsSettled(page);
    await screenSettled(page);
    found.push(...(await changedByALaterStylesheet(page)));
    for (const step of ['routes-dates', 'details']) {
      await page.goto(session.url(`/edit-auction/4242/${step}?locale=en`));
      await widgetsSettled(page);
      await page.getByRole('button', { name: 'Continue', exact: true }).waitFor();
      await screenSettled(page);
      found.push(...(await changedByALaterStylesheet(page)));
    }
    await fillToSummary(page, session.url('/form/en/'));
    await screenSettled(page);
    found.push(...(await changedByALaterStylesheet(page)));
    expect(found).toEqual([]);
  });
});
