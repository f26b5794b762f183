// @vitest-environment node
import path from 'node:path';
import { inject } from 'vitest';
import { renderTwigPages, type RenderedPage, type TwigPage } from '../../tools/twig/render-twig';
import { CDN_PUBLIC_PATH, testSite } from '../twig/test-site';
import { allDocBlocks, docBlocks, type TwigBlock } from './twig-blocks';

/*
 * Every ```twig block of README.md and docs/ is what a site pastes into its templates, so each is
 * rendered with real Twig as a page of a Symfony site renders it (tools/twig/symfony-site.php):
 * strict_variables on, as TwigBundle has it in the dev and test environments, with the functions
 * and globals of the bundles the docs name, for a guest and for a signed-in visitor. A variable the
 * doc does not define or default is the error a site would meet.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('docBlocks', () => {
  it('finds ```twig blocks, indented ones in list items too, with their markers', () => {
    const text = [
      'Text.',
      '```twig',
      '{{ a }}',
      '```',
      '- an item:',
      '  <!-- twig: fragment -->',
      '  ```twig',
      '  {% for hint in hints %}',
      '    {{ hint }}',
      '  ```',
      '<!-- twig: context {"step": "route"} -->',
      '~~~~twig',
      '{{ step }}',
      '~~~~',
      '```yaml',
      'a: b',
      '```',
    ].join('\n');
    expect(docBlocks('d.md', text)).toEqual({
      twig: [
        { doc: 'd.md', line: 2, code: '{{ a }}', fragment: false, context: {} },
        { doc: 'd.md', line: 7, code: '{% for hint in hints %}\n  {{ hint }}', fragment: true, context: {} },
        { doc: 'd.md', line: 12, code: '{{ step }}', fragment: false, context: { step: 'route' } },
      ],
      extensions: [],
    });
  });

  it('takes the PHP of a block marked as a Twig extension', () => {
    const text = '<!-- twig: extension -->\n```php\nnamespace App\\Twig;\n```\n';
    expect(docBlocks('d.md', text).extensions).toEqual(['<?php\nnamespace App\\Twig;']);
  });

  it('refuses a marker on the wrong block, bad context JSON, an unclosed fence', () => {
    expect(() => docBlocks('d.md', '<!-- twig: fragment -->\n```yaml\na\n```')).toThrow(
      'd.md:2: "twig: fragment" marks a yaml block, not twig',
    );
    expect(() => docBlocks('d.md', '<!-- twig: extension -->\n```twig\na\n```')).toThrow(
      'marks a php block',
    );
    expect(() => docBlocks('d.md', '<!-- twig: context {step} -->\n```twig\na\n```')).toThrow(
      'd.md:2: "twig: context" wants a JSON object',
    );
    expect(() => docBlocks('d.md', 'x\n```twig\na')).toThrow('d.md:2: a fence that is never closed');
  });
});

/** An attribute's value as the browser reads it: character references decoded (`&#x3D;` is `=`). */
const decoded = (value: string): string =>
  value.replace(/&(?:#x([\da-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (_, hex, dec, named) =>
    hex || dec
      ? String.fromCodePoint(parseInt(hex ?? dec, hex ? 16 : 10))
      : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[
          String(named).toLowerCase()
        ]!,
  );

/** The `<script>` and `<link>` tags of a page, each as its attributes (decoded). */
function tags(
  html: string,
): Array<{ tag: string; attributes: Record<string, string>; text: string }> {
  return [...html.matchAll(/<(script|link)\b([^>]*)>/g)].map(([text, tag = '', rest = '']) => ({
    tag,
    text,
    attributes: Object.fromEntries(
      [...rest.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name = '', value = '']) => [
        name,
        decoded(value),
      ]),
    ),
  }));
}

describe('the Twig of README.md and docs/', () => {
  const { twig: blocks, extensions } = allDocBlocks(ROOT);
  const inline = inject('inlineScripts');
  const name = (block: TwigBlock) => `${block.doc}:${block.line}`;

  // One PHP process renders every block three times: for a guest, for a signed-in visitor, and
  // for a signed-in visitor of a site whose build is on a CDN.
  const site = testSite(inline);
  const cdn = testSite(inline, { cdn: true });
  const visits = { guest: [site, false], user: [site, true], cdn: [cdn, true] } as const;
  const pages = blocks.flatMap((block) =>
    Object.values(visits).map(
      ([on, signedIn]): TwigPage => ({
        site: on,
        template: block.code,
        signedIn,
        compileOnly: block.fragment,
        context: block.context,
      }),
    ),
  );
  const rendered = renderTwigPages(pages, extensions);
  const who = Object.keys(visits);
  const results = new Map(
    blocks.map((block, i) => [
      name(block),
      Object.fromEntries(who.map((visit, j) => [visit, rendered[i * who.length + j]])) as Record<
        string,
        RenderedPage
      >,
    ]),
  );
  const outcome = (block: TwigBlock) => results.get(name(block)) as Record<string, RenderedPage>;

  it('has Twig blocks to check (README.md and docs/symfony-integration.md have some)', () => {
    const docs = new Set(blocks.map((block) => block.doc));
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/symfony-integration.md');
  });

  it.each(blocks.map((block) => [name(block), block] as const))(
    '%s renders for a guest and for a signed-in visitor (a fragment: compiles)',
    (_name, block) => {
      const errors = Object.entries(outcome(block)).flatMap(([who, r]) =>
        r.error ? [`${who}: ${r.error}`] : [],
      );
      expect(errors, errors.join("\n")).toEqual([]);
    },
  );

  it.each(blocks.filter((b) => !b.fragment).map((block) => [name(block), block] as const))(
    "%s starts no session for a guest (a CSRF token printed for one makes every page's response private)",
    (_name, block) => {
      // A block that does not render is the test above's failure.
      const guest = outcome(block).guest;
      if (guest?.error === undefined) expect(guest?.startedSession).toBe(false);
    },
  );

  it.each(blocks.filter((b) => !b.fragment).map((block) => [name(block), block] as const))(
    '%s: on a page with a CSP nonce, every script and stylesheet it prints carries the nonce',
    (_name, block) => {
      for (const result of Object.values(outcome(block))) {
        if (result.error !== undefined || result.nonce === null) continue;
        const missing = tags(result.html).filter(
          ({ tag, attributes }) =>
            (tag === 'script' || /^(stylesheet|preload|modulepreload)$/.test(attributes.rel ?? '')) &&
            attributes.nonce !== result.nonce,
        );
        expect(missing.map(({ text }) => text)).toEqual([]);
      }
    },
  );

  it('on a CDN build, every tag that loads from the CDN is in CORS mode (crossorigin), preload hints too', () => {
    const fromCdn = blocks.flatMap((block) => {
      const result = outcome(block).cdn;
      return result?.html
        ? tags(result.html).filter(({ attributes }) =>
            (attributes.src ?? attributes.href ?? '').startsWith(CDN_PUBLIC_PATH),
          )
        : [];
    });
    expect(fromCdn.filter(({ attributes }) => attributes.rel === 'preload')).not.toEqual([]);
    expect(
      fromCdn
        .filter(({ attributes }) => attributes.crossorigin !== 'anonymous')
        .map(({ text }) => text),
    ).toEqual([]);
  });
});
