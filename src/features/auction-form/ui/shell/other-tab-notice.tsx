import { useTranslation } from 'react-i18next';
import controls from '@/core/ui/controls.module.css';
import { FORM_NAMESPACE } from '@/features/auction-form/model/namespaces';
import {
  otherTabNoticeClosed,
  selectDraftHolder,
  selectRenewedByOtherTab,
  takeOverRequested,
} from '../../state/store/session-slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import styles from './other-tab-notice.module.css';

/**
 * What another tab of this draft means here. While another tab holds the draft (the screens are
 * inert), the customer is told so and may continue here, bringing that tab's changes along. And once
 * another tab posted this draft: the customer's fields stay, and the next submit from here is a new
 * request (a new uuid), never a silent duplicate the server would drop.
 */
export function OtherTabNotice() {
  const { t } = useTranslation(FORM_NAMESPACE);
  const dispatch = useAppDispatch();
  const holder = useAppSelector(selectDraftHolder);
  const renewed = useAppSelector(selectRenewedByOtherTab);
  if (holder !== 'this-tab') {
    const taking = holder === 'taking-over';
    return (
      <div className={styles.notice} role="status" data-draft-held-elsewhere="">
        <p className={styles.text}>{t('otherTab.heldElsewhere')}</p>
        <button
          type="button"
          className={controls.button}
          aria-disabled={taking}
          onClick={() => {
            if (!taking) dispatch(takeOverRequested());
          }}
        >
          {t('otherTab.continueHere')}
        </button>
      </div>
    );
  }
  if (!renewed) return null;
  return (
    <div className={styles.notice} role="status">
      <p className={styles.text}>{t('otherTab.submitted')}</p>
      <button
        type="button"
        className={controls.button}
        onClick={() => dispatch(otherTabNoticeClosed())}
      >
        {t('otherTab.close')}
      </button>
    </div>
  );
}
