import type { ItemCategory } from '@/features/auction-form/model/item-category';
import { fieldDomId } from '@/features/auction-form/rules/details-validation';
import type { FieldProblem } from '@/features/auction-form/rules/field-validators';
import { selectItemValue } from '@/features/auction-form/state/details/details-selectors';
import { useAppSelector } from '@/features/auction-form/ui/hooks';
import { useDetailsT } from '../details-t';
import styles from '../details.module.css';
import { FieldMessage } from '../field-message';

export interface ItemCategoryPickerProps {
  itemKey: string;
  itemCategoryId: number | null;
  /** Level 1 (api_item_category_level). */
  topLevel: readonly ItemCategory[];
  /** Every level (api_item_category_main), for the variants of the chosen type. */
  all: readonly ItemCategory[];
  problem: FieldProblem | null;
  onChange(itemCategoryId: number | null): void;
}

/**
 * The type of item (its category), then its sub-type when the type has some
 * (a corner sofa is a sofa); the item's own name follows in ItemNameField.
 * Each says what it is for in a hint (docs/auction-form-ux.md, "Describing an item").
 */
export function ItemCategoryPicker({
  itemKey,
  itemCategoryId,
  topLevel,
  all,
  problem,
  onChange,
}: ItemCategoryPickerProps) {
  const { t } = useDetailsT();
  const touched = useAppSelector((state) => selectItemValue(state, itemKey, 'touched'));
  const current =
    all.find((c) => c.id === itemCategoryId) ?? topLevel.find((c) => c.id === itemCategoryId);
  const topId = current ? (current.parent ?? current.id) : null;
  const variants = topId === null ? [] : all.filter((c) => c.parent === topId);
  const id = fieldDomId(itemKey, 'itemCategoryId');
  const shown = touched ? problem : null;

  return (
    <div className={styles.categoryPicker}>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t('items.category')}
        </label>
        <select
          id={id}
          className={styles.select}
          value={topId ?? ''}
          aria-invalid={shown ? true : undefined}
          // The hint stays with an error: it says what the field is for, the error what is wrong.
          aria-describedby={shown ? `${id}-hint ${id}-message` : `${id}-hint`}
          aria-required
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t('choose')}</option>
          {topLevel.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('items.categoryHint')}
        </p>
        <FieldMessage id={`${id}-message`} problem={shown} />
      </div>
      {variants.length > 0 && topId !== null && (
        <div className={styles.field}>
          <label htmlFor={`${id}-variant`} className={styles.label}>
            {t('items.variant')} <span className={styles.optional}>{t('optional')}</span>
          </label>
          <select
            id={`${id}-variant`}
            className={styles.select}
            aria-describedby={`${id}-variant-hint`}
            value={itemCategoryId !== topId && itemCategoryId !== null ? itemCategoryId : ''}
            onChange={(event) => onChange(event.target.value ? Number(event.target.value) : topId)}
          >
            <option value="">{t('items.variantAny')}</option>
            {variants.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <p id={`${id}-variant-hint`} className={styles.hint}>
            {t('items.variantHint')}
          </p>
        </div>
      )}
    </div>
  );
}
