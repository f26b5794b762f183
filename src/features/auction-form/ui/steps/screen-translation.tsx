import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation, type UseTranslationResponse } from 'react-i18next';
import { rememberingT } from '@/core/i18n/remembered-texts';

/** react-i18next's answer (an array with `t`, `i18n` and `ready` also as properties) with another `t`. */
function withT<R extends UseTranslationResponse<string, undefined>>(answer: R, t: R['t']): R {
  const [, i18n, ready] = answer;
  return Object.assign([t, i18n, ready], { t, i18n, ready }) as unknown as R;
}

/**
 * One screen's namespace for the whole screen: react-i18next's `useTranslation` runs once, in the
 * screen's `Provider`, and the screen's parts read its answer from context with `useT`. Each
 * `useTranslation` copies the i18next instance when its component mounts; a screen of some forty
 * translated parts paid a tenth of its step change for those copies. A language change still
 * re-renders every part (the context's value changes with it), and the namespace still suspends
 * the screen until it is loaded, in the provider. Its `t` asks i18next once per plain text
 * (core/i18n/remembered-texts.ts): the registry remembers a screen's texts before it shows.
 */
export function screenTranslation<N extends string>(namespace: N) {
  type Translation = UseTranslationResponse<N, undefined>;
  const Context = createContext<Translation | null>(null);

  function Provider({ children }: { children: ReactNode }) {
    const translation = useTranslation(namespace);
    const { t, i18n } = translation;
    const language = i18n.language;
    const value = useMemo(
      () => withT(translation, rememberingT(i18n, t, language, namespace)),
      // The answer is a new array on each render; its t and instance are what the texts depend on.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [t, i18n, language],
    );
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }

  /** `useTranslation(namespace)` for a part of the screen, inside its `Provider`. */
  function useT(): Translation {
    const translation = useContext(Context);
    if (!translation) throw new Error(`${namespace}: a part of the screen outside its Provider`);
    return translation;
  }

  return { Provider, useT };
}
