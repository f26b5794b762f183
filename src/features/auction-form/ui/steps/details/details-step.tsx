import controls from '@/core/ui/controls.module.css';
import { allowsBooking, isRemovalCategory } from '@/features/auction-form/rules/category-flags';
import { useStepNavigation } from '../../navigation/use-step-navigation';
import { DetailsTranslation, useDetailsT } from './details-t';
import styles from './details.module.css';
import { BookingOptions } from './extras/booking-options';
import { DescriptionField } from './extras/description-field';
import { invoiceCountries } from './extras/invoice-countries';
import { PriceEstimate } from './extras/price-estimate';
import { RemovalExtras } from './extras/removal-extras';
import { ServiceOptions } from './extras/service-options';
import { TitleField } from './extras/title-field';
import { TotalWeightField } from './extras/total-weight-field';
import { ItemList } from './items/item-list';
import { PicturesSection } from './pictures/pictures-section';
import { ShowErrorsContext } from './show-errors';
import { useCategorySlugs } from './use-category-slugs';
import { useDetailsNext } from './use-details-next';

/** Loaded ahead (registry.ts): the invoice countries' names and order take Intl's region data. */
export const warm = (language: string): void => void invoiceCountries(language);

/** The shipping-details screen: items, pictures, title and description, totals and extras, the price estimate. */
export default function DetailsStep() {
  return (
    <DetailsTranslation>
      <DetailsScreen />
    </DetailsTranslation>
  );
}

function DetailsScreen() {
  const { t } = useDetailsT();
  const { back } = useStepNavigation();
  const slugs = useCategorySlugs();
  const { submit, errorCount, attempted, busy } = useDetailsNext();
  const removal = isRemovalCategory(slugs);
  const booking = allowsBooking(slugs);

  return (
    <ShowErrorsContext.Provider value={attempted}>
      <form
        className={styles.details}
        noValidate
        aria-label={t('formLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={styles.main}>
          <ItemList />
          <PicturesSection />
          <section className={styles.section} aria-labelledby="tw-details-about-heading">
            <h2 id="tw-details-about-heading" className={styles.sectionHeading}>
              {t('about.heading')}
            </h2>
            <TitleField />
            <DescriptionField />
          </section>
          {removal && <RemovalExtras />}
          <ServiceOptions />
          {booking && <BookingOptions />}
        </div>
        <aside className={styles.aside}>
          <section className={styles.section} aria-labelledby="tw-details-totals-heading">
            <h2 id="tw-details-totals-heading" className={styles.sectionHeading}>
              {t('weight.heading')}
            </h2>
            <TotalWeightField />
          </section>
          <PriceEstimate />
        </aside>
        <div className={styles.footer}>
          {errorCount > 0 && (
            <p className={styles.summaryError} role="alert">
              {t('nav.fixErrors', { count: errorCount })}
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className={controls.secondary} onClick={() => back()}>
              {t('nav.back')}
            </button>
            <button
              type="submit"
              className={controls.button}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {t('nav.next')}
            </button>
          </div>
        </div>
      </form>
    </ShowErrorsContext.Provider>
  );
}
