/**
 * Bars fixed to the bottom of the screen (the mobile-app bar, the cookie bar)
 * cover whatever the page shows there: the form's "Post my request", the
 * bottom of the notifications sheet. Each bar reports its height here while
 * it is shown; the document then carries
 *
 * - `--tw-bottom-inset` on `<html>`: the tallest bar's height in px, which our
 *   widgets add to their bottom padding or offset (`var(--tw-bottom-inset, 0px)`);
 * - `data-tw-bottom-bars="app-bar:72 cookie-bar:180"`: which bars are shown.
 *
 * The record lives in the document, not in a module variable, because each
 * widget's bundle may carry its own copy of this module.
 */

export const BOTTOM_INSET_PROPERTY = '--tw-bottom-inset';
export const BOTTOM_BARS_ATTRIBUTE = 'data-tw-bottom-bars';

type Heights = Map<string, number>;

function readBars(root: HTMLElement): Heights {
  const bars: Heights = new Map();
  for (const entry of (root.getAttribute(BOTTOM_BARS_ATTRIBUTE) ?? '').split(/\s+/)) {
    const match = /^([a-z-]+):(\d+)$/.exec(entry);
    if (match) bars.set(match[1] as string, Number(match[2]));
  }
  return bars;
}

function writeBars(root: HTMLElement, bars: Heights): void {
  if (bars.size === 0) {
    root.removeAttribute(BOTTOM_BARS_ATTRIBUTE);
    root.style.removeProperty(BOTTOM_INSET_PROPERTY);
    return;
  }
  root.setAttribute(
    BOTTOM_BARS_ATTRIBUTE,
    [...bars].map(([name, height]) => `${name}:${height}`).join(' '),
  );
  // The bars overlap at the bottom edge: the tallest one is what covers the page.
  root.style.setProperty(BOTTOM_INSET_PROPERTY, `${Math.max(...bars.values())}px`);
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
