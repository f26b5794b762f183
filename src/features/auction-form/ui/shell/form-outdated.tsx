import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '@/core/ui/controls.module.css';
import { FORM_NAMESPACE } from '@/features/auction-form/model/namespaces';
import { reloadPage } from '../../state/navigation/reload-page';
import { useAppDispatch } from '../hooks';
import { useReleaseFirstScreenRoom } from './first-screen-room';
import styles from './load-error.module.css';

/**
 * What a lost file of the bundle leaves (a deploy removed this version's chunks while the page was
 * open): no retry brings them back, a reload does, and the draft makes it lose nothing.
 */
export function FormOutdated() {
  const { t } = useTranslation(FORM_NAMESPACE);
  const dispatch = useAppDispatch();
  const ref = useRef<HTMLDivElement>(null);
  useReleaseFirstScreenRoom(ref, () => true); // the message stands where the first screen would
  return (
    <div ref={ref} className={styles.error} role="alert" data-failure-kind="outdated">
      <p className={styles.text}>{t('errors.outdated')}</p>
      <button type="button" className={controls.button} onClick={() => dispatch(reloadPage())}>
        {t('errors.reload')}
      </button>
    </div>
  );
}
