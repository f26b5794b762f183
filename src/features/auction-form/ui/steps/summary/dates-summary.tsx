import { formatDay } from '@/core/i18n/day-format';
import { selectTransportDateRange } from '@/features/auction-form/state/navigation/form-slice';
import { selectAuctionFields } from '@/features/auction-form/state/store/auction-slice';
import { useFormEnvironment } from '../../environment-context';
import { useAppSelector } from '../../hooks';
import { SummarySection } from './summary-section';
import { useSummaryT } from './summary-t';
import styles from './summary.module.css';

/** Flexible dates, or the collection and delivery windows. */
export function DatesSummary() {
  const { t } = useSummaryT();
  const { locale } = useFormEnvironment();
  const auction = useAppSelector(selectAuctionFields);
  const range = useAppSelector(selectTransportDateRange);
  const flexible = range === 'flex' || !auction.dateFixed;

  const span = (fromValue: string | null, toValue: string | null): string => {
    const start = formatDay(fromValue, locale, { year: true });
    const end = formatDay(toValue, locale, { year: true });
    if (!start || !end) return t('dates.notSet');
    return start === end ? start : t('dates.window', { from: start, to: end });
  };

  return (
    <SummarySection name="dates">
      {flexible ? (
        <p className={styles.value}>{t('dates.flex')}</p>
      ) : (
        <dl className={styles.pairs}>
          <div className={styles.pair}>
            <dt className={styles.term}>{t('dates.pickup')}</dt>
            <dd className={styles.definition}>{span(auction.sendDateFrom, auction.sendDateTo)}</dd>
          </div>
          <div className={styles.pair}>
            <dt className={styles.term}>{t('dates.delivery')}</dt>
            <dd className={styles.definition}>
              {span(auction.receiveDateFrom, auction.receiveDateTo)}
            </dd>
          </div>
        </dl>
      )}
    </SummarySection>
  );
}
