import { flushSync } from 'react-dom';
import { shallowEqual } from 'react-redux';
import controls from '@/core/ui/controls.module.css';
import { fieldDomId } from '@/features/auction-form/rules/details-validation';
import { selectItemKeys } from '@/features/auction-form/state/details/details-selectors';
import { addItem } from '@/features/auction-form/state/details/items-slice';
import { useAppDispatch, useAppSelector } from '@/features/auction-form/ui/hooks';
import { useDetailsT } from '../details-t';
import styles from '../details.module.css';
import { ItemRow } from './item-row';
import { useItemCategories } from './use-item-categories';

/** The items: add, remove, duplicate and reorder. Subscribes to the list of keys only. */
export function ItemList() {
  const { t } = useDetailsT();
  const dispatch = useAppDispatch();
  const keys = useAppSelector(selectItemKeys, shallowEqual);
  const categories = useItemCategories();

  const add = () => {
    // Rendered at once, so the focus goes straight to the new item's first field.
    const { key } = flushSync(() => dispatch(addItem())).payload;
    const first =
      document.getElementById(fieldDomId(key, 'itemCategoryId')) ??
      document.getElementById(fieldDomId(key, 'name')) ??
      document.getElementById(fieldDomId(key, 'model'));
    first?.focus();
  };

  return (
    <section className={styles.section} aria-labelledby="tw-details-items-heading">
      <h2 id="tw-details-items-heading" className={styles.sectionHeading}>
        {t('items.heading')}
      </h2>
      <ol className={styles.itemList}>
        {keys.map((key, index) => (
          <ItemRow
            key={key}
            itemKey={key}
            index={index}
            count={keys.length}
            categories={categories}
          />
        ))}
      </ol>
      <button type="button" className={`${controls.secondary} ${styles.addItem}`} onClick={add}>
        <span aria-hidden="true">+</span> {t('items.add')}
      </button>
    </section>
  );
}
