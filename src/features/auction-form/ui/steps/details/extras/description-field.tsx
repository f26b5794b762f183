import { fieldDomId } from '@/features/auction-form/rules/details-validation';
import { DESCRIPTION_MAX_LENGTH } from '@/features/auction-form/rules/text-limits';
import { patchAuction, selectDescription } from '@/features/auction-form/state/store/auction-slice';
import { typed } from '@/features/auction-form/state/store/typing-buffer';
import { useAppDispatch, useAppSelector } from '@/features/auction-form/ui/hooks';
import { useDetailsT } from '../details-t';
import styles from '../details.module.css';
import { asText, useTypedText } from '../use-typed-text';

/** A plain textarea with a character count. */
export function DescriptionField() {
  const { t } = useDetailsT();
  const dispatch = useAppDispatch();
  const description = useAppSelector(selectDescription) ?? '';
  const [text, setText] = useTypedText(description, asText, asText);
  const id = fieldDomId(null, 'description');
  const length = Array.from(text).length;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('description.label')} <span className={styles.optional}>{t('optional')}</span>
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={5}
        value={text}
        maxLength={DESCRIPTION_MAX_LENGTH}
        placeholder={t('description.placeholder')}
        aria-describedby={`${id}-count`}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          dispatch(typed(patchAuction({ description: next === '' ? null : next })));
        }}
      />
      <p id={`${id}-count`} className={styles.counter}>
        {t('description.count', { count: length, max: DESCRIPTION_MAX_LENGTH })}
      </p>
    </div>
  );
}
