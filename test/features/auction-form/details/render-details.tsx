import { getI18n } from '../../../../src/core/i18n/i18n';
import type { Locale } from '../../../../src/core/i18n/locales';
import { emptyAddress, type Address } from '../../../../src/features/auction-form/model/address';
import {
  emptyAuctionFields,
  type AuctionFields,
} from '../../../../src/features/auction-form/model/auction';
import { emptyItem, type Item } from '../../../../src/features/auction-form/model/item';
import { autocomplete } from '../../../../src/features/auction-form/services/autocomplete';
import DetailsStep from '../../../../src/features/auction-form/steps/details/details-step';
import { initialFormState } from '../../../../src/features/auction-form/store/form-slice';
import { mockServer } from '../../../../fixtures/node';
import { renderStep, type RenderedForm } from '../render-form';

export interface DetailsOptions {
  locale?: Locale;
  currency?: string;
  auction?: Partial<AuctionFields>;
  items?: Array<Partial<Item>>;
  form?: Partial<ReturnType<typeof initialFormState>>;
}

const geocoded = (city: string, lat: number, lng: number, countryCode = 'PL'): Address => ({
  ...emptyAddress(),
  enteredText: city,
  city,
  countryCode,
  lat,
  lng,
  addressDbId: Math.round(lat * 1000),
});

/**
 * The details screen with a store as the route step leaves it: a category,
 * two geocoded addresses 300 km apart, flexible dates.
 */
export async function renderDetails(options: DetailsOptions = {}): Promise<RenderedForm> {
  const locale = options.locale ?? 'en';
  const i18n = await getI18n(['auction-form-details'], locale);
  await i18n.changeLanguage(locale);
  await i18n.loadNamespaces(['auction-form-details']);
  autocomplete.clear();
  return renderStep(DetailsStep, {
    locale,
    currency: options.currency ?? 'EUR',
    preloadedState: {
      auction: {
        ...emptyAuctionFields('3f0c1a52-9d4e-4c1b-8a57-2d6f1e0b9c33'),
        mainCategoryId: 1,
        categoryId: 101,
        distance: 300,
        dateFixed: false,
        ...options.auction,
      },
      items: (options.items ?? [{}]).map((patch, i) => ({
        ...emptyItem(`test-item-${i}`),
        ...patch,
      })),
      // Started as the shell leaves it, so the form's listeners (the multiitem test) run.
      session: {
        pending: 0,
        failure: null,
        cause: null,
        started: true,
        generatingTitle: false,
        renewedByOtherTab: false,
      },
      addresses: {
        from: geocoded('Warszawa', 52.2297, 21.0122),
        to: geocoded('Kraków', 50.0647, 19.945),
      },
      form: {
        ...initialFormState(),
        step: 'shippingDetails',
        maxStepNumber: 3,
        transportDateRange: 'flex',
        ...options.form,
      },
    },
  });
}

/** Every request the mocks saw, as `METHOD path`, from now on. */
export function recordRequests(): string[] {
  const seen: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${decodeURIComponent(url.pathname)}${url.search}`);
  });
  return seen;
}
