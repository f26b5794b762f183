import { DETAILS_NAMESPACE } from '@/features/auction-form/model/namespaces';
import { screenTranslation } from '../screen-translation';

/** `DetailsTranslation` wraps the screen; its parts call `useDetailsT()`. */
export const { Provider: DetailsTranslation, useT: useDetailsT } =
  screenTranslation(DETAILS_NAMESPACE);
