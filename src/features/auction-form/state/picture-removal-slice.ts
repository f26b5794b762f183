import { createAction, createSlice } from '@reduxjs/toolkit';
import type { RootState } from './root-state';

/** A picture's deletion, never saved in the draft: which picture is on its way out and whether the last try failed. */
export interface PictureRemovalState {
  removing: string | null;
  failed: boolean;
}

/** The customer deletes a picture; the removal listener asks the server, then the pictures slice lets it go. */
export const pictureRemovalRequested = createAction<string>('auctionForm/pictureRemovalRequested');
/** The server deleted it: the pictures slice drops it. */
export const pictureRemoved = createAction<string>('auctionForm/pictureRemoved');
export const pictureRemovalFailed = createAction<string>('auctionForm/pictureRemovalFailed');

const initialState: PictureRemovalState = { removing: null, failed: false };

export const pictureRemovalSlice = createSlice({
  name: 'pictureRemoval',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(pictureRemovalRequested, (_state, action) => ({
        removing: action.payload,
        failed: false,
      }))
      .addCase(pictureRemoved, () => initialState)
      .addCase(pictureRemovalFailed, () => ({ removing: null, failed: true }));
  },
});

export const selectPictureRemoval = (state: RootState): PictureRemovalState => state.pictureRemoval;
