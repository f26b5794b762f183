import { useEffect } from 'react';
import { formatMoney } from '@/core/i18n/money';
import controls from '@/core/ui/controls.module.css';
import { hasPriceModel } from '@/features/auction-form/rules/price-estimate';
import {
  estimateShown,
  selectCurrentEstimate,
  selectEstimateKey,
} from '@/features/auction-form/state/details/price-estimate-listener';
import { selectIsWaitingForPriceEstimate } from '@/features/auction-form/state/navigation/form-slice';
import { useFormEnvironment } from '@/features/auction-form/ui/environment-context';
import { useAppDispatch, useAppSelector } from '@/features/auction-form/ui/hooks';
import { useDetailsT } from '../details-t';
import styles from '../details.module.css';

/**
 * The price estimate (spec sections 4 and 7): asked only in PLN or EUR, any
 * other currency asks nothing and shows nothing. The listener beside the
 * store runs the requests; this shows the figure of the items as they are now
 * (never an older one) and a skeleton while it is pending.
 */
export function PriceEstimate() {
  const { t } = useDetailsT();
  const { currency, locale } = useFormEnvironment();
  const supported = hasPriceModel(currency);
  const waiting = useAppSelector(selectIsWaitingForPriceEstimate);
  const estimate = useAppSelector((state) => selectCurrentEstimate(state, currency));
  // Something to estimate, yet no figure: the model failed or had none, so "add your items" would mislead.
  const asked = useAppSelector((state) => selectEstimateKey(state, currency) !== '');
  const dispatch = useAppDispatch();
  // Shown with no estimate of these items yet (a draft, a loaded auction): ask for one.
  useEffect(() => {
    if (supported) dispatch(estimateShown());
  }, [dispatch, supported]);

  if (!supported) return null;
  return (
    <section
      className={styles.estimate}
      aria-labelledby="tw-details-estimate-heading"
      aria-busy={waiting || undefined}
    >
      <h2 id="tw-details-estimate-heading" className={styles.estimateHeading}>
        {t('estimate.heading')}
      </h2>
      {waiting ? (
        <div className={styles.estimateSkeleton} data-testid="estimate-skeleton">
          <span className={controls.visuallyHidden}>{t('estimate.loading')}</span>
        </div>
      ) : estimate !== null && estimate > 0 ? (
        <p className={styles.estimateValue} data-testid="estimate-value">
          {formatMoney(estimate, currency, locale)}
        </p>
      ) : (
        <p className={styles.hint}>{t(asked ? 'estimate.failed' : 'estimate.empty')}</p>
      )}
      <p className={styles.hint}>{t('estimate.hint')}</p>
    </section>
  );
}
