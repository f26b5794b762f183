import { useRef } from 'react';
import controls from '@/core/ui/controls.module.css';
import { fieldDomId } from '@/features/auction-form/rules/details-validation';
import { selectDerivedTotalWeight } from '@/features/auction-form/state/details/items-slice';
import {
  selectIsTotalWeightEditedByUser,
  setTotalWeightEditedByUser,
} from '@/features/auction-form/state/navigation/form-slice';
import {
  patchAuction,
  selectTypedTotalWeight,
} from '@/features/auction-form/state/store/auction-slice';
import { typed } from '@/features/auction-form/state/store/typing-buffer';
import { useAppDispatch, useAppSelector } from '@/features/auction-form/ui/hooks';
import { useDetailsT } from '../details-t';
import styles from '../details.module.css';
import { useTypedInput } from '../use-typed-input';

const showWeight = (weight: number | null) => (weight === null ? '' : String(weight));
function readWeight(text: string): number | null {
  const weight = text === '' ? null : Number(text);
  return weight !== null && Number.isFinite(weight) ? weight : null;
}

/** Derived from the items until the customer types a total; the flag records that edit. */
export function TotalWeightField() {
  const { t } = useDetailsT();
  const dispatch = useAppDispatch();
  const derived = useAppSelector(selectDerivedTotalWeight);
  const edited = useAppSelector(selectIsTotalWeightEditedByUser);
  const typedWeight = useAppSelector(selectTypedTotalWeight);
  const id = fieldDomId(null, 'totalWeight');
  const value = edited ? typedWeight : derived;
  const inputRef = useRef<HTMLInputElement>(null);
  const field = useTypedInput(inputRef, value ?? null, showWeight, readWeight);

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('weight.label')}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          ref={inputRef}
          defaultValue={field.defaultValue}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            field.typed(event.target.value);
            dispatch(typed(patchAuction({ totalWeight: readWeight(event.target.value) })));
            if (!edited) dispatch(setTotalWeightEditedByUser(true));
          }}
        />
        <span className={styles.unit} aria-hidden="true">
          {t('units.kg')}
        </span>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {edited ? t('weight.edited') : t('weight.derived')}
        {edited && (
          <>
            {' '}
            <button
              type="button"
              className={controls.link}
              onClick={() => {
                dispatch(setTotalWeightEditedByUser(false));
                dispatch(patchAuction({ totalWeight: null }));
              }}
            >
              {t('weight.useDerived', { weight: derived })}
            </button>
          </>
        )}
      </p>
    </div>
  );
}
