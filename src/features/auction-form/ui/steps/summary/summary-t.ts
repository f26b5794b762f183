import { SUMMARY_NAMESPACE } from '@/features/auction-form/model/namespaces';
import { screenTranslation } from '../screen-translation';

/** `SummaryTranslation` wraps the screen; its parts call `useSummaryT()`. */
export const { Provider: SummaryTranslation, useT: useSummaryT } =
  screenTranslation(SUMMARY_NAMESPACE);
