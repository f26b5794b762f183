import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PictureRejection } from '../../api/pictures';
import type { UploadFailure } from '../../rules/classify-failure';
import type { RootState } from '../store/root-state';
import { auctionLoaded, hardReset, softReset } from '../store/shared-actions';

/** A photo on its way to the server, as its tile shows it. */
export interface PictureUpload {
  id: number;
  name: string;
  /** 0–1, from the upload's progress events. */
  progress: number;
  status: 'uploading' | 'failed';
  /** Why the last attempt failed, for the tile's message. */
  reason: UploadFailure | null;
  /** The file's own preview (a data: URL) while it is not on the server, once decoded. */
  preview: string | null;
}

/** A file refused before anything was sent. */
export interface PictureRefusal {
  id: number;
  name: string;
  reason: PictureRejection;
}

/**
 * The photos being uploaded and the files last refused, never saved in the draft (a file cannot
 * be): the store's, not the uploader's, so a tile keeps its progress or failure when the customer
 * leaves the step and comes back, and an answer arriving meanwhile is not lost.
 */
export interface PictureUploadsState {
  uploads: PictureUpload[];
  refused: PictureRefusal[];
}

const initialState: PictureUploadsState = { uploads: [], refused: [] };

const patch = (state: PictureUploadsState, id: number, change: Partial<PictureUpload>) => {
  const upload = state.uploads.find((u) => u.id === id);
  if (upload) Object.assign(upload, change);
};

export const pictureUploadsSlice = createSlice({
  name: 'pictureUploads',
  initialState,
  reducers: {
    filesChosen(
      state,
      action: PayloadAction<{
        accepted: { id: number; name: string }[];
        refused: PictureRefusal[];
      }>,
    ) {
      state.refused = action.payload.refused;
      for (const { id, name } of action.payload.accepted)
        state.uploads.push({
          id,
          name,
          progress: 0,
          status: 'uploading',
          reason: null,
          preview: null,
        });
    },
    uploadStarted(state, action: PayloadAction<number>) {
      patch(state, action.payload, { status: 'uploading', progress: 0, reason: null });
    },
    uploadProgressed(state, action: PayloadAction<{ id: number; progress: number }>) {
      patch(state, action.payload.id, { progress: action.payload.progress });
    },
    uploadPreviewed(state, action: PayloadAction<{ id: number; preview: string }>) {
      patch(state, action.payload.id, { preview: action.payload.preview });
    },
    uploadFailed(state, action: PayloadAction<{ id: number; reason: UploadFailure }>) {
      patch(state, action.payload.id, { status: 'failed', reason: action.payload.reason });
    },
    /** Stored (the picture is in the pictures slice now) or dismissed by the customer. */
    uploadEnded(state, action: PayloadAction<number>) {
      state.uploads = state.uploads.filter((u) => u.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    // The pictures are cleared, so are the photos on their way: an answer arriving later is dropped.
    builder
      .addCase(auctionLoaded, () => initialState)
      .addCase(softReset, () => initialState)
      .addCase(hardReset, () => initialState);
  },
});

export const {
  filesChosen,
  uploadStarted,
  uploadProgressed,
  uploadPreviewed,
  uploadFailed,
  uploadEnded,
} = pictureUploadsSlice.actions;

export const selectPictureUploads = (state: RootState): PictureUpload[] =>
  state.pictureUploads.uploads;
export const selectRefusedFiles = (state: RootState): PictureRefusal[] =>
  state.pictureUploads.refused;
