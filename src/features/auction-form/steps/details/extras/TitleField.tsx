import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '../../../../../core/ui/controls.module.css';
import { patchAuction } from '../../../store/auction-slice';
import { setTitleEnteredByUser } from '../../../store/form-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectTitleInputs } from '../details-selectors';
import { checkSafely, fieldDomId } from '../../../rules/details-validation';
import { TITLE_MAX_LENGTH, TITLE_VALIDATORS } from '../../../rules/text-limits';
import { FieldMessage } from '../FieldMessage';
import { DETAILS_NS } from '../problem-text';
import { useShowErrors } from '../show-errors';
import { useAppStore } from '../use-app-store';
import styles from '../details.module.css';
import { canGenerateTitle, generateTitle, type TitleItem } from './title-service';

/** Waits for a pause in typing before asking for a new title. */
export const TITLE_DEBOUNCE_MS = 600;

/**
 * The title is generated from the items until the customer types their own;
 * from then on it is theirs (isTitleEnteredByUser) until they ask for the
 * suggestion back.
 */
export function TitleField() {
  const { t } = useTranslation(DETAILS_NS);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const title = useAppSelector((state) => state.auction.title) ?? '';
  const byUser = useAppSelector((state) => state.form.isTitleEnteredByUser);
  const inputs = useAppSelector(selectTitleInputs);
  const [generating, setGenerating] = useState(false);
  const [blurred, setBlurred] = useState(false);
  const id = fieldDomId(null, 'title');

  useEffect(() => {
    if (byUser) return;
    const items = JSON.parse(inputs) as TitleItem[];
    if (!canGenerateTitle(items)) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setGenerating(true);
      generateTitle(items, controller.signal)
        .then((generated) => {
          // The customer may have started typing while the request ran: their text wins.
          if (generated && !store.getState().form.isTitleEnteredByUser)
            dispatch(patchAuction({ title: generated }));
        })
        .catch(() => undefined)
        .finally(() => {
          if (!controller.signal.aborted) setGenerating(false);
        });
    }, TITLE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [inputs, byUser, dispatch, store]);

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
        value={title}
        maxLength={TITLE_MAX_LENGTH}
        placeholder={t('title.placeholder')}
        aria-describedby={`${id}-hint${shown ? ` ${id}-message` : ''}`}
        aria-invalid={shown ? true : undefined}
        aria-busy={generating || undefined}
        onBlur={() => setBlurred(true)}
        onChange={(event) => {
          if (!byUser) dispatch(setTitleEnteredByUser(true));
          dispatch(patchAuction({ title: event.target.value }));
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
