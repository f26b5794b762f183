import type { Locale } from '@/core/i18n/locales';
import type { AuctionFormConfig } from '../config';
import { resolveStepBase } from './step-url';
import type { FormEnvironment } from './environment';
import { draftKey } from './persist-config';

export async function createEnvironment(
  config: AuctionFormConfig,
  locale: Locale,
  currency: string,
): Promise<FormEnvironment> {
  return {
    config,
    locale,
    currency,
    stepBase: await resolveStepBase(config),
    draftKey: draftKey(config.mode, config.auctionId),
  };
}
