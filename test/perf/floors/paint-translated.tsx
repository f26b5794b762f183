import type { Store } from '@reduxjs/toolkit';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';

/**
 * The floors' common ending: an i18next instance with one `demo` text, then React renders `element`
 * under the store's and the instance's providers, as the widgets mount.
 */
export function paintTranslated(store: Store, element: ReactNode): void {
  const i18n = i18next.createInstance();
  void i18n
    .init({
      lng: 'en',
      resources: { en: { demo: { label: '{{label}}' } } },
      interpolation: { escapeValue: false },
    })
    .then(() => {
      createRoot(document.getElementById('root') as HTMLElement).render(
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>{element}</I18nextProvider>
        </Provider>,
      );
    });
}
