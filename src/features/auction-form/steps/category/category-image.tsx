import { createElement, useEffect, useState, type ComponentType } from 'react';
import { GenericIcon } from './svg-icon';

type IconModule = { default: ComponentType };

/**
 * Images are chosen by slug (spec section 9): `images/{picture}.tsx`. All of
 * them share one lazy chunk. A picture with no module fails the import
 * (module not found); the tile then shows the generic icon.
 */
export const loadCategoryImage = (picture: string): Promise<IconModule> =>
  import(
    /* webpackMode: "lazy-once", webpackChunkName: "form-category-images" */ `./images/${picture}.tsx`
  ) as Promise<IconModule>;

const cache = new Map<string, ComponentType>();
const SAFE_NAME = /^[a-z0-9-]+$/;

export function CategoryImage({ picture: given }: { picture: string | null }) {
  // Only plain slugs reach the import: a picture name never walks out of images/.
  const picture = given && SAFE_NAME.test(given) ? given : null;
  const [loaded, setLoaded] = useState<{ picture: string; Icon: ComponentType } | null>(null);
  const known = picture
    ? (cache.get(picture) ?? (loaded?.picture === picture ? loaded.Icon : null))
    : GenericIcon;

  useEffect(() => {
    if (!picture || cache.has(picture)) return undefined;
    let live = true;
    loadCategoryImage(picture)
      .then((module) => module.default)
      .catch(() => GenericIcon)
      .then((Icon) => {
        cache.set(picture, Icon);
        if (live) setLoaded({ picture, Icon });
      });
    return () => {
      live = false;
    };
  }, [picture]);

  // The icon comes from a module cache, so its identity is stable across renders.
  return (
    <span data-category-image={known === GenericIcon ? 'generic' : (picture ?? 'generic')}>
      {known ? createElement(known) : null}
    </span>
  );
}
