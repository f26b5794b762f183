import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createRoot } from 'react-dom/client';
import { Provider, useDispatch, useSelector } from 'react-redux';

// Floor: a keystroke in a field as the design card's stack writes it the plain way: a React
// input controlled by a Redux Toolkit store (one slice, one selector, one dispatch per change).
const field = createSlice({
  name: 'field',
  initialState: { length: '' },
  reducers: {
    lengthChanged: (state, action: PayloadAction<string>) => {
      state.length = action.payload;
    },
  },
});
const store = configureStore({ reducer: { field: field.reducer } });

function LengthField() {
  const length = useSelector((state: ReturnType<typeof store.getState>) => state.field.length);
  const dispatch = useDispatch();
  return (
    <label>
      Length (cm){' '}
      <input
        data-painted=""
        inputMode="decimal"
        value={length}
        onChange={(event) => dispatch(field.actions.lengthChanged(event.target.value))}
      />
    </label>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <Provider store={store}>
    <LengthField />
  </Provider>,
);
