import { createElement, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { GenericIcon } from './svg-icon';

type IconModule = { default: ComponentType };

/**
 * Images are chosen by slug (spec section 9, `rules/category-image.ts`):
 * `images/{image}.tsx`. All of them share one lazy chunk. A name with no
 * module fails the import (module not found); the tile then shows the generic icon.
 */
const loadCategoryImage = (image: string): Promise<IconModule> =>
  import(
    /* webpackMode: "lazy-once", webpackChunkName: "form-category-images" */ `./images/${image}.tsx`
  ) as Promise<IconModule>;

const cache = new Map<string, ComponentType>();
const arrivals = new Set<() => void>();
const onArrival = (listener: () => void) => {
  arrivals.add(listener);
  return () => void arrivals.delete(listener);
};
const SAFE_NAME = /^[a-z0-9-]+$/;

export function CategoryImage({ image: given }: { image: string | null }) {
  // Only plain names reach the import: an image name never walks out of images/.
  const image = given && SAFE_NAME.test(given) ? given : null;
  // An icon already loaded shows at once; markup painted before React (ui/first-screen/) has none
  // yet, so hydration adopts the empty frame and the icon comes with the next render.
  const known = useSyncExternalStore(
    onArrival,
    () => (image ? (cache.get(image) ?? null) : GenericIcon),
    () => (image ? null : GenericIcon),
  );

  useEffect(() => {
    if (!image || cache.has(image)) return;
    loadCategoryImage(image)
      .then((module) => module.default)
      .catch(() => GenericIcon)
      .then((Icon) => {
        cache.set(image, Icon);
        for (const listener of arrivals) listener();
      });
  }, [image]);

  // The icon comes from a module cache, so its identity is stable across renders.
  return (
    <span data-category-image={known === GenericIcon ? 'generic' : (image ?? 'generic')}>
      {known ? createElement(known) : null}
    </span>
  );
}
