import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation, type UseTranslationResponse } from 'react-i18next';

/**
 * One screen's namespace for the whole screen: react-i18next's `useTranslation` runs once, in the
 * screen's `Provider`, and the screen's parts read its answer from context with `useT`. Each
 * `useTranslation` copies the i18next instance when its component mounts; a screen of some forty
 * translated parts paid a tenth of its step change for those copies. A language change still
 * re-renders every part (the context's value changes with it), and the namespace still suspends
 * the screen until it is loaded, in the provider.
 */
export function screenTranslation<N extends string>(namespace: N) {
  type Translation = UseTranslationResponse<N, undefined>;
  const Context = createContext<Translation | null>(null);

  function Provider({ children }: { children: ReactNode }) {
    const translation = useTranslation(namespace);
    return <Context.Provider value={translation}>{children}</Context.Provider>;
  }

  /** `useTranslation(namespace)` for a part of the screen, inside its `Provider`. */
  function useT(): Translation {
    const translation = useContext(Context);
    if (!translation) throw new Error(`${namespace}: a part of the screen outside its Provider`);
    return translation;
  }

  return { Provider, useT };
}
