import { useEffect, useState, type ComponentType } from 'react';
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
  const [Icon, setIcon] = useState<ComponentType | null>(() =>
    picture ? (cache.get(picture) ?? null) : GenericIcon,
  );

  useEffect(() => {
    if (!picture) {
      setIcon(() => GenericIcon);
      return undefined;
    }
    const known = cache.get(picture);
    if (known) {
      setIcon(() => known);
      return undefined;
    }
    let live = true;
    loadCategoryImage(picture)
      .then((module) => module.default)
      .catch(() => GenericIcon)
      .then((loaded) => {
        cache.set(picture, loaded);
        if (live) setIcon(() => loaded);
      });
    return () => {
      live = false;
    };
  }, [picture]);

  return (
    <span data-category-image={Icon === GenericIcon ? 'generic' : (picture ?? 'generic')}>
      {Icon ? <Icon /> : null}
    </span>
  );
}
