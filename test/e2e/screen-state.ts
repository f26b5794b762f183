import type { Page } from 'playwright-core';

/*
 * States of the screen a browser test waits for before it measures or audits what it shows: frames
 * drawn, nothing loading, animations over. Each waits on the page's own state, never a duration.
 */

/** Lets the page lay out again and run what watches its size (ResizeObserver, a map's refit). */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

/**
 * Whether the widgets are as they will stay: the fonts in, nothing rendered loading (a busy region,
 * the form's loader or a step's placeholder) and every picture loaded. Run in the page.
 *
 * Only what is rendered counts: a screen React renders ahead, hidden (`<Activity mode="hidden">`),
 * keeps the markup of its last render, its store subscriptions off until it is shown, so its
 * estimate may say "working out" long after the store has the figure.
 */
export function screenIsSettled(): boolean {
  if (document.fonts.status !== 'loaded') return false;
  const widgets = [...document.querySelectorAll('[data-tw-widget]')];
  const loading = '[aria-busy="true"], [data-form-loader], [data-step-placeholder]';
  const rendered = (element: Element) => element.checkVisibility();
  if (widgets.some((widget) => [...widget.querySelectorAll(loading)].some(rendered))) return false;
  return widgets.every((widget) =>
    [...widget.querySelectorAll('img')].every((image) => image.complete),
  );
}

/** Waits until the screen is settled (`screenIsSettled`), then two frames, so layout has run. */
export async function screenSettled(page: Page): Promise<void> {
  await page.waitForFunction(screenIsSettled);
  await nextFrames(page);
}

/**
 * Every animation and transition that ends has ended (a spinner's endless one does not count), and
 * two frames drawn: the colours axe's contrast check reads are the ones the screen keeps, not a
 * frame of a fade.
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  await nextFrames(page);
}
