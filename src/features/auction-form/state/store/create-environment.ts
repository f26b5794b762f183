import type { PageConfig } from '@/core/config/page-config';
import type { Locale } from '@/core/i18n/locales';
import type { AuctionFormConfig } from '../../config';
import { draftKey } from '../draft/draft-keys';
import { resolveStepBase } from '../navigation/step-url';
import type { FormEnvironment } from './environment';

export async function createEnvironment(
  config: AuctionFormConfig,
  locale: Locale,
  page: Pick<PageConfig, 'currency' | 'userId'>,
): Promise<FormEnvironment> {
  return {
    config,
    locale,
    currency: page.currency,
    stepBase: await resolveStepBase(config),
    draftKey: draftKey(config.mode, config.auctionId),
    userId: page.userId ?? null,
  };
}
