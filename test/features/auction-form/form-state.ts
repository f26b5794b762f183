import { emptyAddress, type Address } from '@/features/auction-form/model/address';
import { emptyAuctionFields, type AuctionFields } from '@/features/auction-form/model/auction';
import { emptyItem, type Item } from '@/features/auction-form/model/item';
import type { FormMode, Step } from '@/features/auction-form/model/steps';
import { initialFormState } from '@/features/auction-form/state/navigation/form-slice';
import type { RootState } from '@/features/auction-form/state/store/root-state';

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
