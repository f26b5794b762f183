// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { cookieBarHintsToLeaveOut, formHintsToLeaveOut } from '../../tools/preload-hints';
import { renderTwigPages } from '../../tools/twig/render-twig';
import { readEntrypoints, ENTRYPOINTS_FIXTURE, testSite } from '../twig/test-site';
import { docBlocks } from './twig-blocks';

/*
 * The preload loop of docs/symfony-integration.md, rendered by real Twig for every kind of form page,
 * prints the hints `formHintsToLeaveOut` (tools/preload-hints.ts, the form's own rules) keeps: the
 * router and the dump only when the start asks the API, the category step only when the form opens
 * on it, the first screen's painter only when the form paints it, `routes` never beside the page's
 * own dump.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const DOC = 'docs/symfony-integration.md';

const PAGES = [
  { form_mode: 'addNew', base_url: '/f/', categories_handed_over: true },
  { form_mode: 'addNew', base_url: null, categories_handed_over: true },
  { form_mode: 'addNew', base_url: '/f/', categories_handed_over: false },
  { form_mode: 'addNew', base_url: '/f/', categories_handed_over: true, auction_id: 3 },
  { form_mode: 'addNew', base_url: '/f/', categories_handed_over: true, initial_step: 'details' },
  { form_mode: 'addNew', base_url: '/f/', categories_handed_over: true, initial_step: 'category' },
  { form_mode: 'edit', base_url: '/f/', categories_handed_over: true, auction_id: 3 },
  { form_mode: 'copy', base_url: '/f/', categories_handed_over: false, auction_id: 3 },
].flatMap((page) =>
  [false, true].map((hasDump) => ({
    initial_step: null,
    auction_id: null,
    ...page,
    has_route_dump: hasDump,
  })),
);

const { twig, extensions } = docBlocks(DOC, readFileSync(path.join(ROOT, DOC), 'utf8'));
const loopOf = (entry: string) =>
  twig.find((block) => block.code.includes(`transport_widgets_preload('${entry}')`))?.code ?? '';
const printedHints = (html: string | undefined) =>
  [...(html ?? '').matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => match[1]);

describe('the preload loop of docs/symfony-integration.md, under real Twig', () => {
  const loop = loopOf('auction-form');
  const site = testSite(inject('inlineScripts'));
  const rendered = renderTwigPages(
    PAGES.map((context) => ({ site, template: loop, context })),
    extensions,
  );
  const hints = readEntrypoints(ENTRYPOINTS_FIXTURE).preload['auction-form'] ?? [];

  it.each(PAGES.map((page, i) => [JSON.stringify(page), i] as const))(
    '%s: prints the hints the form’s rules keep',
    (_name, i) => {
      const page = PAGES[i] as (typeof PAGES)[number];
      const leaveOut = formHintsToLeaveOut({
        mode: page.form_mode,
        ...(page.initial_step ? { initialStep: page.initial_step } : {}),
        ...(page.auction_id ? { auctionId: page.auction_id } : {}),
        ...(page.base_url ? { baseUrl: page.base_url } : {}),
        categoriesHandedOver: page.categories_handed_over,
      });
      const kept = hints.filter(
        (hint) =>
          !leaveOut.includes(hint.chunk) && !(page.has_route_dump && hint.chunk === 'routes'),
      );
      const result = rendered[i];
      expect(result?.error).toBeUndefined();
      expect(printedHints(result?.html)).toEqual(kept.map((hint) => hint.href));
    },
  );
});

/*
 * The cookie bar's loop prints the hints `cookieBarHintsToLeaveOut` keeps: on a first visit the
 * painter and the bar of the request's locale, nothing when the request carries the consent cookie.
 */
describe('the cookie bar’s preload loop of docs/symfony-integration.md, under real Twig', () => {
  const VISITS: Array<{ locale: string; cookies: Record<string, string> }> = [
    { locale: 'en', cookies: {} },
    { locale: 'pl', cookies: {} },
    { locale: 'pt_BR', cookies: {} },
    { locale: 'sv-SE', cookies: {} },
    { locale: 'de', cookies: { cookie_consent: '7' } },
    { locale: 'en', cookies: { other: '1' } },
  ];
  const site = testSite(inject('inlineScripts'));
  const rendered = renderTwigPages(
    VISITS.map(({ locale, cookies }) => ({
      site: { ...site, locale },
      template: loopOf('cookie-bar'),
      cookies,
    })),
    extensions,
  );
  const hints = readEntrypoints(ENTRYPOINTS_FIXTURE).preload['cookie-bar'] ?? [];

  it.each(VISITS.map((visit, i) => [JSON.stringify(visit), i] as const))(
    '%s: prints the hints the bar’s rule keeps',
    (_name, i) => {
      const visit = VISITS[i] as (typeof VISITS)[number];
      const leaveOut = cookieBarHintsToLeaveOut({
        choiceStored: 'cookie_consent' in visit.cookies,
        locale: visit.locale.slice(0, 2),
      });
      expect(rendered[i]?.error).toBeUndefined();
      const kept = hints.filter((hint) => !leaveOut.includes(hint.chunk));
      expect(printedHints(rendered[i]?.html)).toEqual(kept.map((hint) => hint.href));
      expect(kept.length).toBe('cookie_consent' in visit.cookies ? 0 : 4);
    },
  );
});
