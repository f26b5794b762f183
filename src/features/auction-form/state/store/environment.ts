import type { Locale } from '@/core/i18n/locales';
import type { AuctionFormConfig } from '../../config';

/** What the store's thunks and listeners need from the page; injected so tests can swap it. */
export interface FormEnvironment {
  config: AuctionFormConfig;
  locale: Locale;
  currency: string;
  /** Path (ending in `/`) the step segments are appended to. */
  stepBase: string;
  /** Storage key of this mode's and auction's draft. */
  draftKey: string;
  /**
   * The signed-in account (the page's `data-user-id`), null for a visitor: the draft is saved as
   * theirs and only theirs (or a visitor's) is restored.
   */
  userId: string | null;
}
