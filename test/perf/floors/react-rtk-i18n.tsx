import { configureStore, createSlice } from '@reduxjs/toolkit';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider, useSelector } from 'react-redux';

// Floor: the stack the form stands on (React, RTK, react-redux, i18next) rendering one element.
const slice = createSlice({ name: 'demo', initialState: { label: 'painted' }, reducers: {} });
const store = configureStore({ reducer: { demo: slice.reducer } });
const i18n = i18next.createInstance();

function Painted() {
  const label = useSelector((state: ReturnType<typeof store.getState>) => state.demo.label);
  const { t } = useTranslation('demo');
  return <p data-painted="">{t('label', { label })}</p>;
}

void i18n
  .init({
    lng: 'en',
    resources: { en: { demo: { label: '{{label}}' } } },
    interpolation: { escapeValue: false },
  })
  .then(() => {
    createRoot(document.getElementById('root') as HTMLElement).render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <Painted />
        </I18nextProvider>
      </Provider>,
    );
  });
