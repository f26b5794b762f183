// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import * as v from 'valibot';
import { describe, expect, inject, it } from 'vitest';
import { parseDataAttributes, type ConfigSchema } from '@/core/config/data-attributes';
import type { ConfigError } from '@/core/errors/errors';
import { categoriesFor } from '../../fixtures/data/categories';
import { twigLiteral } from '../../fixtures/demo/client/twig-snippet';
import { widgetJsonSchema } from '../../tools/schema-plugin';
import { renderTwig, type Rendered } from '../../tools/twig/render-twig';
import { macroName, widgetMacros } from '../../tools/twig-macros';
import { widgetConfigSchemas } from '../../widgets/config-schemas';
import { asPrinted } from '../twig/as-printed';
import { renderAhead } from '../twig/render-ahead';
import { PROPERTY_RUNS, recordFigure } from './reliability';

/*
 * The generated macros rendered by real Twig (tools/twig/render.php: autoescape html, strict
 * variables), then read back by each widget's own parser: whatever a template passes must reach the
 * widget as that very value. Twig prints `false` as "" and `true` as "1", so a raw attribute of a
 * boolean reaches the widget as "not set" or as an ignored value, and its default applies.
 */

type Widget = keyof typeof widgetConfigSchemas;
const WIDGETS = Object.keys(widgetConfigSchemas) as Widget[];
const scripts = inject('inlineScripts');
const MACROS = widgetMacros({
  'announcement-guard': scripts['announcement-guard'].code,
  'consent-default': scripts['consent-default'].code,
});
const NAME = '@transport_widgets/widgets.html.twig';
const IMPORT = `{% import '${NAME}' as tw %}`;

const { document } = new JSDOM().window;

const render = (...pages: string[]): Rendered[] => renderTwig(pages, { [NAME]: MACROS });

/** A JavaScript value written as the Twig expression that gives it back. */
function twig(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return twigLiteral(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(twig).join(', ')}]`;
  return `{${Object.entries(value as object)
    .map(([key, item]) => `${twigLiteral(key)}: ${twig(item)}`)
    .join(', ')}}`;
}

/** The macro call that prints `widget` with `config` (and `options`). */
const call = (widget: Widget, config: Record<string, unknown>, options?: object): string =>
  `${IMPORT}{{ tw.${macroName(widget)}(${twig(config)}${options ? `, ${twig(options)}` : ''}) }}`;

/** The elements the rendered fragment holds; text between them must be blank. */
function elementsOf(rendered: Rendered | undefined): Element[] {
  if (rendered?.html === undefined) throw new Error(`Twig failed: ${rendered?.error}`);
  const holder = document.createElement('template');
  holder.innerHTML = rendered.html;
  for (const node of holder.content.childNodes)
    if (node.nodeType === node.TEXT_NODE && node.textContent?.trim())
      throw new Error(`Text outside the elements: ${rendered.html}`);
  return [...holder.content.children];
}

const attributesOf = (element: Element | undefined) =>
  Object.fromEntries([...(element?.attributes ?? [])].map((a) => [a.name, a.value]));

/** The widget's node as its own parser reads it; an attribute it ignored fails the test. */
function read(widget: Widget, rendered: Rendered | undefined) {
  const [node] = elementsOf(rendered);
  if (node?.getAttribute('data-tw-widget') !== widget)
    throw new Error(`Not the ${widget} node: ${rendered?.html}`);
  const ignored: ConfigError[] = [];
  const config = parseDataAttributes(
    widget,
    node,
    widgetConfigSchemas[widget] as ConfigSchema,
    (error) => ignored.push(error),
  );
  expect(ignored.map((error) => error.message)).toEqual([]);
  return config;
}

/** What the widget must read: the schema applied to the very values passed. */
const expected = (widget: Widget, config: Record<string, unknown>) =>
  v.parse(
    widgetConfigSchemas[widget] as ConfigSchema,
    Object.fromEntries(Object.entries(config).filter(([, value]) => value !== null)),
  );

describe('a raw data attribute printed by Twig (the bug the macros fix)', () => {
  it('reads a Twig false as "not set": the switch fails open, as the form’s draft restore does', () => {
    const [announcement, form] = renderTwig([
      '{% set enabled = false %}<div data-tw-widget="top-announcement" data-id="spring" data-content="Sale" data-enabled="{{ enabled }}"></div>',
      '{% set restore = false %}<div data-tw-widget="auction-form" data-restore-draft="{{ restore }}"></div>',
    ]);
    expect(read('top-announcement', announcement).enabled).toBe(true);
    expect(read('auction-form', form).restoreDraft).toBe(true);
  });
});

describe('the generated macros, rendered by real Twig and read by the widgets’ own parser', () => {
  it('a Twig false switches the top announcement off, and its guard collapses it before paint', () => {
    const [rendered] = render(
      `${IMPORT}{{ tw.top_announcement({id: 'spring', enabled: false, content: 'x'}) }}`,
    );
    expect(read('top-announcement', rendered).enabled).toBe(false);
    const page = new JSDOM(`<!doctype html><body>${rendered?.html}`, {
      url: 'https://www.example.test/',
      runScripts: 'dangerously',
    });
    expect(page.window.document.querySelector<HTMLElement>('[data-tw-widget]')?.hidden).toBe(true);
  });

  it('a Twig false leaves the form’s saved draft alone', () => {
    const [rendered] = render(call('auction-form', { restoreDraft: false }));
    expect(read('auction-form', rendered).restoreDraft).toBe(false);
  });

  it('prints one node per widget, with nothing but data-tw-widget when given no config', () => {
    const rendered = render(...WIDGETS.map((widget) => `${IMPORT}{{ tw.${macroName(widget)}() }}`));
    WIDGETS.forEach((widget, index) => {
      const [node] = elementsOf(rendered[index]);
      expect(node?.tagName).toBe('DIV');
      expect(attributesOf(node)).toEqual({ 'data-tw-widget': widget });
      expect(read(widget, rendered[index])).toEqual(expected(widget, {}));
    });
  });
});

/** Quotes, Twig syntax, markup, entities and text of every script: a value must come back as typed. */
const TEXT = `He said "hi" & it's {{ 7*7 }} {% if x %}{# c #} </div><script>alert(1)</script> &amp; Zażółć 🚚 \\ \\' é\n\ttab`;

/** Candidate values by kind; each attribute is tried with every candidate its schema accepts. */
const CANDIDATES: unknown[] = [
  // Strings: free text, and the shapes constrained attributes take, each with a quote or {{ where allowed.
  TEXT,
  'https://www.example.test/privacy?a=1&b="2"#{{x}}',
  '/privacy?x=\'1\'&y="{{ 2 }}"',
  'https://tile.example.test/{z}/{x}/{y}.png?key="a&b"',
  '2026-06-01T08:00:00+02:00',
  'calc(48px + clamp(0px, (640px - 100vw) * 1000, 24px))',
  'cookie.name_v-2',
  '.example.pl',
  '12',
  'true',
  // Booleans, and numbers of each range.
  true,
  false,
  0,
  1,
  7,
  12,
  4.7,
  0.30000000000000004,
  5000,
  3600000,
  // Arrays and objects, empty and full, with hostile strings inside.
  [],
  [3, 601, 602],
  ['_ga', '_ga_*', 'it\'s "x" {{ y }}'],
  ['/users/12/notifications', '</script><b>{% if %}'],
  [{ id: 1, name: 'Sofa "deluxe" {{ 7*7 }} </div>', slug: 'sofa', parentId: null, children: [] }],
  categoriesFor('pl'),
  {},
  { '1': 'Sofas, "beds" & {{ more }}', '10': 'Piano </div>' },
  { source: 'landing-pl', campaign: { name: 'Wiosna "{{ x }}"', ids: [1, 2] }, 'key"<': null },
];

/** The enum values of each attribute (its JSON Schema), tried beside the candidates. */
function enumValues(widget: Widget, key: string): unknown[] {
  const json = widgetJsonSchema(widgetConfigSchemas[widget]) as {
    properties?: Record<string, { enum?: unknown[] }>;
  };
  return json.properties?.[key]?.enum ?? [];
}

/** Every (widget, attribute, value) case the schema accepts, and null (not printed) for each attribute. */
const CASES = WIDGETS.flatMap((widget) =>
  Object.keys(widgetConfigSchemas[widget].entries).flatMap((key) =>
    [...CANDIDATES, ...enumValues(widget, key), null]
      .filter(
        (value) =>
          value === null ||
          v.safeParse(widgetConfigSchemas[widget] as ConfigSchema, { [key]: value }).success,
      )
      .map((value) => ({ widget, key, value })),
  ),
);

describe('every attribute of every widget, through its macro', () => {
  it('each attribute is tried with a value of its own kind besides null', () => {
    for (const widget of WIDGETS)
      for (const key of Object.keys(widgetConfigSchemas[widget].entries))
        expect(
          CASES.filter((c) => c.widget === widget && c.key === key && c.value !== null),
          `${widget}.${key}`,
        ).not.toEqual([]);
  });

  it('round-trips every value: strings with quotes, {{ and any script, true, false, null, numbers, arrays, objects', () => {
    const rendered = render(...CASES.map((c) => call(c.widget, { [c.key]: c.value })));
    CASES.forEach(({ widget, key, value }, index) => {
      const config = { [key]: value };
      expect(read(widget, rendered[index]), `${widget} ${twig(config)}`).toEqual(
        expected(widget, config),
      );
      const attribute = `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
      expect(elementsOf(rendered[index])[0]?.hasAttribute(attribute)).toBe(value !== null);
    });
  });

  it('round-trips a whole config of every widget at once', () => {
    const configs = WIDGETS.map((widget) =>
      Object.fromEntries(
        CASES.filter((c) => c.widget === widget && c.value !== null).map((c) => [c.key, c.value]),
      ),
    );
    const rendered = render(...WIDGETS.map((widget, i) => call(widget, configs[i] ?? {})));
    WIDGETS.forEach((widget, i) => {
      expect(read(widget, rendered[i])).toEqual(expected(widget, configs[i] ?? {}));
    });
  });
});

describe('a macro given what its widget cannot read', () => {
  const errorOf = (page: string) => render(page)[0]?.error ?? '';

  it('an unknown key is a Twig error naming it and the keys there are', () => {
    const error = errorOf(call('top-announcement', { enabeld: false, content: 'x' }));
    expect(error).toMatch(/^Twig\\Error\\RuntimeError: /);
    expect(error).toContain('top_announcement() has no key "enabeld"');
    expect(error).toContain('enabled');
    expect(errorOf(call('cookie-bar', { 'data-policy-url': '/privacy' }))).toContain(
      'no key "data-policy-url"',
    );
  });

  it('an unknown option is an error: only the macros that print a script take a nonce', () => {
    expect(errorOf(call('top-announcement', {}, { nonse: 'abc' }))).toContain(
      'top_announcement() has no option "nonse"',
    );
    expect(errorOf(call('cookie-bar', {}, { nonce: 'abc' }))).toContain(
      'cookie_bar() has no option "nonce"',
    );
  });

  it('a value of another kind is an error, never a guess (the string "false" would fail open)', () => {
    const cases = [
      ['top-announcement', { enabled: 'false' }, 'true or false'],
      ['top-announcement', { enabled: 0 }, 'true or false'],
      ['top-announcement', { content: ['x'] }, 'text'],
      ['top-announcement', { content: true }, 'text'],
      ['mobile-app-bar', { rating: 'four' }, 'a number'],
      ['mobile-app-bar', { rating: [4] }, 'a number'],
      ['notifications', { topics: '/users/12' }, 'a list'],
      ['notifications', { topics: { a: '/users/12' } }, 'a list'],
      ['auction-form', { categoryHints: 'x' }, 'a hash'],
    ] as const;
    const rendered = render(...cases.map(([widget, config]) => call(widget, config)));
    cases.forEach(([widget, config, words], index) => {
      expect(rendered[index]?.error, `${widget} ${twig(config)}`).toContain(
        `${macroName(widget)}() takes ${words} for "${Object.keys(config)[0]}"`,
      );
    });
  });

  it('a config that is not a hash is an error', () => {
    expect(errorOf(`${IMPORT}{{ tw.login_helper('x') }}`)).toContain(
      'login_helper() takes a hash of settings',
    );
  });

  it('a numeric text for a number, or a number for a text, reaches the widget as that value', () => {
    const [rating, id] = render(
      call('mobile-app-bar', { rating: '4.5', ratingCount: '120' }),
      call('top-announcement', { id: 42 }),
    );
    expect(read('mobile-app-bar', rating)).toMatchObject({ rating: 4.5, ratingCount: 120 });
    expect(read('top-announcement', id).id).toBe('42');
  });
});

describe('the scripts the macros print with the page’s nonce', () => {
  it('the top announcement’s guard follows its node, with the nonce given', () => {
    const [rendered] = render(
      call('top-announcement', { id: 'a', content: 'b' }, { nonce: 'n0nce+/=' }),
    );
    const [node, script] = elementsOf(rendered);
    expect(node?.getAttribute('data-tw-widget')).toBe('top-announcement');
    expect(script?.tagName).toBe('SCRIPT');
    expect(attributesOf(script)).toEqual({ nonce: 'n0nce+/=' });
    expect(script?.textContent).toBe(scripts['announcement-guard'].code);
  });

  it('without a nonce the guard is printed without one', () => {
    const [, script] = elementsOf(render(call('top-announcement', {}))[0]);
    expect(attributesOf(script)).toEqual({});
  });

  it('tw.consent_default() prints the consent default for the head, on its own', () => {
    const [rendered] = render(`${IMPORT}{{ tw.consent_default({nonce: 'abc'}) }}`);
    const elements = elementsOf(rendered);
    expect(elements.map((e) => e.tagName)).toEqual(['SCRIPT']);
    expect(attributesOf(elements[0])).toEqual({ nonce: 'abc' });
    expect(elements[0]?.textContent).toBe(scripts['consent-default'].code);
  });

  it('a hostile nonce stays inside its attribute', () => {
    const nonce = `"><script>alert(1)</script><x a='{{ 7*7 }}`;
    const [rendered] = render(call('top-announcement', {}, { nonce }));
    const elements = elementsOf(rendered);
    expect(elements.map((e) => e.tagName)).toEqual(['DIV', 'SCRIPT']);
    expect(attributesOf(elements[1])).toEqual({ nonce });
  });
});

/** Pieces of Twig, HTML and JSON syntax, mixed into arbitrary text so that every run meets them. */
const SYNTAX = [
  ...['{{', '}}', '{%', '%}', '{#', '#}', '#{', '{% endverbatim %}', "'", '"', '\\', '&', '&amp;'],
  ...['<', '>', '</div>', '<script>', '</script>', '\n', '\t', ' ', '[', '{', 'true', 'null'],
];
/**
 * Any code point but NUL and CR: an HTML parser turns NUL into U+FFFD, and Twig's lexer turns a CR in
 * a literal into LF. The other controls a text attribute holds as U+FFFD (asPrinted).
 */
const anyCodePoint = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 1 })
  .filter((c) => c !== '\0' && c !== '\r');
const text = fc.string({ unit: fc.oneof(fc.constantFrom(...SYNTAX), anyCodePoint), maxLength: 40 });

describe('any text through a macro', () => {
  it('comes back as typed (a control HTML does not define as U+FFFD) as a string attribute, exactly inside a JSON one, and prints nothing else', (context) => {
    const values = fc.tuple(text, text);
    const page = ([content, topic]: [string, string]) =>
      `${call('top-announcement', { content })}${call('notifications', { topics: [topic] })}`;
    const { rendered, ...run } = renderAhead(values, page, { [NAME]: MACROS });
    fc.assert(
      fc.property(values, (value) => {
        const [content, topic] = value;
        const [announcement, guard, notifications, ...rest] = elementsOf(rendered(value));
        expect(rest).toEqual([]);
        expect(guard?.textContent).toBe(scripts['announcement-guard'].code);
        expect(announcement?.getAttribute('data-content')).toBe(asPrinted(content));
        expect(JSON.parse(notifications?.getAttribute('data-topics') ?? '')).toEqual([topic]);
        const config = parseDataAttributes(
          'notifications',
          notifications as Element,
          widgetConfigSchemas.notifications,
          () => undefined,
        );
        expect(config.topics).toEqual([topic]);
      }),
      run,
    );
    recordFigure(context, {
      group: 'Twig macros',
      label: 'texts rendered through the macros by real Twig, read back exactly',
      value: PROPERTY_RUNS,
      unit: 'cases',
    });
  });
});

/** The top-level keys of each hash argument of every `tw.<macro>(…)` call in a doc's Twig blocks. */
function macroCalls(markdown: string): Array<{ macro: string; hashes: string[][] }> {
  // Comments dropped and strings blanked: a quote, colon, comma or bracket inside one is text.
  const blocks = [...markdown.matchAll(/```twig\n([\s\S]*?)```/g)].map((m) =>
    (m[1] ?? '')
      .replace(/\{#[\s\S]*?#\}/g, '')
      .replace(/'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"/g, "''"),
  );
  return blocks.flatMap((block) =>
    [...block.matchAll(/\btw\.(\w+)\(/g)].map((match) => {
      const hashes: string[][] = [];
      const open: string[] = [];
      for (let i = (match.index ?? 0) + match[0].length - 1; i < block.length; i += 1) {
        const c = block[i] ?? '';
        if ('([{'.includes(c)) {
          open.push(c);
          if (c === '{' && open.length === 2) hashes.push([]);
        } else if (')]}'.includes(c)) {
          open.pop();
          if (open.length === 0) break;
        }
        if (open.length === 2 && open[1] === '{' && (c === '{' || c === ',')) {
          const key = /^\s*(\w+)\s*:/.exec(block.slice(i + 1))?.[1];
          if (key) hashes.at(-1)?.push(key);
        }
      }
      return { macro: match[1] ?? '', hashes };
    }),
  );
}

describe('the docs’ macro calls', () => {
  const ROOT = path.resolve(import.meta.dirname, '../..');
  const docs = [
    'README.md',
    ...readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md'))
      .map((file) => `docs/${file}`),
  ];
  const bodies = new Map(
    [...MACROS.matchAll(/\{%- macro (\w+)\([^)]*\) -%\}([\s\S]*?)\{%- endmacro -%\}/g)].map((m) => [
      m[1] ?? '',
      m[2] ?? '',
    ]),
  );
  const keysOf = (macro: string): string[] => {
    const widget = WIDGETS.find((w) => macroName(w) === macro);
    return widget ? Object.keys(widgetConfigSchemas[widget].entries) : [];
  };

  it('call only the macros, keys and options there are', () => {
    const calls = docs.flatMap((doc) =>
      macroCalls(readFileSync(path.join(ROOT, doc), 'utf8')).map((call) => ({ doc, ...call })),
    );
    for (const { doc, macro, hashes } of calls) {
      const body = bodies.get(macro);
      expect(body, `${doc}: tw.${macro}()`).toBeDefined();
      const options = body?.includes('_nonce(options)') ? ['nonce'] : [];
      const [config, given] = macro === 'consent_default' ? [[], hashes[0]] : hashes;
      for (const key of config ?? [])
        expect(keysOf(macro), `${doc}: tw.${macro}() key`).toContain(key);
      for (const key of given ?? []) expect(options, `${doc}: tw.${macro}() option`).toContain(key);
    }
    // Every widget's page leads with its macro (the cookie bar's after the head script's), and
    // every macro is shown somewhere.
    for (const widget of WIDGETS)
      expect(
        macroCalls(readFileSync(path.join(ROOT, `docs/widgets/${widget}.md`), 'utf8'))
          .slice(0, 2)
          .map((call) => call.macro),
      ).toContain(macroName(widget));
    expect(new Set(calls.map((call) => call.macro))).toEqual(
      new Set([...bodies.keys()].filter((macro) => !macro.startsWith('_'))),
    );
  });
});
