import * as v from 'valibot';
import { auctionFormConfigSchema } from '@/features/auction-form/config';
import { draftKey } from '@/features/auction-form/state/draft/draft-keys';
import type { FormEnvironment } from '@/features/auction-form/state/store/environment';

/** A new-request form's environment as the widget builds it (default config, English), for store-level tests. */
export function formEnvironment(overrides: Partial<FormEnvironment> = {}): FormEnvironment {
  return {
    config: v.parse(auctionFormConfigSchema, {}),
    locale: 'en',
    currency: 'EUR',
    stepBase: '/form/en/',
    draftKey: draftKey('addNew'),
    userId: null,
    ...overrides,
  };
}
