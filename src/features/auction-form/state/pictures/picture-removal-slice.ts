import { createAction, createSlice } from '@reduxjs/toolkit';
import type { RemovalFailure } from '../../rules/classify-failure';
import type { RootState } from '../store/root-state';

/** A picture's deletion, never saved in the draft: which picture is on its way out, and why the last try failed. */
export interface PictureRemovalState {
  removing: string | null;
  failed: { uid: string; reason: RemovalFailure } | null;
}

/** The customer deletes a picture; the removal listener asks the server, then the pictures slice lets it go. */
export const pictureRemovalRequested = createAction<string>('auctionForm/pictureRemovalRequested');
/** The server deleted it: the pictures slice drops it. */
export const pictureRemoved = createAction<string>('auctionForm/pictureRemoved');
export const pictureRemovalFailed = createAction<{ uid: string; reason: RemovalFailure }>(
  'auctionForm/pictureRemovalFailed',
);

const initialState: PictureRemovalState = { removing: null, failed: null };

export const pictureRemovalSlice = createSlice({
  name: 'pictureRemoval',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(pictureRemovalRequested, (_state, action) => ({
        removing: action.payload,
        failed: null,
      }))
      .addCase(pictureRemoved, () => initialState)
      .addCase(pictureRemovalFailed, (_state, action) => ({
        removing: null,
        failed: action.payload,
      }));
  },
});

export const selectPictureRemoval = (state: RootState): PictureRemovalState => state.pictureRemoval;
