import { useRef } from 'react';
import { flushSync } from 'react-dom';
import controls from '@/core/ui/controls.module.css';
import { selectFormMode } from '@/features/auction-form/state/navigation/form-slice';
import { useAppSelector } from '../../hooks';
import { useStepNavigation } from '../../navigation/use-step-navigation';
import { CategorySummary } from './category-summary';
import { DatesSummary } from './dates-summary';
import { DescriptionSummary } from './description-summary';
import { ExtrasSummary } from './extras-summary';
import { FinalChecks } from './final-checks';
import { ItemsSummary } from './items-summary';
import { PicturesSummary } from './pictures-summary';
import { PriceSummary } from './price-summary';
import { ReviewBanner } from './review-banner';
import { RouteSummary } from './route-summary';
import { SubmitFailure } from './submit-failure';
import { SummaryTranslation, useSummaryT } from './summary-t';
import styles from './summary.module.css';
import { useSubmit } from './use-submit';

/**
 * The summary: the whole request as couriers will read it, each part with a
 * way back to change it, then the submit (post, save or post the copy) with
 * what went wrong when it fails, and the bottom banner.
 */
export default function SummaryStep() {
  return (
    <SummaryTranslation>
      <SummaryScreen />
    </SummaryTranslation>
  );
}

function SummaryScreen() {
  const { t } = useSummaryT();
  const mode = useAppSelector(selectFormMode);
  const { back } = useStepNavigation();
  const submit = useSubmit();
  const checksRef = useRef<HTMLDivElement>(null);
  const busy = submit.status === 'submitting' || submit.status === 'succeeded';

  const onSubmit = async () => {
    if (busy) return;
    const outcome = await submit.run();
    if (outcome !== 'invalid') return;
    // The list rendered at once; taking the focus there reads it out and puts the links in reach.
    flushSync(() => undefined);
    checksRef.current?.focus();
  };

  return (
    <div className={styles.summary}>
      <div className={styles.sections}>
        <CategorySummary />
        <RouteSummary />
        <DatesSummary />
        <ItemsSummary />
        <PicturesSummary />
        <DescriptionSummary />
        <ExtrasSummary />
        <PriceSummary />
      </div>
      <div className={styles.submitArea}>
        {submit.checks.length > 0 && <FinalChecks ref={checksRef} checks={submit.checks} />}
        <SubmitFailure submit={submit} mode={mode} onRetry={() => void onSubmit()} />
        <div className={styles.actions}>
          <button type="button" className={controls.secondary} onClick={() => back()}>
            {t('back')}
          </button>
          <button
            type="button"
            className={`${controls.button} ${styles.submit}`}
            aria-disabled={busy}
            data-busy={busy}
            onClick={() => void onSubmit()}
          >
            {busy && <span className={styles.spinner} aria-hidden="true" />}
            {busy
              ? t(mode === 'edit' ? 'submit.busySave' : 'submit.busyPost')
              : t(`submit.${mode}`)}
          </button>
        </div>
        {mode !== 'edit' && <p className={styles.reassurance}>{t('submit.free')}</p>}
        <p className={controls.visuallyHidden} role="status" aria-live="polite">
          {busy ? t(mode === 'edit' ? 'submit.busySave' : 'submit.busyPost') : ''}
        </p>
      </div>
      <ReviewBanner />
    </div>
  );
}
