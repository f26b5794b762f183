import { Provider } from 'react-redux';
import type { DraftPersistor } from '../state/draft/draft-persistence';
import type { FormEnvironment } from '../state/store/environment';
import type { AppStore } from '../state/store/store';
import { FormEnvironmentContext } from './environment-context';
import { FormErrorBoundary } from './shell/form-error-boundary';
import { FormShell } from './shell/form-shell';

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
