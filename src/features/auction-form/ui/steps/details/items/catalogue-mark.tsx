import { memo, type ReactNode } from 'react';
import controls from '@/core/ui/controls.module.css';
import { selectFromCatalogue } from '@/features/auction-form/state/details/details-selectors';
import { useAppSelector } from '@/features/auction-form/ui/hooks';
import { useDetailsT } from '../details-t';
import styles from '../details.module.css';

/**
 * The "from the catalogue" marks of one field. They subscribe to the item's catalogue flag on
 * their own: the customer's first edit of a suggested item clears the marks of all its fields,
 * and only these small parts re-render for it, not every field (the keystroke's frame).
 */
function useMarked(itemKey: string, shown: boolean): boolean {
  return useAppSelector((state) => shown && selectFromCatalogue(state, itemKey));
}

/** The control's frame: tinted, with a check, while the value is the catalogue's. */
export function MarkedControl({
  itemKey,
  shown,
  children,
}: {
  itemKey: string;
  /** The field is one a suggestion fills and it has a value. */
  shown: boolean;
  children: ReactNode;
}) {
  const { t } = useDetailsT();
  const marked = useMarked(itemKey, shown);
  return (
    <div className={marked ? `${styles.control} ${styles.marked}` : styles.control}>
      {children}
      {marked && (
        <span className={styles.catalogueBadge} aria-hidden="true" title={t('items.fromCatalogue')}>
          ✓
        </span>
      )}
    </div>
  );
}

/** The label's words for screen readers, while the value is the catalogue's. */
export const CatalogueNote = memo(function CatalogueNote({
  itemKey,
  shown,
}: {
  itemKey: string;
  shown: boolean;
}) {
  const { t } = useDetailsT();
  const marked = useMarked(itemKey, shown);
  return marked ? (
    <span className={controls.visuallyHidden}> ({t('items.fromCatalogue')})</span>
  ) : null;
});
