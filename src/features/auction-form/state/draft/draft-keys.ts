import { KEY_PREFIX } from 'redux-persist/es/constants';
import type { FormMode } from '../../model/steps';

/** Each mode and auction keeps its own draft, so an edit never overwrites a new request. */
export const draftKey = (mode: FormMode, auctionId?: number | null): string =>
  `auction-form:${mode}${auctionId ? `:${auctionId}` : ''}`;

/** Where a draft is stored: redux-persist's key (`persist:` and the draft's key). */
export const draftStorageKey = (key: string): string => `${KEY_PREFIX}${key}`;
