import { memo } from 'react';
import { fieldDomId } from '@/features/auction-form/rules/details-validation';
import { selectItemValue } from '@/features/auction-form/state/details/details-selectors';
import { updateItem } from '@/features/auction-form/state/details/items-slice';
import { useAppDispatch, useAppSelector } from '@/features/auction-form/ui/hooks';
import { useDetailsT } from '../details-t';
import styles from '../details.module.css';

/** The customer only guessed the measurements; couriers then allow some room. */
export const DimensionsEstimated = memo(function DimensionsEstimated({
  itemKey,
}: {
  itemKey: string;
}) {
  const { t } = useDetailsT();
  const dispatch = useAppDispatch();
  const checked =
    useAppSelector((state) => selectItemValue(state, itemKey, 'dimensionsEstimated')) === true;
  const id = fieldDomId(itemKey, 'dimensionsEstimated');
  return (
    <div className={styles.checkField}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        onChange={(event) =>
          dispatch(
            updateItem({ key: itemKey, patch: { dimensionsEstimated: event.target.checked } }),
          )
        }
      />
      <label htmlFor={id} className={styles.checkLabel}>
        {t('items.dimensionsEstimated')}
      </label>
    </div>
  );
});
