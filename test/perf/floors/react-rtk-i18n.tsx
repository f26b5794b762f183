import { configureStore, createSlice } from '@reduxjs/toolkit';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { paintTranslated } from './paint-translated';

// Floor: the stack the form stands on (React, RTK, react-redux, i18next) rendering one element.
const slice = createSlice({ name: 'demo', initialState: { label: 'painted' }, reducers: {} });
const store = configureStore({ reducer: { demo: slice.reducer } });

function Painted() {
  const label = useSelector((state: ReturnType<typeof store.getState>) => state.demo.label);
  const { t } = useTranslation('demo');
  return <p data-painted="">{t('label', { label })}</p>;
}

paintTranslated(store, <Painted />);
