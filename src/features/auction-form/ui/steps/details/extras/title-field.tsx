import { useEffect, useMemo, useRef, useState } from 'react';
import controls from '@/core/ui/controls.module.css';
import { checkSafely, fieldDomId } from '@/features/auction-form/rules/details-validation';
import { TITLE_MAX_LENGTH, TITLE_VALIDATORS } from '@/features/auction-form/rules/text-limits';
import {
  selectIsTitleEnteredByUser,
  setTitleEnteredByUser,
} from '@/features/auction-form/state/navigation/form-slice';
import { patchAuction, selectTitle } from '@/features/auction-form/state/store/auction-slice';
import { selectGeneratingTitle } from '@/features/auction-form/state/store/session-slice';
import { titleRequested } from '@/features/auction-form/state/store/shared-actions';
import { typed } from '@/features/auction-form/state/store/typing-buffer';
import { useAppDispatch, useAppSelector } from '@/features/auction-form/ui/hooks';
import { useDetailsT } from '../details-t';
import styles from '../details.module.css';
import { FieldMessage } from '../field-message';
import { useShowErrors } from '../show-errors';
import { asText, useTypedInput } from '../use-typed-input';

/**
 * The title is generated from the items until the customer types their own;
 * from then on it is theirs (isTitleEnteredByUser) until they ask for the
 * suggestion back. The suggestions come from the title listener beside the store.
 */
export function TitleField() {
  const { t } = useDetailsT();
  const dispatch = useAppDispatch();
  const title = useAppSelector(selectTitle) ?? '';
  const byUser = useAppSelector(selectIsTitleEnteredByUser);
  const generating = useAppSelector(selectGeneratingTitle);
  useEffect(() => {
    dispatch(titleRequested());
  }, [dispatch]);
  const [blurred, setBlurred] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const field = useTypedInput(inputRef, title, asText, asText);
  const id = fieldDomId(null, 'title');

  const problem = useMemo(
    () => (byUser ? checkSafely(title, TITLE_VALIDATORS) : null),
    [byUser, title],
  );
  const showAll = useShowErrors();
  const shown = blurred || showAll ? problem : null;

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('title.label')}
      </label>
      <input
        id={id}
        className={styles.input}
        type="text"
        ref={inputRef}
        defaultValue={field.defaultValue}
        maxLength={TITLE_MAX_LENGTH}
        placeholder={t('title.placeholder')}
        aria-describedby={`${id}-hint${shown ? ` ${id}-message` : ''}`}
        aria-invalid={shown ? true : undefined}
        aria-busy={generating || undefined}
        onBlur={() => setBlurred(true)}
        onChange={(event) => {
          field.typed(event.target.value);
          if (!byUser) dispatch(setTitleEnteredByUser(true));
          dispatch(typed(patchAuction({ title: event.target.value })));
        }}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {byUser ? t('title.ownHint') : generating ? t('title.generating') : t('title.hint')}
        {byUser && (
          <>
            {' '}
            <button
              type="button"
              className={controls.link}
              onClick={() => dispatch(setTitleEnteredByUser(false))}
            >
              {t('title.useSuggestion')}
            </button>
          </>
        )}
      </p>
      <FieldMessage id={`${id}-message`} problem={shown} />
    </div>
  );
}
