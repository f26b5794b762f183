import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import ky from 'ky';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { persistReducer, persistStore } from 'redux-persist';
import * as v from 'valibot';
import { paintTranslated } from './paint-translated';

// Floor of the form's size: one element painted by every package the form's first screen stands
// on (the design card's React, RTK with RTK Query, react-redux, redux-persist, ky, i18next, and
// valibot for the answers), each used once so that nothing is shaken out. No form code.
const Label = v.object({ label: v.string() });
const api = createApi({
  baseQuery: fakeBaseQuery(),
  endpoints: (build) => ({
    label: build.query<string, void>({
      queryFn: async () => ({
        data: v.parse(Label, await ky.get('/floor/label.json').json()).label,
      }),
    }),
  }),
});
const slice = createSlice({ name: 'demo', initialState: { label: 'painted' }, reducers: {} });
const storage = {
  getItem: async (key: string) => localStorage.getItem(key),
  setItem: async (key: string, value: string) => localStorage.setItem(key, value),
  removeItem: async (key: string) => localStorage.removeItem(key),
};
// redux-persist's types predate Redux 5's reducer type (the form's store casts the same way).
const demo = persistReducer(
  { key: 'floor', storage },
  slice.reducer,
) as unknown as typeof slice.reducer;
const store = configureStore({
  reducer: {
    demo,
    [api.reducerPath]: api.reducer,
  },
  middleware: (defaults) => defaults({ serializableCheck: false }).concat(api.middleware),
});
persistStore(store);

function Painted() {
  const label = useSelector((state: ReturnType<typeof store.getState>) => state.demo.label);
  api.useLabelQuery(undefined, { skip: true });
  const { t } = useTranslation('demo');
  return <p data-painted="">{t('label', { label })}</p>;
}

paintTranslated(store, <Painted />);
