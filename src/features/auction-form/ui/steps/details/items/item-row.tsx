import { skipToken } from '@reduxjs/toolkit/query';
import { memo, useMemo } from 'react';
import controls from '@/core/ui/controls.module.css';
import { useGetItemCategoryFieldsQuery } from '@/features/auction-form/api/form-api';
import { autocompleteKind, editsModel } from '@/features/auction-form/rules/autocomplete-kind';
import { CATEGORY_VALIDATORS, checkSafely } from '@/features/auction-form/rules/details-validation';
import { selectItemValue } from '@/features/auction-form/state/details/details-selectors';
import {
  duplicateItem,
  itemCategoryChosen,
  moveItem,
  removeItem,
} from '@/features/auction-form/state/details/items-slice';
import { useAppDispatch, useAppSelector } from '@/features/auction-form/ui/hooks';
import { useDetailsT } from '../details-t';
import styles from '../details.module.css';
import { DimensionsEstimated } from './dimensions-estimated';
import { DynamicField } from './dynamic-field';
import { ItemCategoryPicker } from './item-category-picker';
import { ItemNameField } from './item-name-field';
import type { ItemCategories } from './use-item-categories';

export interface ItemRowProps {
  itemKey: string;
  index: number;
  count: number;
  /** The item categories to choose from, the same for every row (use-item-categories.ts). */
  categories: ItemCategories;
}

const EMPTY: never[] = [];

/**
 * One item: its category, name and the fields its category defines. Memoised
 * on its key and position; it reads only the item's category, so a keystroke
 * in a field re-renders that field alone.
 */
export const ItemRow = memo(function ItemRow({ itemKey, index, count, categories }: ItemRowProps) {
  const { t } = useDetailsT();
  const dispatch = useAppDispatch();
  const itemCategoryId =
    useAppSelector((state) => selectItemValue(state, itemKey, 'itemCategoryId')) ?? null;
  const fields = useGetItemCategoryFieldsQuery(itemCategoryId ?? skipToken);
  const { all: allCategories, topLevel: topCategories } = categories;
  const itemCategory = allCategories.find((c) => c.id === itemCategoryId);
  const kind = autocompleteKind(itemCategory?.slug, categories.removal);
  const definitions = itemCategoryId === null ? EMPTY : (fields.data ?? EMPTY);
  const modelDefinition = editsModel(kind)
    ? (definitions.find((d) => d.key === 'model') ?? null)
    : null;
  const shownDefinitions = modelDefinition
    ? definitions.filter((d) => d !== modelDefinition)
    : definitions;
  const categoryProblem = useMemo(
    () => checkSafely(itemCategoryId, CATEGORY_VALIDATORS),
    [itemCategoryId],
  );
  const number = index + 1;

  return (
    <li className={styles.item} aria-labelledby={`${itemKey}-heading`}>
      <div className={styles.itemHeader}>
        <h3 id={`${itemKey}-heading`} className={styles.itemHeading}>
          {t('items.itemHeading', { number })}
        </h3>
        <div className={styles.itemActions}>
          <button
            type="button"
            className={styles.moveButton}
            aria-label={t('items.moveUp', { number })}
            title={t('items.moveUp', { number })}
            disabled={index === 0}
            onClick={() => dispatch(moveItem({ key: itemKey, to: index - 1 }))}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className={styles.moveButton}
            aria-label={t('items.moveDown', { number })}
            title={t('items.moveDown', { number })}
            disabled={index === count - 1}
            onClick={() => dispatch(moveItem({ key: itemKey, to: index + 1 }))}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className={styles.textAction}
            aria-label={t('items.duplicateLabel', { number })}
            onClick={() => dispatch(duplicateItem(itemKey))}
          >
            {t('items.duplicate')}
          </button>
          {count > 1 && (
            <button
              type="button"
              className={styles.textAction}
              aria-label={t('items.removeLabel', { number })}
              onClick={() => dispatch(removeItem(itemKey))}
            >
              {t('items.remove')}
            </button>
          )}
        </div>
      </div>

      {categories.failed ? (
        <p className={styles.loadError} role="alert">
          {t('items.categoriesFailed')}{' '}
          <button type="button" className={controls.link} onClick={categories.retry}>
            {t('retry')}
          </button>
        </p>
      ) : (
        // One type without variants is chosen for the customer; otherwise they choose.
        (topCategories.length > 1 || allCategories.length > 1) && (
          <ItemCategoryPicker
            itemKey={itemKey}
            itemCategoryId={itemCategoryId}
            topLevel={topCategories}
            all={allCategories}
            problem={categoryProblem}
            onChange={(next) =>
              dispatch(itemCategoryChosen({ key: itemKey, itemCategoryId: next }))
            }
          />
        )
      )}

      <ItemNameField key={kind} itemKey={itemKey} kind={kind} modelDefinition={modelDefinition} />

      {fields.isFetching && definitions.length === 0 && (
        <div className={styles.fieldsSkeleton} aria-hidden="true" />
      )}
      {fields.isError && (
        <p className={styles.loadError} role="alert">
          {t('items.fieldsFailed')}{' '}
          <button type="button" className={controls.link} onClick={() => void fields.refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      {shownDefinitions.length > 0 && (
        <div className={styles.fields}>
          {shownDefinitions.map((definition) => (
            <DynamicField key={definition.id} itemKey={itemKey} definition={definition} />
          ))}
          {shownDefinitions.some((d) => d.key === 'length') && (
            <DimensionsEstimated itemKey={itemKey} />
          )}
        </div>
      )}
    </li>
  );
});
