import { formClient, type FormClient } from '@/features/auction-form/api/client';
import type { Item } from '@/features/auction-form/model/item';
import type { RootState } from '@/features/auction-form/state/store/root-state';
import { makeStore } from '@/features/auction-form/state/store/store';
import type { TypingPauses } from '@/features/auction-form/state/store/typing-pauses';
import { formEnvironment } from '../../form-environment';
import { formStateOn } from '../../form-state';

export const UUID = '3f0c1a52-9d4e-4c1b-8a57-2d6f1e0b9c33';

/** A store on the details step with no screen: what the listeners do on their own. */
export function detailsStore(
  options: {
    categoryId?: number;
    items?: Array<Partial<Item>>;
    state?: Partial<RootState>;
    /** Requests that differ from the page's (the rest go to the mock server as usual). */
    client?: Partial<FormClient>;
    pauses?: Partial<TypingPauses>;
  } = {},
) {
  const env = formEnvironment({ currency: 'GBP' });
  const { store } = makeStore({
    env,
    client: { ...formClient, ...options.client },
    persist: false,
    pauses: options.pauses,
    preloadedState: {
      ...formStateOn({
        step: 'shippingDetails',
        uuid: UUID,
        auction: { categoryId: options.categoryId ?? 101 },
        items: options.items,
        form: { maxStepNumber: 3 },
      }),
      ...options.state,
    },
  });
  return store;
}
