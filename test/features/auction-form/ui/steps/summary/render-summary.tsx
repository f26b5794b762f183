import { Suspense, type ReactNode } from 'react';
import { addDays, today } from '@/core/dates/calendar-day';
import { getI18n } from '@/core/i18n/i18n';
import { formApi } from '@/features/auction-form/api/form-api';
import type { AuctionFields } from '@/features/auction-form/model/auction';
import type { Item } from '@/features/auction-form/model/item';
import type { FormMode } from '@/features/auction-form/model/steps';
import { selectEstimateKey } from '@/features/auction-form/state/details/price-estimate-listener';
import { initialFormState } from '@/features/auction-form/state/navigation/form-slice';
import type { RootState } from '@/features/auction-form/state/store/root-state';
import SummaryStep from '@/features/auction-form/ui/steps/summary/summary-step';
import { formStateOn, place } from '../../../form-state';
import { renderStep, type RenderedForm, type RenderFormOptions } from '../../../render-form';

export const UUID = '6f1c2b7e-4a0d-4e55-9c3b-1d2e3f4a5b6c';

/** A place as the route step leaves it: the customer picked "City, Poland". */
export const pickedPlace = (city: string, lat: number, lng: number, id: number) =>
  place(city, lat, lng, id, { userText: `${city}, Poland`, country: 'Poland' });

export interface SummaryOptions {
  mode?: FormMode;
  auctionId?: number;
  config?: RenderFormOptions['config'];
  auction?: Partial<AuctionFields>;
  items?: Array<Partial<Item>>;
  form?: Partial<ReturnType<typeof initialFormState>>;
  /** Save the draft (restored from nothing: the state given is the draft). */
  persist?: boolean;
}

const wrapper = (children: ReactNode) => (
  <Suspense fallback={<p>loading step</p>}>{children}</Suspense>
);

/** The summary with a store as the details step leaves it: a sofa from Warszawa to Kraków, in a week. */
export async function renderSummary(options: SummaryOptions = {}): Promise<RenderedForm> {
  const i18n = await getI18n(['auction-form-summary'], 'en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['auction-form-summary']);
  const mode = options.mode ?? 'addNew';
  const day = (n: number) => addDays(today(), n);
  const state = formStateOn({
    step: 'summary',
    mode,
    uuid: UUID,
    auction: {
      id: mode === 'edit' ? 4242 : null,
      title: 'Sofa and two armchairs',
      mainCategoryId: 1,
      categoryId: 101,
      dateFixed: true,
      sendDateFrom: day(1),
      sendDateTo: day(3),
      receiveDateFrom: day(2),
      receiveDateTo: day(5),
      distance: 294,
      description: 'Please wrap the legs.',
      priceEstimation: 420,
      type: 'loading',
      ...options.auction,
    },
    items: (
      options.items ?? [{ name: 'Sofa', length: 220, width: 95, height: 80, weight: 60 }]
    ).map((patch) => ({ itemCategoryId: 2001, itemsNumber: 1, ...patch })),
    itemKeyPrefix: 'summary-item',
    addresses: {
      from: pickedPlace('Warszawa', 52.2297, 21.0122, 11),
      to: pickedPlace('Kraków', 50.0647, 19.945, 12),
    },
    form: { maxStepNumber: 4, transportDateRange: 'custom', ...options.form },
  }) as RootState;
  // As the details step leaves it: the estimate shown was computed for these very items.
  state.form.estimateFor = selectEstimateKey(state, 'EUR');
  const form = await renderStep(SummaryStep, {
    wrapper,
    config: {
      mode,
      auctionId: options.auctionId ?? (mode === 'addNew' ? undefined : 4242),
      ...options.config,
    },
    preloadedState: state,
    persist: options.persist ?? false,
  });
  await form.persistor?.restore();
  // The details step leaves its lookups cached: the final validators read the item fields from them.
  const { categoryId } = form.store.getState().auction;
  const once = { subscribe: false } as const;
  if (categoryId !== null)
    await Promise.all([
      form.store.dispatch(formApi.endpoints.getItemCategories.initiate(categoryId, once)),
      form.store.dispatch(
        formApi.endpoints.getItemCategoriesOfLevel.initiate(
          { auctionCategoryId: categoryId, level: 1 },
          once,
        ),
      ),
      ...[...new Set(form.store.getState().items.map((i) => i.itemCategoryId))].map((id) =>
        id === null
          ? null
          : form.store.dispatch(formApi.endpoints.getItemCategoryFields.initiate(id, once)),
      ),
    ]);
  return form;
}
