import type { Page } from 'playwright-core';
import { nextFrames } from './screen-state';

/**
 * Layout faults of the widgets on the page as it is now, one line each:
 *
 * - `clipped`: an element that cuts its content (overflow hidden, clip, auto or scroll; text-overflow)
 *   holds text wider than its box (`scrollWidth > clientWidth`), or taller where it hides it; or a
 *   clipping ancestor cuts off part of a text or of the box around it (a map label);
 * - `out of its box`: a line of text sticks out of the content box that holds it (a block, a flex or
 *   grid item, a button), or past the padding edge of a box around that one (a tile, a step);
 * - `out of its card` / `out of the viewport`: what shows of an element lies past its widget's card
 *   (the widget node, or the fixed bar it draws) or past the viewport's left or right edge;
 * - `squeezed`: a box so narrow that its words run a letter or two a line;
 * - `word broken`: a line ends between two letters of one word ("TransportMark" / "et"), a word
 *   narrower than half the viewport, in a box that does not hyphenate (`hyphens: auto` with the
 *   widget's `lang`: a browser with that language's dictionary breaks there with a hyphen, and only
 *   one without it, as the headless Chromium here, breaks anywhere). A wider word has to break;
 * - `text over text`: the text of two siblings (elements or text nodes) overlaps;
 * - `page scrolls sideways`: the document is wider than the viewport.
 *
 * Only what the widgets draw is measured (`[data-tw-widget]` subtrees), except the last check. What is
 * not shown does not count (display none, visibility hidden, opacity 0, visually-hidden 1 px boxes;
 * what a clipping ancestor cuts off is counted once, as clipped), nor the text of a picture drawn with
 * glyphs and hidden from assistive technology (`aria-hidden`). A map's tile and vector panes are
 * larger than the map by design: inside a Leaflet container only its labels and controls are measured.
 */
export async function overflowProblems(page: Page): Promise<string[]> {
  // As source text: a transpiler that keeps function names (esbuild's keepNames) wraps nested
  // functions in a `__name` helper that exists only on the Node side.
  return page.evaluate(`(() => { const __name = (f) => f; return (${inPage.toString()})(); })()`);
}

/** Runs in the page: it may use nothing from this module's scope. */
function inPage(): string[] {
  // Sub-pixel rounding of text runs and borders.
  const SLACK = 1.5;
  const problems: string[] = [];
  const viewport = document.documentElement.clientWidth;

  interface Box {
    left: number;
    top: number;
    right: number;
    bottom: number;
  }
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const width = (b: Box) => b.right - b.left;
  const height = (b: Box) => b.bottom - b.top;
  const empty = (b: Box) => width(b) <= 0.5 || height(b) <= 0.5;
  const px = (n: number) => Math.round(n);
  const span = (b: Box) => `${px(b.left)}–${px(b.right)}`;

  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element): CSSStyleDeclaration => {
    let s = styles.get(el);
    if (!s) styles.set(el, (s = getComputedStyle(el)));
    return s;
  };
  const rects = new Map<Element, Box>();
  const rectOf = (el: Element): Box => {
    let r = rects.get(el);
    if (!r) {
      const d = el.getBoundingClientRect();
      rects.set(el, (r = { left: d.left, top: d.top, right: d.right, bottom: d.bottom }));
    }
    return r;
  };
  const clipsX = (s: CSSStyleDeclaration) => s.overflowX !== 'visible';
  const hidesY = (s: CSSStyleDeclaration) => s.overflowY === 'hidden' || s.overflowY === 'clip';
  const isBox = (el: Element) => !['inline', 'contents'].includes(style(el).display);
  const escapes = (el: Element) => ['absolute', 'fixed'].includes(style(el).position);

  const describe = (node: Node): string => {
    const el = node instanceof Element ? node : node.parentElement;
    if (!el) return '?';
    const widget = el.closest('[data-tw-widget]')?.getAttribute('data-tw-widget') ?? 'page';
    const path: string[] = [];
    for (let e: Element | null = el; e && path.length < 3; e = e.parentElement) {
      if (e.hasAttribute('data-tw-widget')) break;
      // Hashed CSS-module names read better without their hash.
      const cls = typeof e.className === 'string' ? (e.className.split(/\s+/)[0] ?? '') : '';
      path.unshift(`${e.tagName.toLowerCase()}${cls ? `.${cls}` : ''}`);
    }
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${widget} ${path.join(' > ')} "${text}"`;
  };

  // Hidden: not rendered, invisible, or a visually-hidden box (1 px, clipped); inherited by the subtree.
  const hiddenCache = new Map<Element, boolean>();
  const hidden = (el: Element): boolean => {
    const cached = hiddenCache.get(el);
    if (cached !== undefined) return cached;
    let result: boolean;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) result = true;
    else {
      const s = style(el);
      const r = rectOf(el);
      const tiny = (width(r) <= 1 || height(r) <= 1) && s.overflow !== 'visible';
      const clippedAway = s.clip === 'rect(0px, 0px, 0px, 0px)' || /inset\(50%\)/.test(s.clipPath);
      result = tiny || clippedAway || (el.parentElement !== null && hidden(el.parentElement));
    }
    hiddenCache.set(el, result);
    return result;
  };

  // Glyphs drawn as a picture (stars filled to a rating: a clipped row over another; a step's tick)
  // are hidden from assistive technology and hold no letters; their boxes are still measured, their
  // text is not. Words hidden from it (a map's place labels) are still read by the eye: measured.
  const decorative = (el: Element) =>
    el.closest('[aria-hidden="true"]') !== null && !/\p{L}/u.test(el.textContent ?? '');

  const inLeafletPane = (el: Element) =>
    el.closest('.leaflet-pane') !== null && el.closest('.leaflet-tooltip') === null;

  // The part of a box that shows: cut by every clipping ancestor up to the widget root.
  const shown = (box: Box, from: Element | null, root: Element): Box => {
    let out = box;
    for (let e = from; e; e = e.parentElement) {
      const s = style(e);
      if (clipsX(s) || hidesY(s)) {
        const r = rectOf(e);
        out = intersect(out, {
          left: clipsX(s) ? r.left : -Infinity,
          right: clipsX(s) ? r.right : Infinity,
          top: hidesY(s) ? r.top : -Infinity,
          bottom: hidesY(s) ? r.bottom : Infinity,
        });
      }
      if (e === root) break;
    }
    return out;
  };

  const paddingBox = (el: Element): Box => {
    const r = rectOf(el);
    const left = r.left + el.clientLeft;
    const top = r.top + el.clientTop;
    return { left, top, right: left + el.clientWidth, bottom: top + el.clientHeight };
  };
  const contentBox = (el: Element): Box => {
    const s = style(el);
    const p = paddingBox(el);
    return {
      left: p.left + parseFloat(s.paddingLeft),
      top: p.top + parseFloat(s.paddingTop),
      right: p.right - parseFloat(s.paddingRight),
      bottom: p.bottom - parseFloat(s.paddingBottom),
    };
  };

  // A widget's card: the nearest fixed or sticky box it draws (a bar, a sheet) or popover it opens
  // (a panel placed beside its button on a wide screen), else its node.
  const popover = '[role="region"], [role="dialog"]';
  const cardOf = (el: Element, root: Element): Element => {
    for (let e: Element | null = el; e && e !== root; e = e.parentElement) {
      const p = style(e).position;
      if (p === 'fixed' || p === 'sticky') return e;
      if (p === 'absolute' && e.matches(popover)) return e;
    }
    return root;
  };

  const textRects = (node: Text): Box[] => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return [...range.getClientRects()]
      .filter((r) => r.width > 0.5 && r.height > 0.5)
      .map((r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom }));
  };

  // A line that ends between two letters of one word. Lines are told apart by each letter's top.
  const brokenWord = (node: Text, parent: Element): string | null => {
    if (style(parent).hyphens === 'auto') return null;
    const range = document.createRange();
    const text = node.data;
    const topOf = (i: number): number | null => {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getClientRects()[0];
      return rect && rect.width > 0 ? rect.top : null;
    };
    const letter = /[\p{L}\p{N}]/u;
    let previous = topOf(0);
    for (let i = 1; i < text.length; i += 1) {
      const top = topOf(i);
      if (top === null) continue;
      const newLine = previous !== null && top > previous + 1;
      previous = top;
      if (!newLine || !letter.test(text[i - 1] ?? '') || !letter.test(text[i] ?? '')) continue;
      const start = text.slice(0, i).search(/[\p{L}\p{N}]+$/u);
      const end = i + (/^[\p{L}\p{N}]+/u.exec(text.slice(i))?.[0].length ?? 0);
      range.setStart(node, start);
      range.setEnd(node, end);
      const whole = [...range.getClientRects()].reduce((sum, r) => sum + r.width, 0);
      if (whole < viewport / 2) return `${text.slice(start, i)}|${text.slice(i, end)}`;
    }
    return null;
  };

  // A line of text past the side of a box that should hold it: the content box of the nearest box
  // around it, then the padding box of each box around that one, up to the widget or to a box
  // placed on its own (absolute, fixed: a label, a popover).
  const outOfBox = (rect: Box, parent: Element, root: Element): string | null => {
    let e: Element | null = parent;
    while (e && !isBox(e)) e = e.parentElement;
    if (!e) return null;
    const first = contentBox(e);
    if (rect.left < first.left - SLACK || rect.right > first.right + SLACK) {
      return `spans ${span(rect)}, its box ${span(first)}`;
    }
    for (let a = e; a && a !== root && !escapes(a);) {
      a = a.parentElement as Element;
      if (!a || !isBox(a)) continue;
      const box = paddingBox(a);
      if (rect.left < box.left - SLACK || rect.right > box.right + SLACK) {
        return `spans ${span(rect)}, past ${describe(a).split(' "')[0]} ${span(box)}`;
      }
    }
    return null;
  };

  if (document.documentElement.scrollWidth > viewport + SLACK) {
    problems.push(
      `page scrolls sideways: ${document.documentElement.scrollWidth} px wide in a ${viewport} px viewport`,
    );
  }

  for (const root of document.querySelectorAll('[data-tw-widget]')) {
    if (hidden(root)) continue;

    for (const el of [root, ...root.querySelectorAll('*')]) {
      if (hidden(el) || inLeafletPane(el) || el.classList.contains('leaflet-container')) continue;
      const s = style(el);
      // A text field scrolls its own value; a clipped picture (stars filled to a rating) is drawn so.
      const holdsText =
        !/^(INPUT|TEXTAREA)$/.test(el.tagName) &&
        !decorative(el) &&
        Boolean(el.textContent?.trim());
      const cuts = holdsText && (clipsX(s) || s.textOverflow === 'ellipsis');
      if (cuts && el.scrollWidth > el.clientWidth + SLACK && el.clientWidth > 0) {
        problems.push(
          `clipped: ${describe(el)} needs ${el.scrollWidth} px, has ${el.clientWidth} px`,
        );
      }
      if (holdsText && hidesY(s) && el.scrollHeight > el.clientHeight + 2 && el.clientHeight > 0) {
        problems.push(
          `clipped: ${describe(el)} needs ${el.scrollHeight} px of height, has ${el.clientHeight} px`,
        );
      }
      const whole = rectOf(el);
      const seen = shown(whole, el.parentElement, root);
      if (empty(seen)) continue;
      // A box around a text (a label, a button) cut by a clipping ancestor.
      const ownText =
        !decorative(el) && [...el.childNodes].some((n) => n instanceof Text && n.data.trim());
      if (ownText && (width(seen) < width(whole) - SLACK || height(seen) < height(whole) - SLACK)) {
        problems.push(
          `clipped: ${describe(el)} shows ${px(width(seen))}×${px(height(seen))} of its ${px(width(whole))}×${px(height(whole))} px`,
        );
      }
      // What shows of the element stays on its card and in the viewport.
      const card = rectOf(cardOf(el, root));
      if (seen.left < card.left - SLACK || seen.right > card.right + SLACK) {
        problems.push(
          `out of its card: ${describe(el)} spans ${span(seen)}, the card ${span(card)}`,
        );
      }
      if (seen.left < -SLACK || seen.right > viewport + SLACK) {
        problems.push(`out of the viewport: ${describe(el)} spans ${span(seen)} of ${viewport} px`);
      }
    }

    // Text, run by run; what shows of it is kept for the sibling comparison below.
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const runs = new Map<Node, Box[]>();
    for (
      let node = walker.nextNode() as Text | null;
      node;
      node = walker.nextNode() as Text | null
    ) {
      const parent = node.parentElement;
      if (!parent || !node.data.trim() || hidden(parent) || inLeafletPane(parent)) continue;
      if (decorative(parent)) continue;
      const kept: Box[] = [];
      const lines = textRects(node);
      // A box shrunk to its narrowest: a word set one or two letters a line.
      const words = node.data.trim().split(/\s+/).length;
      const em = parseFloat(style(parent).fontSize);
      if (lines.length >= 3 && lines.length > words && lines.every((r) => width(r) < 1.6 * em)) {
        problems.push(
          `squeezed: ${describe(node)} runs a letter or two a line, ${lines.length} lines`,
        );
      }
      if (lines.length > 1) {
        const broken = brokenWord(node, parent);
        if (broken) problems.push(`word broken: ${describe(node)} at "${broken}"`);
      }
      for (const rect of lines) {
        const out = outOfBox(rect, parent, root);
        if (out) problems.push(`out of its box: ${describe(node)} ${out}`);
        const seen = shown(rect, parent, root);
        if (empty(seen)) continue;
        kept.push(seen);
        if (width(seen) < width(rect) - SLACK) {
          problems.push(
            `clipped: ${describe(node)} shows ${px(width(seen))} of its ${px(width(rect))} px`,
          );
        }
      }
      runs.set(node, kept);
    }

    // Text over text: the text of two siblings intersects.
    const collect = (node: Node): Box[] => {
      if (node instanceof Text) return runs.get(node) ?? [];
      if (!(node instanceof Element) || hidden(node)) return [];
      const lists = [...node.childNodes].map(collect);
      for (let i = 0; i < lists.length; i += 1) {
        for (let j = i + 1; j < lists.length; j += 1) {
          const hit = (lists[i] ?? []).some((a) =>
            (lists[j] ?? []).some((b) => {
              const x = intersect(a, b);
              return width(x) > SLACK && height(x) > SLACK;
            }),
          );
          if (hit) {
            problems.push(
              `text over text: ${describe(node.childNodes[i] as Node)} and ${describe(node.childNodes[j] as Node)}`,
            );
          }
        }
      }
      return lists.flat();
    };
    collect(root);
  }
  return [...new Set(problems)];
}

/**
 * `overflowProblems` at each width in turn (the viewport keeps its height), each line prefixed with
 * `label` and the width; the viewport is left at the last width.
 */
export async function overflowAtWidths(
  page: Page,
  widths: readonly number[],
  label: string,
): Promise<string[]> {
  const height = page.viewportSize()?.height ?? 800;
  const found: string[] = [];
  for (const width of widths) {
    if (page.viewportSize()?.width !== width) {
      await page.setViewportSize({ width, height });
      await nextFrames(page);
    }
    for (const problem of await overflowProblems(page))
      found.push(`${label} @${width}: ${problem}`);
  }
  return found;
}
