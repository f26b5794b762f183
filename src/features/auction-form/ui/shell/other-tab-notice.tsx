import { useTranslation } from 'react-i18next';
import controls from '@/core/ui/controls.module.css';
import { FORM_NAMESPACE } from '@/features/auction-form/model/namespaces';
import { otherTabNoticeClosed, selectRenewedByOtherTab } from '../../state/store/session-slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import styles from './other-tab-notice.module.css';

/**
 * Told once when another tab posted this draft: the customer's fields stay, and the next submit
 * from here is a new request (a new uuid), never a silent duplicate the server would drop.
 */
export function OtherTabNotice() {
  const { t } = useTranslation(FORM_NAMESPACE);
  const dispatch = useAppDispatch();
  if (!useAppSelector(selectRenewedByOtherTab)) return null;
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
