import { useMemo, useState } from 'react';
import { currencySymbol } from '@/core/i18n/money';
import {
  checkSafely,
  fieldDomId,
  PRICE_VALIDATORS,
} from '@/features/auction-form/rules/details-validation';
import {
  patchAuction,
  selectBookingSetPrice,
  selectIsFixAvailable,
} from '@/features/auction-form/state/store/auction-slice';
import { useFormEnvironment } from '@/features/auction-form/ui/environment-context';
import { useAppDispatch, useAppSelector } from '@/features/auction-form/ui/hooks';
import { useDetailsT } from '../details-t';
import styles from '../details.module.css';
import { FieldMessage } from '../field-message';
import { useShowErrors } from '../show-errors';

/** Where the category allows it: a set price couriers can book at once, and whether fixed-price offers are welcome. */
export function BookingOptions() {
  const { t } = useDetailsT();
  const dispatch = useAppDispatch();
  const { locale, currency } = useFormEnvironment();
  const price = useAppSelector(selectBookingSetPrice);
  const fixAvailable = useAppSelector(selectIsFixAvailable) === true;
  const [blurred, setBlurred] = useState(false);
  const problem = useMemo(() => checkSafely(price, PRICE_VALIDATORS), [price]);
  const showAll = useShowErrors();
  const shown = blurred || showAll ? problem : null;
  const priceId = fieldDomId(null, 'bookingSetPrice');
  const fixId = fieldDomId(null, 'isFixAvailable');

  return (
    <section className={styles.section} aria-labelledby="tw-details-booking-heading">
      <h2 id="tw-details-booking-heading" className={styles.sectionHeading}>
        {t('booking.heading')}
      </h2>
      <div className={styles.field}>
        <label htmlFor={priceId} className={styles.label}>
          {t('booking.setPrice')} <span className={styles.optional}>{t('optional')}</span>
        </label>
        <div className={styles.control}>
          <input
            id={priceId}
            className={styles.input}
            type="number"
            inputMode="decimal"
            min={1}
            step="any"
            value={price ?? ''}
            aria-invalid={shown?.level === 'error' ? true : undefined}
            aria-describedby={`${priceId}-hint${shown ? ` ${priceId}-message` : ''}`}
            onBlur={() => setBlurred(true)}
            onChange={(event) => {
              const n = event.target.value === '' ? null : Number(event.target.value);
              dispatch(
                patchAuction({ bookingSetPrice: n !== null && Number.isFinite(n) ? n : null }),
              );
            }}
          />
          <span className={styles.unit} aria-hidden="true">
            {currencySymbol(currency, locale)}
          </span>
        </div>
        <p id={`${priceId}-hint`} className={styles.hint}>
          {t('booking.setPriceHint')}
        </p>
        <FieldMessage id={`${priceId}-message`} problem={shown} />
      </div>
      <div className={styles.checkField}>
        <input
          id={fixId}
          type="checkbox"
          className={styles.checkbox}
          checked={fixAvailable}
          onChange={(event) => dispatch(patchAuction({ isFixAvailable: event.target.checked }))}
        />
        <label htmlFor={fixId} className={styles.checkLabel}>
          {t('booking.fixAvailable')}
        </label>
      </div>
    </section>
  );
}
