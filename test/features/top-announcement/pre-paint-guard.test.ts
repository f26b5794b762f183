// @vitest-environment node
import path from 'node:path';
import { CookieJar, JSDOM } from 'jsdom';
import { describe, expect, inject, it } from 'vitest';

// Built as the build builds `dist/inline/announcement-guard.js`, from the same rule files.
const GUARD = inject('inlineScripts')['announcement-guard'];

/**
 * The node and the guard printed as the server prints them; the guard runs while the HTML is
 * parsed, as in a browser. Returns the node.
 */
function printed(attributes: string, cookies: string[] = [], before = '') {
  const url = 'https://www.example.test/';
  const cookieJar = new CookieJar();
  for (const cookie of cookies) cookieJar.setCookieSync(`${cookie}; Path=/`, url);
  const html = `<!doctype html><body>${before}<div data-tw-widget="top-announcement" ${attributes}></div><script>${GUARD.code}</script>`;
  const dom = new JSDOM(html, { url, cookieJar, runScripts: 'dangerously' });
  return dom.window.document.querySelector<HTMLElement>('[data-tw-widget]') as HTMLElement;
}

/**
 * `<img name="currentScript">` before the node, and `document.currentScript` answering it as a
 * browser does (a document's named elements shadow its properties; jsdom does not, so a script
 * of the page defines it).
 */
const CLOBBERED = `<nav id="site-nav">Menu</nav><img name="currentScript" alt="">
  <script>Object.defineProperty(document, 'currentScript', { get: function () { return document.getElementsByName('currentScript')[0] || null; } });</script>`;

const SHOWN = 'data-id="spring" data-content="Spring sale"';

describe('the pre-paint guard', () => {
  it('is about a kilobyte, with no runtime', () => {
    expect(GUARD.code.length).toBeLessThan(1280);
    expect(GUARD.code).not.toMatch(/__webpack|import\(|require\(/);
  });

  it('decides with the widget’s own rule file', () => {
    expect(GUARD.inputs.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(['show-rule.ts', 'pre-paint-guard.ts']),
    );
  });

  it('leaves an announcement that shows alone', () => {
    const node = printed(SHOWN);
    expect(node.hidden).toBe(false);
    expect(node.style.display).toBe('');
  });

  it('reserves data-min-height through the CSSOM when the announcement will show', () => {
    expect(printed(`${SHOWN} data-min-height="72px"`).style.minHeight).toBe('72px');
    expect(printed(`${SHOWN} data-min-height="72px" data-enabled="false"`).style.minHeight).toBe(
      '',
    );
  });

  it('collapses the announcement the visitor closed, and only that id', () => {
    const closed = printed(SHOWN, ['top_announcement_closed=1', 'top_announcement_id=spring']);
    expect(closed.hidden).toBe(true);
    expect(closed.style.display).toBe('none');
    expect(closed.style.getPropertyPriority('display')).toBe('important');
    expect(printed(SHOWN, ['top_announcement_closed=1', 'top_announcement_id=winter']).hidden).toBe(
      false,
    );
  });

  it('reads encoded ids and custom cookie names, and the default names for a name it refuses', () => {
    const promo = `promo_id=${encodeURIComponent('sale 2025/06')}`;
    const custom = 'data-closed-cookie="promo_closed" data-id-cookie="promo_id"';
    expect(
      printed(`data-id="sale 2025/06" data-content="x" ${custom}`, ['promo_closed=1', promo])
        .hidden,
    ).toBe(true);
    expect(
      printed(`${SHOWN} data-closed-cookie="a b"`, [
        'top_announcement_closed=1',
        'top_announcement_id=spring',
      ]).hidden,
    ).toBe(true);
  });

  it('acts on its own node when an element named currentScript shadows document.currentScript', () => {
    const closed = ['top_announcement_closed=1', 'top_announcement_id=spring'];
    const node = printed(SHOWN, closed, CLOBBERED);
    expect(node.hidden).toBe(true);
    expect(node.ownerDocument.getElementById('site-nav')?.hidden).toBe(false);
  });

  it('touches nothing but the announcement: the element before it stays when the node is not printed', () => {
    // A template printing the node inside `{% if %}` and the guard outside it.
    const html = `<!doctype html><body><nav id="site-nav" data-min-height="9px">Menu</nav><script>${GUARD.code}</script>`;
    const dom = new JSDOM(html, { url: 'https://www.example.test/', runScripts: 'dangerously' });
    const nav = dom.window.document.getElementById('site-nav') as HTMLElement;
    expect(nav.hidden).toBe(false);
    expect(nav.getAttribute('style')).toBeNull();
  });

  it('collapses outside the time window, when switched off, or without an id or text', () => {
    expect(printed(`${SHOWN} data-starts-at="2999-01-01T00:00:00Z"`).hidden).toBe(true);
    expect(printed(`${SHOWN} data-ends-at="2000-01-01T00:00:00Z"`).hidden).toBe(true);
    expect(printed(`${SHOWN} data-enabled=" false "`).hidden).toBe(true);
    expect(printed('data-id="spring"').hidden).toBe(true);
    expect(printed('data-id="" data-content="Spring sale"').hidden).toBe(true);
  });
});
