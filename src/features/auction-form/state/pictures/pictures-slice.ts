import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Picture } from '../../model/picture';
import { softResetPictures } from '../../rules/soft-reset';
import type { RootState } from '../store/root-state';
import { auctionLoaded, hardReset, softReset, softResetUndone } from '../store/shared-actions';
import { pictureRemoved } from './picture-removal-slice';

export const picturesSlice = createSlice({
  name: 'pictures',
  initialState: [] as Picture[],
  reducers: {
    addPicture(state, action: PayloadAction<Picture>) {
      state.push(action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(pictureRemoved, (state, action) => state.filter((p) => p.uid !== action.payload))
      .addCase(auctionLoaded, (_state, action) => action.payload.auction.pictures ?? [])
      .addCase(softReset, softResetPictures)
      .addCase(softResetUndone, (_state, action) => action.payload.pictures)
      .addCase(hardReset, () => []);
  },
});

export const { addPicture } = picturesSlice.actions;
export const selectPictures = (state: RootState): Picture[] => state.pictures;
