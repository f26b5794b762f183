import { OFFERED_SERVICE_TYPES } from '@/features/auction-form/model/service-types';
import { fieldDomId } from '@/features/auction-form/rules/details-validation';
import {
  patchAuction,
  selectServiceType,
  selectVatInvoice,
  selectVatInvoiceCountry,
} from '@/features/auction-form/state/store/auction-slice';
import { useFormEnvironment } from '@/features/auction-form/ui/environment-context';
import { useAppDispatch, useAppSelector } from '@/features/auction-form/ui/hooks';
import { useDetailsT } from '../details-t';
import styles from '../details.module.css';
import { invoiceCountries } from './invoice-countries';

const DEFAULT_COUNTRY: Record<string, string> = {
  pl: 'PL',
  de: 'DE',
  es: 'ES',
  it: 'IT',
  fr: 'FR',
  nl: 'NL',
  ro: 'RO',
  pt: 'PT',
  sv: 'SE',
  en: 'GB',
};

/** Service type, and whether the customer needs a VAT invoice (and for which country). */
export function ServiceOptions() {
  const { t } = useDetailsT();
  const dispatch = useAppDispatch();
  const { locale } = useFormEnvironment();
  const type = useAppSelector(selectServiceType);
  const vatInvoice = useAppSelector(selectVatInvoice) === true;
  const vatCountry = useAppSelector(selectVatInvoiceCountry);
  const typeId = fieldDomId(null, 'type');
  const vatId = fieldDomId(null, 'vatInvoice');
  const countryId = fieldDomId(null, 'vatInvoiceCountry');

  return (
    <section className={styles.section} aria-labelledby="tw-details-service-heading">
      <h2 id="tw-details-service-heading" className={styles.sectionHeading}>
        {t('service.heading')}
      </h2>
      <div className={styles.field}>
        <label htmlFor={typeId} className={styles.label}>
          {t('service.type')}
        </label>
        <select
          id={typeId}
          className={styles.select}
          value={type ?? 'transport'}
          onChange={(event) => dispatch(patchAuction({ type: event.target.value }))}
        >
          {OFFERED_SERVICE_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`service.types.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.checkField}>
        <input
          id={vatId}
          type="checkbox"
          className={styles.checkbox}
          checked={vatInvoice}
          onChange={(event) =>
            dispatch(
              patchAuction({
                vatInvoice: event.target.checked,
                vatInvoiceCountry: event.target.checked
                  ? (vatCountry ?? DEFAULT_COUNTRY[locale] ?? null)
                  : null,
              }),
            )
          }
        />
        <label htmlFor={vatId} className={styles.checkLabel}>
          {t('service.vatInvoice')}
        </label>
      </div>
      {vatInvoice && (
        <div className={styles.field}>
          <label htmlFor={countryId} className={styles.label}>
            {t('service.vatCountry')}
          </label>
          <select
            id={countryId}
            className={styles.select}
            value={vatCountry ?? ''}
            onChange={(event) =>
              dispatch(patchAuction({ vatInvoiceCountry: event.target.value || null }))
            }
          >
            <option value="">{t('choose')}</option>
            {invoiceCountries(locale).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </section>
  );
}
