import type { FormMode } from '@/features/auction-form/model/steps';
import { openLogin } from '@/features/auction-form/state/navigation/open-login';
import type { SubmitState } from '@/features/auction-form/state/submit/submit-slice';
import { FailureNotice } from '../../components/failure-notice/failure-notice';
import { FieldErrorList } from './field-error-list';
import { useSummaryT } from './summary-t';
import styles from './summary.module.css';

export interface SubmitFailureProps {
  submit: SubmitState;
  mode: FormMode;
  onRetry(): void;
}

/** The failed submit, by cause; a 422 lists its fields, each with the way to fix it. */
export function SubmitFailure({ submit, mode, onRetry }: SubmitFailureProps) {
  const { t } = useSummaryT();
  const { failure } = submit;
  if (!failure) return null;
  return (
    <FailureNotice
      subject={mode === 'edit' ? 'update' : 'submit'}
      kind={failure.kind}
      status={failure.status}
      onRetry={onRetry}
      retrying={submit.status === 'submitting'}
      onLogin={() => void openLogin()}
    >
      {failure.kind === 'validation' && (
        <>
          {/* The general line ("Validation Failed") only when no field says more. */}
          {submit.serverMessage && submit.fieldErrors.length === 0 && (
            <p className={styles.serverMessage}>
              {t('serverErrors.server', { message: submit.serverMessage })}
            </p>
          )}
          <FieldErrorList errors={submit.fieldErrors} />
        </>
      )}
    </FailureNotice>
  );
}
