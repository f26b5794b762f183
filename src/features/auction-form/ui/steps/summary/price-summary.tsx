import { formatMoney } from '@/core/i18n/money';
import { selectCurrentEstimate } from '@/features/auction-form/state/details/price-estimate-listener';
import { useFormEnvironment } from '../../environment-context';
import { useAppSelector } from '../../hooks';
import { SummarySection } from './summary-section';
import { useSummaryT } from './summary-t';
import styles from './summary.module.css';

/** What similar requests cost; an estimate, said so plainly. */
export function PriceSummary() {
  const { t } = useSummaryT();
  const { locale, currency } = useFormEnvironment();
  const estimate = useAppSelector((state) => selectCurrentEstimate(state, currency));
  return (
    <SummarySection name="price">
      {estimate !== null && estimate > 0 ? (
        <>
          <p className={styles.price}>
            {t('price.estimate', { price: formatMoney(estimate, currency, locale) })}
          </p>
          <p className={styles.muted}>{t('price.note')}</p>
        </>
      ) : (
        <p className={styles.muted}>{t('price.none')}</p>
      )}
    </SummarySection>
  );
}
