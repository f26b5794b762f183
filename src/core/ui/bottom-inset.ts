/**
 * Bars fixed to the bottom of the screen (the mobile-app bar, the cookie bar)
 * cover whatever the page shows there: the form's "Post my request", the
 * bottom of the notifications sheet. Each bar reports its height here while
 * it is shown; the document then carries
 *
 * - `--tw-bottom-inset` on `<html>`: the tallest bar's height in px, which our
 *   widgets add to their bottom padding or offset (`var(--tw-bottom-inset, 0px)`);
 * - `data-tw-bottom-bars="app-bar:72 cookie-bar:180"`: which bars are shown;
 * - an empty spacer of that height as the last child of `<body>`, so the host
 *   page's own bottom (its footer, "Cookie settings") can be scrolled out from
 *   under the bar. It is in flow after everything else: nothing on the page
 *   moves, the document only grows at its end.
 *
 * The record lives in the document, not in a module variable, because each
 * widget's bundle may carry its own copy of this module.
 */

export const BOTTOM_INSET_PROPERTY = '--tw-bottom-inset';
export const BOTTOM_BARS_ATTRIBUTE = 'data-tw-bottom-bars';
export const BOTTOM_SPACER_ATTRIBUTE = 'data-tw-bottom-spacer';

type Heights = Map<string, number>;

function readBars(root: HTMLElement): Heights {
  const bars: Heights = new Map();
  for (const entry of (root.getAttribute(BOTTOM_BARS_ATTRIBUTE) ?? '').split(/\s+/)) {
    const match = /^([a-z-]+):(\d+)$/.exec(entry);
    if (match) bars.set(match[1] as string, Number(match[2]));
  }
  return bars;
}

/** The end-of-page spacer: `height` px, or gone for 0. */
function placeSpacer(root: HTMLElement, height: number): void {
  const body = root.ownerDocument.body;
  let spacer = root.querySelector<HTMLElement>(`[${BOTTOM_SPACER_ATTRIBUTE}]`);
  if (height === 0 || !body) {
    spacer?.remove();
    return;
  }
  if (!spacer) {
    spacer = root.ownerDocument.createElement('div');
    spacer.setAttribute(BOTTOM_SPACER_ATTRIBUTE, '');
    spacer.setAttribute('aria-hidden', 'true');
  }
  // Properties set through the CSSOM, not a style attribute: allowed under a nonce-only CSP.
  spacer.style.height = `${height}px`;
  spacer.style.margin = '0';
  spacer.style.padding = '0';
  spacer.style.border = '0';
  // Kept last, also when the host appended content after the first bar showed.
  if (body.lastElementChild !== spacer) body.append(spacer);
}

function writeBars(root: HTMLElement, bars: Heights): void {
  if (bars.size === 0) {
    root.removeAttribute(BOTTOM_BARS_ATTRIBUTE);
    root.style.removeProperty(BOTTOM_INSET_PROPERTY);
    placeSpacer(root, 0);
    return;
  }
  root.setAttribute(
    BOTTOM_BARS_ATTRIBUTE,
    [...bars].map(([name, height]) => `${name}:${height}`).join(' '),
  );
  // The bars overlap at the bottom edge: the tallest one is what covers the page.
  const tallest = Math.max(...bars.values());
  root.style.setProperty(BOTTOM_INSET_PROPERTY, `${tallest}px`);
  placeSpacer(root, tallest);
}

/**
 * Reserves the bar's height at the bottom of the page until the returned
 * function is called (the bar closes or unmounts). The height follows the
 * bar's size (a longer text, a rotated phone).
 */
export function reserveBottomSpace(name: string, bar: HTMLElement): () => void {
  const root = bar.ownerDocument.documentElement;
  const measure = () => {
    const bars = readBars(root);
    bars.set(name, Math.ceil(bar.getBoundingClientRect().height));
    writeBars(root, bars);
  };
  measure();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
  observer?.observe(bar);
  return () => {
    observer?.disconnect();
    const bars = readBars(root);
    bars.delete(name);
    writeBars(root, bars);
  };
}
