import { selectDescription, selectTitle } from '@/features/auction-form/state/store/auction-slice';
import { useAppSelector } from '../../hooks';
import { SummarySection } from './summary-section';
import { useSummaryT } from './summary-t';
import styles from './summary.module.css';

/** The request's title (what couriers see first) and the customer's description. */
export function DescriptionSummary() {
  const { t } = useSummaryT();
  const title = useAppSelector(selectTitle)?.trim();
  const description = useAppSelector(selectDescription)?.trim();
  return (
    <SummarySection name="description">
      <dl className={styles.pairs}>
        <div className={styles.pair}>
          <dt className={styles.term}>{t('description.title')}</dt>
          <dd className={title ? styles.definition : styles.mutedDefinition}>
            {title || t('description.noTitle')}
          </dd>
        </div>
        <div className={styles.pair}>
          <dt className={styles.term}>{t('description.text')}</dt>
          <dd className={description ? styles.prose : styles.mutedDefinition}>
            {description || t('description.none')}
          </dd>
        </div>
      </dl>
    </SummarySection>
  );
}
