import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { formApi } from '../api/form-api';
import { addressesSlice } from './addresses-slice';
import { auctionSlice } from './auction-slice';
import { catalogueSlice } from './catalogue-slice';
import { formSlice } from './form-slice';
import { itemsSlice } from './items-slice';
import { pictureRemovalSlice } from './picture-removal-slice';
import { pictureUploadsSlice } from './picture-uploads-slice';
import { picturesSlice } from './pictures-slice';
import type { RootState } from './root-state';
import { routeSlice } from './route-slice';
import { sessionSlice } from './session-slice';
import { softResetUndoSlice } from './soft-reset-undo-slice';
import { submitSlice } from './submit-slice';
import { suggestionsSlice } from './suggestions-slice';

const combined = combineReducers({
  auction: auctionSlice.reducer,
  items: itemsSlice.reducer,
  pictures: picturesSlice.reducer,
  pictureRemoval: pictureRemovalSlice.reducer,
  pictureUploads: pictureUploadsSlice.reducer,
  addresses: addressesSlice.reducer,
  form: formSlice.reducer,
  session: sessionSlice.reducer,
  submit: submitSlice.reducer,
  route: routeSlice.reducer,
  catalogue: catalogueSlice.reducer,
  softResetUndo: softResetUndoSlice.reducer,
  suggestions: suggestionsSlice.reducer,
  [formApi.reducerPath]: formApi.reducer,
});

// The declared shape (root-state.ts) and the combined slices agree both ways: a slice added to one
// and not to the other fails the type check here.
type Combined = ReturnType<typeof combined>;
type SameShape = [Combined] extends [RootState]
  ? [RootState] extends [Combined]
    ? true
    : false
  : false;
const _shapesAgree: SameShape = true;

/** The slices a draft keeps; the session and the lookup cache are never saved. */
export const DRAFT_SLICES = ['auction', 'items', 'pictures', 'addresses', 'form'] as const;
export type DraftSlice = (typeof DRAFT_SLICES)[number];

/** The slices' reducers (a restored draft replaces the draft slices it holds: persist-config.ts). */
export const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = combined;
