import { Provider } from 'react-redux';
import { FormErrorBoundary } from '../shell/form-error-boundary';
import { FormShell } from '../shell/form-shell';
import type { DraftPersistor } from '../store/draft-persistence';
import type { FormEnvironment } from '../store/environment';
import type { AppStore } from '../store/store';
import { FormEnvironmentContext } from './environment-context';

export interface FormAppProps {
  store: AppStore;
  persistor: DraftPersistor | null;
  env: FormEnvironment;
}

export function FormApp({ store, persistor, env }: FormAppProps) {
  return (
    <Provider store={store}>
      <FormEnvironmentContext.Provider value={env}>
        <FormErrorBoundary>
          <FormShell persistor={persistor} />
        </FormErrorBoundary>
      </FormEnvironmentContext.Provider>
    </Provider>
  );
}
