import { useRef } from 'react';
import { fieldDomId } from '@/features/auction-form/rules/details-validation';
import { DESCRIPTION_MAX_LENGTH } from '@/features/auction-form/rules/text-limits';
import { patchAuction, selectDescription } from '@/features/auction-form/state/store/auction-slice';
import { typed } from '@/features/auction-form/state/store/typing-buffer';
import { useAppDispatch, useAppSelector } from '@/features/auction-form/ui/hooks';
import { useDetailsT } from '../details-t';
import styles from '../details.module.css';
import { asText, useTypedInput } from '../use-typed-input';

/** A plain textarea with a character count. */
export function DescriptionField() {
  const { t } = useDetailsT();
  const dispatch = useAppDispatch();
  const description = useAppSelector(selectDescription) ?? '';
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const field = useTypedInput(inputRef, description, asText, asText);
  const id = fieldDomId(null, 'description');
  // The count follows the store, a frame after the keystroke.
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
        ref={inputRef}
        defaultValue={field.defaultValue}
        maxLength={DESCRIPTION_MAX_LENGTH}
        placeholder={t('description.placeholder')}
        aria-describedby={`${id}-count`}
        onChange={(event) => {
          const next = event.target.value;
          field.typed(next);
          dispatch(typed(patchAuction({ description: next === '' ? null : next })));
        }}
      />
      <p id={`${id}-count`} className={styles.counter}>
        {t('description.count', { count: length, max: DESCRIPTION_MAX_LENGTH })}
      </p>
    </div>
  );
}
