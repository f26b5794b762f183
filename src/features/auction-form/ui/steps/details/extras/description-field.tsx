import { patchAuction } from '@/features/auction-form/state/auction-slice';
import { useAppDispatch, useAppSelector } from '@/features/auction-form/ui/hooks';
import { fieldDomId } from '@/features/auction-form/rules/details-validation';
import { DESCRIPTION_MAX_LENGTH } from '@/features/auction-form/rules/text-limits';
import styles from '../details.module.css';
import { useDetailsT } from '../details-t';

/** A plain textarea with a character count. */
export function DescriptionField() {
  const { t } = useDetailsT();
  const dispatch = useAppDispatch();
  const description = useAppSelector((state) => state.auction.description) ?? '';
  const id = fieldDomId(null, 'description');
  const length = Array.from(description).length;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('description.label')} <span className={styles.optional}>{t('optional')}</span>
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={5}
        value={description}
        maxLength={DESCRIPTION_MAX_LENGTH}
        placeholder={t('description.placeholder')}
        aria-describedby={`${id}-count`}
        onChange={(event) =>
          dispatch(
            patchAuction({ description: event.target.value === '' ? null : event.target.value }),
          )
        }
      />
      <p id={`${id}-count`} className={styles.counter}>
        {t('description.count', { count: length, max: DESCRIPTION_MAX_LENGTH })}
      </p>
    </div>
  );
}
