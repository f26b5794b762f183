import { formatMoney } from '@/core/i18n/money';
import { regionName } from '@/core/i18n/region-name';
import { KNOWN_SERVICE_TYPES } from '@/features/auction-form/model/service-types';
import { floorName } from '@/features/auction-form/rules/floors';
import { selectAuctionFields } from '@/features/auction-form/state/store/auction-slice';
import { useFormEnvironment } from '../../environment-context';
import { useAppSelector } from '../../hooks';
import { SummarySection } from './summary-section';
import { useSummaryT } from './summary-t';
import styles from './summary.module.css';

/** Service type, invoice, floors and lifts, the booking price and fixed-price offers: only what the customer chose. */
export function ExtrasSummary() {
  const { t } = useSummaryT();
  const { locale, currency } = useFormEnvironment();
  const a = useAppSelector(selectAuctionFields);

  const floor = (value: number | null, lift: boolean | null): string | null => {
    if (value === null && lift === null) return null;
    const name = value === null ? null : floorName(value);
    const where =
      name === null
        ? null
        : name.kind === 'numbered'
          ? t('extras.floor', { number: name.number })
          : t(`extras.${name.kind}`);
    const liftText = lift === null ? null : lift ? t('extras.lift') : t('extras.noLift');
    return [where, liftText].filter(Boolean).join(', ');
  };

  const rows: Array<[string, string]> = [];
  if (a.type)
    rows.push([
      t('extras.service'),
      KNOWN_SERVICE_TYPES.has(a.type) ? t(`extras.services.${a.type}`) : a.type,
    ]);
  if (a.vatInvoice !== null)
    rows.push([
      t('extras.vatInvoice'),
      a.vatInvoice
        ? a.vatInvoiceCountry
          ? t('extras.vatInvoiceFor', { country: regionName(a.vatInvoiceCountry, locale) })
          : t('extras.vatYes')
        : t('extras.vatNo'),
    ]);
  const pickup = floor(a.pickupFloor, a.pickupElevator);
  if (pickup) rows.push([t('extras.pickup'), pickup]);
  const delivery = floor(a.deliveryFloor, a.deliveryElevator);
  if (delivery) rows.push([t('extras.delivery'), delivery]);
  if (a.bookingSetPrice !== null)
    rows.push([t('extras.bookingPrice'), formatMoney(a.bookingSetPrice, currency, locale)]);
  if (a.isFixAvailable === true)
    rows.push([t('extras.fixedOffers'), t('extras.fixedOffersWelcome')]);

  return (
    <SummarySection name="extras">
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('extras.none')}</p>
      ) : (
        <dl className={styles.pairs}>
          {rows.map(([term, value]) => (
            <div key={term} className={styles.pair}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.definition}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </SummarySection>
  );
}
