import { Suspense, type ReactNode } from 'react';
import { getI18n } from '@/core/i18n/i18n';
import type { AuctionFields } from '@/features/auction-form/model/auction';
import type { Item } from '@/features/auction-form/model/item';
import type { FormMode } from '@/features/auction-form/model/steps';
import { selectEstimateKey } from '@/features/auction-form/state/details/price-estimate-listener';
import { initialFormState } from '@/features/auction-form/state/navigation/form-slice';
import SummaryStep from '@/features/auction-form/ui/steps/summary/summary-step';
import { completeRequest, loadItemLookups } from '../../../form-state';
import { renderStep, type RenderedForm, type RenderFormOptions } from '../../../render-form';

export const UUID = '6f1c2b7e-4a0d-4e55-9c3b-1d2e3f4a5b6c';

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
  const state = completeRequest({
    mode,
    uuid: UUID,
    auction: options.auction,
    items: options.items,
    form: options.form,
  });
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
  await loadItemLookups(form.store);
  return form;
}
