import { screenTranslation } from '../screen-translation';
import { SUMMARY_NAMESPACE } from '@/features/auction-form/model/namespaces';

/** `SummaryTranslation` wraps the screen; its parts call `useSummaryT()`. */
export const { Provider: SummaryTranslation, useT: useSummaryT } =
  screenTranslation(SUMMARY_NAMESPACE);
