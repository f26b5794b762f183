import { createContext, useContext } from 'react';
import type { FormEnvironment } from '../state/store/environment';

export const FormEnvironmentContext = createContext<FormEnvironment | null>(null);

export function useFormEnvironment(): FormEnvironment {
  const env = useContext(FormEnvironmentContext);
  if (!env) throw new Error('useFormEnvironment outside the auction form');
  return env;
}
