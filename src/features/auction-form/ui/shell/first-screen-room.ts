import { useLayoutEffect, type RefObject } from 'react';
import { FIRST_SCREEN_ATTRIBUTE } from './first-screen-attribute';

export { FIRST_SCREEN_ATTRIBUTE };

/**
 * Marks the form's first screen in the DOM (first-screen-attribute.ts). Layout effects run before
 * the browser paints, so the room goes in the same frame the screen arrives.
 */ export function releaseFirstScreenRoom(inside: Element | null): void {
  const node = inside?.closest('[data-tw-widget]');
  // Asked after every shell commit: once released, no attribute write (and no style check) again.
  if (node && !node.hasAttribute(FIRST_SCREEN_ATTRIBUTE))
    node.setAttribute(FIRST_SCREEN_ATTRIBUTE, '');
}

/**
 * Releases the room once `shown()` answers true. Asked after every commit, after the children's
 * layout effects (which may have just said so) and with `ref` attached; setting it twice is harmless.
 */
export function useReleaseFirstScreenRoom(
  ref: RefObject<Element | null>,
  shown: () => boolean,
): void {
  useLayoutEffect(() => {
    if (shown()) releaseFirstScreenRoom(ref.current);
  });
}
