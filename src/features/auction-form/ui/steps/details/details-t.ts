import { screenTranslation } from '../screen-translation';

/** The details screen's namespace: loaded with its chunk (registry.ts). */
export const DETAILS_NS = 'auction-form-details';

/** `DetailsTranslation` wraps the screen; its parts call `useDetailsT()`. */
export const { Provider: DetailsTranslation, useT: useDetailsT } = screenTranslation(DETAILS_NS);
