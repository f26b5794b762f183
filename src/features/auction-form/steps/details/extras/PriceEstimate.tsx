import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormEnvironment } from '../../../app/environment-context';
import {
  formatEstimate,
  fetchPriceEstimate,
  hasPriceModel,
  predictionParams,
  type PredictionParams,
} from '../../../services/price-estimate';
import { patchAuction } from '../../../store/auction-slice';
import { setWaitingForPriceEstimate } from '../../../store/form-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectTotalWeight } from '../../../store/items-slice';
import type { RootState } from '../../../store/root-reducer';
import { DETAILS_NS } from '../problem-text';
import styles from '../details.module.css';

/** Waits for a pause in typing: one estimate per settled set of items. */
export const ESTIMATE_DEBOUNCE_MS = 700;

/** The model's input as a string, so an edit that changes nothing the model reads asks nothing. */
const selectParamsKey = (state: RootState, currency: string): string => {
  const params = predictionParams({
    currency,
    categoryId: state.auction.categoryId,
    distance: state.auction.distance,
    dateFixed: state.auction.dateFixed,
    totalWeight: selectTotalWeight(state),
    from: state.addresses.from,
    to: state.addresses.to,
    items: state.items,
  });
  return params ? JSON.stringify(params) : '';
};

/**
 * The price estimate (spec sections 4 and 7): asked only in PLN or EUR, any
 * other currency asks nothing and shows nothing. The waiting flag drives the
 * skeleton; a new figure goes to the auction, which sends the A/B call.
 */
export function PriceEstimate() {
  const { t } = useTranslation(DETAILS_NS);
  const dispatch = useAppDispatch();
  const { currency, locale } = useFormEnvironment();
  const supported = hasPriceModel(currency);
  const key = useAppSelector((state) => (supported ? selectParamsKey(state, currency) : ''));
  const waiting = useAppSelector((state) => state.form.isWaitingForPriceEstimate);
  const estimate = useAppSelector((state) => state.auction.priceEstimation);

  useEffect(() => {
    if (!key) return;
    const params = JSON.parse(key) as PredictionParams;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      dispatch(setWaitingForPriceEstimate(true));
      fetchPriceEstimate(params, { signal: controller.signal })
        .then((value) => {
          if (controller.signal.aborted || value === false) return;
          dispatch(patchAuction({ priceEstimation: value }));
        })
        .catch(() => undefined)
        .finally(() => {
          if (!controller.signal.aborted) dispatch(setWaitingForPriceEstimate(false));
        });
    }, ESTIMATE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
      dispatch(setWaitingForPriceEstimate(false));
    };
  }, [key, dispatch]);

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
          <span className={styles.visuallyHidden}>{t('estimate.loading')}</span>
        </div>
      ) : estimate !== null && estimate > 0 ? (
        <p className={styles.estimateValue} data-testid="estimate-value">
          {formatEstimate(estimate, currency, locale)}
        </p>
      ) : (
        <p className={styles.hint}>{t('estimate.empty')}</p>
      )}
      <p className={styles.hint}>{t('estimate.hint')}</p>
    </section>
  );
}
