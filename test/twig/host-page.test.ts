// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, inject, it } from 'vitest';
import { parseDataAttributes, type ConfigSchema } from '@/core/config/data-attributes';
import { pageConfigSchema } from '@/core/config/page-config';
import type { ConfigError } from '@/core/errors/errors';
import {
  DUMPS,
  HOST_ROUTES,
  HOSTS,
  hostContext,
  PRELOAD_EXTENSION,
  TEMPLATES,
  type Dump,
  type Host,
} from '../../fixtures/demo/pages/host.page';
import { NODE_ENTRIES } from '../../fixtures/demo/pages/partials';
import { renderTwigPages, type RenderedPage, type TwigPage } from '../../tools/twig/render-twig';
import { widgetConfigSchemas } from '../../widgets/config-schemas';
import { docBlocks } from '../docs/twig-blocks';
import { ENTRYPOINTS_FIXTURE, readEntrypoints, testSite } from './test-site';

/*
 * The demo's host pages (fixtures/demo/twig/templates/host.html.twig), rendered by real Twig as a page
 * of the Symfony site the docs' Twig renders in, for each host and each route-dump knob: the meta tag
 * and every widget's node are read by the widgets' own parsers, and every tag carries the response's
 * nonce. The template is tied to README.md and docs/symfony-integration.md line by line, so a change
 * to either that breaks the page fails here, without a browser.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const NONCE = 'cmVzcG9uc2Utbm9uY2U=';
const inline = inject('inlineScripts');
const site = {
  ...testSite(inline),
  templates: TEMPLATES,
  routes: HOST_ROUTES,
  // The Encore recipe's webpack_encore.script_attributes, as the demo's site has it.
  scriptAttributes: { defer: true },
  locale: 'en',
};
const fixture = readEntrypoints(ENTRYPOINTS_FIXTURE);
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const INTEGRATION = readFileSync(path.join(ROOT, 'docs/symfony-integration.md'), 'utf8');
const template = (name: string) => readFileSync(path.join(TEMPLATES, name), 'utf8');

type Visit = { name: string; host: Host; query: string; signedIn: boolean; nonce?: string };
const visits: Visit[] = [
  ...(Object.keys(HOSTS) as Host[]).map((host) => ({
    name: host,
    host,
    query: '',
    signedIn: true,
    nonce: NONCE,
  })),
  ...(Object.keys(DUMPS) as Dump[]).map((dump) => ({
    name: `dump=${dump}`,
    host: 'plain' as const,
    query: `?dump=${dump}`,
    signedIn: true,
    nonce: NONCE,
  })),
  { name: 'timeout', host: 'plain', query: '?timeout=1000', signedIn: true, nonce: NONCE },
  { name: 'guest', host: 'plain', query: '', signedIn: false },
];
const pages = visits.map((visit): TwigPage => ({
  site,
  view: 'host.html.twig',
  signedIn: visit.signedIn,
  context: hostContext(visit.host, new URL(`http://demo.test/host/${visit.host}/${visit.query}`)),
  ...(visit.nonce ? { nonce: visit.nonce } : {}),
}));
const rendered = new Map(
  renderTwigPages(pages, [readFileSync(PRELOAD_EXTENSION, 'utf8')]).map((result, i) => [
    visits[i]?.name,
    result,
  ]),
);

function documentOf(name: string): { result: RenderedPage & { html: string }; doc: Document } {
  const result = rendered.get(name);
  if (result?.html === undefined) throw new Error(`${name}: ${result?.error}`);
  return { result, doc: new JSDOM(result.html).window.document };
}

const attributesOf = (element: Element | null | undefined) =>
  Object.fromEntries([...(element?.attributes ?? [])].map((a) => [a.name, a.value]));

/** A node as its widget reads it (the page's meta tag as the page config does); nothing ignored. */
function read(name: keyof typeof widgetConfigSchemas | 'page', node: Element | null) {
  if (!node) throw new Error(`no ${name} node`);
  const schema = name === 'page' ? pageConfigSchema : widgetConfigSchemas[name];
  const ignored: ConfigError[] = [];
  const config = parseDataAttributes(name, node, schema as ConfigSchema, (error) =>
    ignored.push(error),
  );
  expect(ignored.map((error) => error.message)).toEqual([]);
  return config as Record<string, unknown>;
}

const widget = (doc: Document, name: string) => doc.querySelector(`[data-tw-widget="${name}"]`);

describe('the host page template, rendered by real Twig on a Symfony site', () => {
  it.each(visits.map((visit) => [visit.name]))('%s renders', (name) => {
    expect(rendered.get(name)?.error).toBeUndefined();
  });

  it.each(Object.entries(DUMPS))(
    'dump=%s: the meta tag is README.md’s, its route dump the knob’s or the README’s path()',
    (dump, url) => {
      const { doc } = documentOf(`dump=${dump}`);
      const meta = doc.querySelector('meta[name="transport-widgets"]');
      const { 'data-csrf-token': token, ...rest } = attributesOf(meta);
      expect(rest).toEqual({
        name: 'transport-widgets',
        'data-locale': 'en',
        'data-routes-url': url ?? '/js/routing.json',
        'data-sentry-dsn': '',
        'data-release': '',
        'data-user-id': '12',
      });
      expect(token).toMatch(/^[\w.-]{20,}$/);
      expect(read('page', meta)).toMatchObject({
        locale: 'en',
        routesUrl: url ?? '/js/routing.json',
        userId: '12',
        apiTimeout: 15000,
      });
    },
  );

  it('?timeout= is the meta tag’s data-api-timeout', () => {
    const { doc } = documentOf('timeout');
    expect(read('page', doc.querySelector('meta[name="transport-widgets"]')).apiTimeout).toBe(1000);
  });

  it.each(Object.keys(HOSTS))(
    '%s: every widget’s node as its widget reads it, the guard after the announcement',
    (host) => {
      const { doc } = documentOf(host);
      const names = [...doc.querySelectorAll('[data-tw-widget]')].map((node) =>
        node.getAttribute('data-tw-widget'),
      );
      expect(names.sort()).toEqual([...NODE_ENTRIES].sort());
      const announcement = widget(doc, 'top-announcement');
      expect(read('top-announcement', announcement)).toMatchObject({
        id: 'host-1',
        content: '<strong>New:</strong> fixed prices.',
        linkUrl: '/help',
        linkText: 'See how',
        minHeight: '48px',
        enabled: true,
      });
      const guard = announcement?.nextElementSibling;
      expect(guard?.tagName).toBe('SCRIPT');
      expect(guard?.getAttribute('nonce')).toBe(NONCE);
      expect(guard?.textContent).toBe(inline['announcement-guard'].code);
      expect(read('notifications', widget(doc, 'notifications'))).toMatchObject({
        signedIn: true,
        topics: ['/users/12/notifications'],
      });
      expect(read('auction-form', widget(doc, 'auction-form'))).toMatchObject({
        baseUrl: `/host/${host}/`,
        newFormCategoryIds: [],
      });
      expect(attributesOf(widget(doc, 'login-helper'))).toEqual({
        'data-tw-widget': 'login-helper',
      });
      const bar = read('mobile-app-bar', widget(doc, 'mobile-app-bar'));
      expect(bar).toMatchObject({
        appName: 'TransportMarket',
        androidUrl: 'https://play.google.com/store/apps/details?id=x',
        iosUrl: 'https://apps.apple.com/app/id1',
      });
      expect(decodeURIComponent(String(bar.iconUrl))).toMatch(/^data:image\/svg\+xml,<svg /);
      expect(read('cookie-bar', widget(doc, 'cookie-bar'))).toMatchObject({
        policyUrl: '/privacy-policy',
      });
      expect(doc.querySelector('footer a[data-cookie-settings]')?.textContent).toBe(
        'Cookie settings',
      );
    },
  );

  it.each(Object.keys(HOSTS))(
    '%s: the host’s own styles, then the entries’ tags and the form’s preload hints, each with the nonce',
    (host) => {
      const { result, doc } = documentOf(host);
      expect(result.nonce).toBe(NONCE);
      const tags = [
        ...doc.querySelectorAll('script, link[rel="stylesheet"], link[rel="preload"], style'),
      ];
      expect(
        tags.filter((tag) => tag.getAttribute('nonce') !== NONCE).map((t) => t.outerHTML),
      ).toEqual([]);
      const stylesheets = [...doc.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
        link.getAttribute('href'),
      );
      const own = HOSTS[host as Host].map((file) => `/${file}`);
      const entries = [
        ...new Set(NODE_ENTRIES.flatMap((entry) => fixture.entrypoints[entry]?.css ?? [])),
      ];
      expect(stylesheets).toEqual([...own, ...entries]);
      expect(doc.querySelector('style')?.textContent?.includes('box-sizing: content-box')).toBe(
        host === 'hostile',
      );
      const scripts = [...doc.querySelectorAll('script[src]')];
      expect(scripts.map((script) => script.getAttribute('src'))).toEqual([
        ...new Set(NODE_ENTRIES.flatMap((entry) => fixture.entrypoints[entry]?.js ?? [])),
      ]);
      for (const script of scripts) {
        expect(script.hasAttribute('defer')).toBe(true);
        expect(script.getAttribute('integrity')).toBe(
          fixture.integrity[script.getAttribute('src') ?? ''],
        );
      }
      // A first visit (no consent cookie): the cookie bar's painter and its English bar. The page
      // prints its own route dump and does not hand the categories over: every form hint but
      // `routes` (the painter's included: it paints the categories the entry asks for).
      expect(
        [...doc.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href')),
      ).toEqual([
        ...(fixture.preload['cookie-bar'] ?? [])
          .filter((hint) => !hint.locale || hint.locale === 'en')
          .map((hint) => hint.href),
        ...(fixture.preload['auction-form'] ?? [])
          .filter((hint) => hint.chunk !== 'routes')
          .map((hint) => hint.href),
      ]);
    },
  );

  it('for a guest: no session started, no user id or CSRF token, the bell signed out', () => {
    const { result, doc } = documentOf('guest');
    expect(result.startedSession).toBe(false);
    const meta = attributesOf(doc.querySelector('meta[name="transport-widgets"]'));
    expect(meta).toMatchObject({ 'data-user-id': '', 'data-csrf-token': '' });
    const bell = widget(doc, 'notifications');
    expect(read('notifications', bell)).toMatchObject({ signedIn: false });
    expect(bell?.hasAttribute('data-topics')).toBe(false);
  });
});

describe('the host page template is the docs’ Twig, line by line', () => {
  const readmeBlock = docBlocks('README.md', README).twig[0]?.code ?? '';
  const integration = docBlocks('docs/symfony-integration.md', INTEGRATION);

  /** The lines of the first `<meta name="transport-widgets"` tag, each trimmed. */
  const metaLines = (text: string): string[] => {
    const lines = text.split('\n').map((line) => line.trim());
    const start = lines.findIndex((line) => line.startsWith('<meta name="transport-widgets"'));
    const end = lines.findIndex((line, i) => i >= start && /[^-]>$/.test(line));
    return lines.slice(start, end + 1);
  };

  it('base.html.twig holds README.md’s meta tag as printed, but for the two test knobs', () => {
    const readme = metaLines(readmeBlock);
    expect(readme).toHaveLength(7);
    const base = template('base.html.twig')
      .replace('route_dump_url ?? ', '')
      .replace(/"\n\s*\{%- if api_timeout \?\? false %\}[^\n]*\{% endif %\}>/, '">');
    expect(metaLines(base)).toEqual(readme);
  });

  it('host.html.twig prints every entry’s tags by README.md’s lines, and its cookie-bar node', () => {
    const host = template('host.html.twig');
    const encore = readmeBlock.split('\n').filter((line) => line.includes('encore_entry_'));
    expect(encore).toHaveLength(2);
    for (const entry of NODE_ENTRIES)
      for (const line of encore)
        expect(host).toContain(line.replaceAll("'cookie-bar'", `'${entry}'`));
    const node = readmeBlock.split('\n').find((line) => line.startsWith('<div data-tw-widget'));
    expect(host).toContain(node);
  });

  it('host.html.twig prints the preload hints by the docs’ loops, with the docs’ extension', () => {
    const loops = integration.twig.filter((block) =>
      block.code.includes('transport_widgets_preload('),
    );
    expect(
      loops.map((loop) => /transport_widgets_preload\('([\w-]+)'\)/.exec(loop.code)?.[1]),
    ).toEqual(['auction-form', 'cookie-bar']);
    for (const loop of loops) expect(template('host.html.twig')).toContain(loop.code);
    expect(integration.extensions).toEqual([readFileSync(PRELOAD_EXTENSION, 'utf8').trimEnd()]);
  });
});
