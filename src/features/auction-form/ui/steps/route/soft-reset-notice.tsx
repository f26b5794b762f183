import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '@/core/ui/controls.module.css';
import { ROUTE_NAMESPACE } from '@/features/auction-form/model/namespaces';
import { selectCategoryName } from '@/features/auction-form/state/navigation/form-slice';
import {
  selectSoftResetUndo,
  undoSoftReset,
} from '@/features/auction-form/state/navigation/soft-reset-undo-slice';
import { useAppDispatch, useAppSelector } from '../../hooks';
import styles from './soft-reset-notice.module.css';

/**
 * After a category change cleared what the customer entered (the soft reset): says so and
 * offers to undo it; after the undo, says what came back (focus goes there, as the button left).
 */
export function SoftResetNotice() {
  const { t } = useTranslation(ROUTE_NAMESPACE);
  const dispatch = useAppDispatch();
  const { offer, restored } = useAppSelector(selectSoftResetUndo);
  const category = useAppSelector(selectCategoryName);
  const restoredRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (restored !== null) restoredRef.current?.focus();
  }, [restored]);

  if (offer)
    return (
      <div className={styles.notice} role="status">
        <p className={styles.text}>
          {t('softReset.cleared', {
            category: category ?? '',
            previous: offer.form.categoryName ?? '',
          })}
        </p>
        <button
          type="button"
          className={controls.secondary}
          onClick={() => dispatch(undoSoftReset())}
        >
          {t('softReset.undo', { previous: offer.form.categoryName ?? '' })}
        </button>
      </div>
    );
  if (restored !== null)
    return (
      <p
        ref={restoredRef}
        className={`${styles.notice} ${styles.text}`}
        role="status"
        tabIndex={-1}
      >
        {t('softReset.restored', { category: restored })}
      </p>
    );
  return null;
}
