import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '@/core/ui/controls.module.css';
import { FAILURE_NAMESPACE } from '@/features/auction-form/model/namespaces';
import type { FailureKind } from '@/features/auction-form/rules/classify-failure';
import { canSaveOnDevice } from './can-save-on-device';
import styles from './failure-notice.module.css';
import { useRetryWhenOnline } from './use-retry-when-online';

/** What failed: a start-up load, or the customer's submit (`submit` posts, `update` saves an edit). */
export type FailureSubject = 'categories' | 'auction' | 'submit' | 'update';

export interface FailureNoticeProps {
  subject: FailureSubject;
  kind: FailureKind;
  /** The HTTP status, shown with the refusals the customer cannot fix, for support. */
  status?: number | null;
  onRetry(): void;
  /** A retry is under way: the button says so and ignores clicks. */
  retrying?: boolean;
  /** For `auth`: opens the login again. */
  onLogin?(): void;
  /** Extra content, e.g. the list of fields to fix. */
  children?: ReactNode;
}

const isLoad = (subject: FailureSubject): boolean =>
  subject === 'categories' || subject === 'auction';

/**
 * A translated failure with the way out: try again (offline: done by itself
 * when the connection is back), log in, or fix the listed fields. It says
 * that nothing typed is lost, since that is the customer's first worry.
 */
export function FailureNotice({
  subject,
  kind,
  status = null,
  onRetry,
  retrying = false,
  onLogin,
  children,
}: FailureNoticeProps) {
  const { t } = useTranslation(FAILURE_NAMESPACE);
  useRetryWhenOnline(kind === 'offline' && !retrying, onRetry);
  const [savedOnDevice] = useState(canSaveOnDevice);
  const group = isLoad(subject) ? 'load' : 'send';

  return (
    <div className={styles.notice} role="alert" data-failure-kind={kind}>
      <p className={styles.title}>{t(`failure.title.${subject}`)}</p>
      <p className={styles.text}>
        {/* A subject's own text where the shared one would name the wrong thing (the add form's
            categories are not "this shipping request"). */}
        {t([`failure.${subject}.${kind}`, `failure.${group}.${kind}`], { status: status ?? '' })}
      </p>
      {children}
      {!isLoad(subject) && kind !== 'validation' && (
        <p className={styles.note}>
          {t(savedOnDevice ? 'failure.draftKept' : 'failure.draftNotKept')}
        </p>
      )}
      <div className={styles.actions}>
        {kind === 'auth' && onLogin && (
          <button type="button" className={controls.button} onClick={onLogin}>
            {t('failure.login')}
          </button>
        )}
        {/* A refused session with no login to open still gets its way out: try again. */}
        {kind !== 'validation' && (kind !== 'auth' || !onLogin) && (
          <button
            type="button"
            className={controls.button}
            aria-disabled={retrying}
            onClick={() => {
              if (!retrying) onRetry();
            }}
          >
            {retrying ? t('failure.retrying') : t('failure.retry')}
          </button>
        )}
      </div>
    </div>
  );
}
