import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { formApi } from '../../api/form-api';
import { catalogueSlice } from '../details/catalogue-slice';
import { itemsSlice } from '../details/items-slice';
import { formSlice } from '../navigation/form-slice';
import { softResetUndoSlice } from '../navigation/soft-reset-undo-slice';
import { pictureRemovalSlice } from '../pictures/picture-removal-slice';
import { pictureUploadsSlice } from '../pictures/picture-uploads-slice';
import { picturesSlice } from '../pictures/pictures-slice';
import { addressesSlice } from '../route/addresses-slice';
import { routeSlice } from '../route/route-slice';
import { submitSlice } from '../submit/submit-slice';
import { suggestionsSlice } from '../suggestions/suggestions-slice';
import { auctionSlice } from './auction-slice';
import type { RootState } from './root-state';
import { sessionSlice } from './session-slice';

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

/** The slices' reducers (a restored draft replaces the draft slices it holds: draft/persist-config.ts). */
export const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = combined;
