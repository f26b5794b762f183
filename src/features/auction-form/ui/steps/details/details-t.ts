import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation, type UseTranslationResponse } from 'react-i18next';

/** The details screen's namespace: loaded with its chunk (registry.ts). */
export const DETAILS_NS = 'auction-form-details';

type DetailsTranslation = UseTranslationResponse<typeof DETAILS_NS, undefined>;

const DetailsTContext = createContext<DetailsTranslation | null>(null);

/**
 * The details namespace for the whole screen: react-i18next's `useTranslation` runs here once,
 * and the screen's parts read its answer from context. Each `useTranslation` copies the i18next
 * instance when its component mounts; the screen has some forty translated parts, and those
 * copies were a tenth of the step change's work. A language change still re-renders every part
 * (the context's value changes with it), and the namespace is still loaded (suspending) here.
 */
export function DetailsTranslation({ children }: { children: ReactNode }) {
  const translation = useTranslation(DETAILS_NS);
  return <DetailsTContext.Provider value={translation}>{children}</DetailsTContext.Provider>;
}

/** `useTranslation(DETAILS_NS)` for a part of the details screen, inside `DetailsTranslation`. */
export function useDetailsT(): DetailsTranslation {
  const translation = useContext(DetailsTContext);
  if (!translation) throw new Error('useDetailsT: outside the details screen (DetailsTranslation)');
  return translation;
}
