import type { ReactNode } from 'react';
import { getI18n } from '@/core/i18n/i18n';
import type { Locale } from '@/core/i18n/locales';
import { autocomplete } from '@/features/auction-form/api/autocomplete';
import type { AuctionFields } from '@/features/auction-form/model/auction';
import type { Item } from '@/features/auction-form/model/item';
import { initialFormState } from '@/features/auction-form/state/navigation/form-slice';
import DetailsStep from '@/features/auction-form/ui/steps/details/details-step';
import { mockServer } from '../../../../../../fixtures/node';
import { formStateOn, place } from '../../../form-state';
import { renderStep, type RenderedForm } from '../../../render-form';

/** A complete sofa item: the details step may be left with it. */
export const SOFA: Partial<Item> = {
  itemCategoryId: 2001,
  name: 'Sofa 3-seater',
  weight: 60,
  itemsNumber: 1,
  length: 210,
  width: 90,
  height: 85,
};

export interface DetailsOptions {
  locale?: Locale;
  currency?: string;
  auction?: Partial<AuctionFields>;
  items?: Array<Partial<Item>>;
  form?: Partial<ReturnType<typeof initialFormState>>;
  /** Around the screen, inside the providers (e.g. a switch that leaves the step and comes back). */
  wrapper?: (children: ReactNode) => ReactNode;
}

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
    wrapper: options.wrapper,
    locale,
    currency: options.currency ?? 'EUR',
    preloadedState: formStateOn({
      step: 'shippingDetails',
      uuid: '3f0c1a52-9d4e-4c1b-8a57-2d6f1e0b9c33',
      auction: {
        mainCategoryId: 1,
        categoryId: 101,
        distance: 300,
        dateFixed: false,
        ...options.auction,
      },
      items: options.items,
      itemKeyPrefix: 'test-item',
      addresses: {
        from: place('Warszawa', 52.2297, 21.0122, 52230, { enteredText: 'Warszawa' }),
        to: place('Kraków', 50.0647, 19.945, 50065, { enteredText: 'Kraków' }),
      },
      form: { maxStepNumber: 3, transportDateRange: 'flex', ...options.form },
    }),
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
