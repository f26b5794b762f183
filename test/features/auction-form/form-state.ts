import { addDays, today } from '@/core/dates/calendar-day';
import { formApi } from '@/features/auction-form/api/form-api';
import { emptyAddress, type Address } from '@/features/auction-form/model/address';
import { emptyAuctionFields, type AuctionFields } from '@/features/auction-form/model/auction';
import { emptyItem, type Item } from '@/features/auction-form/model/item';
import type { FormMode, Step } from '@/features/auction-form/model/steps';
import { initialFormState } from '@/features/auction-form/state/navigation/form-slice';
import type { RootState } from '@/features/auction-form/state/store/root-state';
import type { AppStore } from '@/features/auction-form/state/store/store';

/**
 * The one fixture of a form's state for the step tests (details, summary,
 * listeners): give the step and what differs, the rest is as the steps
 * before leave it.
 */

/** A geocoded place in Poland; `text` is what the customer typed or picked. */
export const place = (
  city: string,
  lat: number,
  lng: number,
  addressDbId: number,
  text: Partial<Pick<Address, 'enteredText' | 'userText' | 'country'>> = {},
): Address => ({
  ...emptyAddress(),
  city,
  countryCode: 'PL',
  lat,
  lng,
  addressDbId,
  ...text,
});

/** Started as the shell leaves it, so the form's listeners (the multiitem test) run. */
export const startedSession = (): RootState['session'] => ({
  pending: 0,
  failure: null,
  cause: null,
  started: true,
  generatingTitle: false,
  renewedByOtherTab: false,
  draftHolder: 'this-tab',
});

export interface FormStateOptions {
  step: Step;
  mode?: FormMode;
  uuid?: string;
  auction?: Partial<AuctionFields>;
  /** Each patch makes one item, keyed `${itemKeyPrefix}-${index}`. */
  items?: Array<Partial<Item>>;
  itemKeyPrefix?: string;
  addresses?: RootState['addresses'];
  form?: Partial<RootState['form']>;
  pictures?: RootState['pictures'];
}

export function formStateOn(options: FormStateOptions): Partial<RootState> {
  return {
    auction: { ...emptyAuctionFields(options.uuid ?? null), ...options.auction },
    items: (options.items ?? [{}]).map((patch, i) => ({
      ...emptyItem(`${options.itemKeyPrefix ?? 'item'}-${i}`),
      ...patch,
    })),
    pictures: options.pictures ?? [],
    session: startedSession(),
    ...(options.addresses ? { addresses: options.addresses } : {}),
    form: { ...initialFormState(options.mode), step: options.step, ...options.form },
  };
}

/** A place as the route step leaves it: the customer picked "City, Poland". */
export const pickedPlace = (city: string, lat: number, lng: number, id: number) =>
  place(city, lat, lng, id, { userText: `${city}, Poland`, country: 'Poland' });

export interface CompleteRequestOptions {
  mode?: FormMode;
  uuid: string;
  auction?: Partial<AuctionFields>;
  items?: Array<Partial<Item>>;
  form?: Partial<RootState['form']>;
}

/**
 * A request every step passes, on the summary: a sofa from Warszawa to Kraków, fixed dates from
 * tomorrow, as the details step leaves it.
 */
export function completeRequest(options: CompleteRequestOptions): RootState {
  const mode = options.mode ?? 'addNew';
  const day = (n: number) => addDays(today(), n);
  return formStateOn({
    step: 'summary',
    mode,
    uuid: options.uuid,
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
}

/** The lookups the details step leaves cached, which the item checks read: the category's item types and each item type's fields. */
export async function loadItemLookups(store: AppStore): Promise<void> {
  const { categoryId } = store.getState().auction;
  if (categoryId === null) return;
  const once = { subscribe: false } as const;
  await Promise.all([
    store.dispatch(formApi.endpoints.getItemCategories.initiate(categoryId, once)),
    store.dispatch(
      formApi.endpoints.getItemCategoriesOfLevel.initiate(
        { auctionCategoryId: categoryId, level: 1 },
        once,
      ),
    ),
    ...[...new Set(store.getState().items.map((i) => i.itemCategoryId))].map((id) =>
      id === null
        ? null
        : store.dispatch(formApi.endpoints.getItemCategoryFields.initiate(id, once)),
    ),
  ]);
}

/** A sofa whose item type (2001) has fields every check passes: what a details step is left with. */
export const SOFA = {
  itemCategoryId: 2001,
  name: 'Sofa',
  length: 210,
  width: 90,
  height: 85,
  weight: 60,
  itemsNumber: 1,
} as const satisfies Partial<Item>;
