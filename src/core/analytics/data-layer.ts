declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The page's tag-manager queue, created when there is none; null when `window.dataLayer` is not an
 * array. Such a value is neither ours to push to nor to replace: `<img name="dataLayer">` in the
 * page (DOMPurify keeps the name) is what `window.dataLayer` answers, since a window's named
 * elements show as its properties, and a push to it would throw.
 */
export function pageDataLayer(win: Window = window): unknown[] | null {
  if (win.dataLayer === undefined) win.dataLayer = [];
  return Array.isArray(win.dataLayer) ? win.dataLayer : null;
}
