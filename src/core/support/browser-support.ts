/**
 * Below the declared support line (docs/browser-support.md) a widget does not
 * start at all: the server's markup stays as the host rendered it, usable,
 * instead of a half-mounted widget or an empty box. Each entry asks once,
 * before registering; a refusal costs one console line and one breadcrumb.
 */
const FEATURES = {
  // The line's floor (Safari 15.4, Chrome 93, Firefox 92): used by the router, ky and the form.
  // What the widgets use beyond it (EventSource, ResizeObserver, Web Locks) has a fallback in place.
  'Object.hasOwn': () => typeof Object.hasOwn === 'function',
  'Array.prototype.at': () => typeof Array.prototype.at === 'function',
  fetch: () => typeof fetch === 'function',
  AbortController: () => typeof AbortController === 'function',
  'Element.prototype.replaceChildren': () =>
    typeof Element !== 'undefined' && typeof Element.prototype.replaceChildren === 'function',
} satisfies Record<string, () => boolean>;

export type Feature = keyof typeof FEATURES;

/** What every entry needs: the APIs that set the line. */
export const LINE_FEATURES: readonly Feature[] = Object.keys(FEATURES) as Feature[];

/** The features of `needed` this browser lacks (a test that throws counts as lacking). */
export function missingFeatures(needed: readonly Feature[]): Feature[] {
  return needed.filter((feature) => {
    try {
      return !FEATURES[feature]();
    } catch {
      return true;
    }
  });
}

const answers = new Map<string, boolean>();

/**
 * True when this browser has what `widget` needs (the line's APIs).
 * Otherwise logs one line, adds one breadcrumb (once the reporter has loaded) and answers false,
 * once per widget.
 */
export function browserSupports(widget: string): boolean {
  const known = answers.get(widget);
  if (known !== undefined) return known;
  const missing = missingFeatures(LINE_FEATURES);
  const supported = missing.length === 0;
  answers.set(widget, supported);
  if (!supported) {
    console.warn(
      `[transport-widgets] ${widget} not started: this browser lacks ${missing.join(', ')}; the page keeps its server-rendered content.`,
    );
    // The reporter loads only here: a browser of the line never needs it for this.
    void import('../errors/report').then(({ addBreadcrumb }) =>
      addBreadcrumb({
        category: 'transport-widgets.support',
        level: 'warning',
        message: `${widget} not started: browser below the support line`,
        data: { widget, missing },
      }),
    );
  }
  return supported;
}
