import { checkPictureFile, type PictureRejection } from '../../api/pictures';
import { newUuid } from '../../model/ids';
import { uploadFailure } from '../../rules/classify-failure';
import { setUuid } from '../store/auction-slice';
import type { AppThunk } from '../store/types';
import { localThumbnail } from './local-thumbnail';
import {
  filesChosen,
  uploadEnded,
  uploadFailed,
  uploadPreviewed,
  uploadProgressed,
  uploadStarted,
} from './picture-uploads-slice';
import { addPicture } from './pictures-slice';

/*
 * The files themselves stay out of the store (a File is not data a reducer may hold): kept here by
 * the upload's id until it is stored or dismissed, so "Try again" sends the same file.
 */
const files = new Map<number, File>();
let nextId = 0;

/** The auction id, else its uuid (anonymous add mode); a uuid is made if the form has none yet. */
const auctionKey = (): AppThunk<number | string> => (dispatch, getState) => {
  const { id, uuid } = getState().auction;
  if (id !== null) return id;
  if (uuid) return uuid;
  const made = newUuid();
  dispatch(setUuid(made));
  return made;
};

/** Sends one file; its tile follows the progress, and a failure stays with its reason. */
export const startUpload =
  (id: number): AppThunk =>
  (dispatch, getState, { client }) => {
    const file = files.get(id);
    if (!file) return;
    dispatch(uploadStarted(id));
    client
      .uploadPicture({
        auctionId: dispatch(auctionKey()),
        file,
        onProgress: (progress) => dispatch(uploadProgressed({ id, progress })),
      })
      .then(
        (picture) => {
          files.delete(id);
          // A reset meanwhile ended the upload: the picture belongs to a form that is gone.
          if (!getState().pictureUploads.uploads.some((u) => u.id === id)) return;
          dispatch(addPicture(picture));
          dispatch(uploadEnded(id));
        },
        (error: unknown) => {
          if (!getState().pictureUploads.uploads.some((u) => u.id === id)) files.delete(id);
          else dispatch(uploadFailed({ id, reason: uploadFailure(error) }));
        },
      );
  };

/**
 * Files from the picker or a drop: each is checked before anything is sent (type, size, how many
 * the auction may hold), then uploads on its own with its local preview on the tile.
 */
export const addPictureFiles =
  (chosen: Iterable<File>): AppThunk =>
  (dispatch, getState) => {
    const state = getState();
    let held = state.pictures.length + state.pictureUploads.uploads.length;
    const accepted: { id: number; name: string }[] = [];
    const refused: { id: number; name: string; reason: PictureRejection }[] = [];
    for (const file of chosen) {
      const id = nextId++;
      const reason = checkPictureFile(file, held);
      if (reason) {
        refused.push({ id, name: file.name, reason });
        continue;
      }
      held += 1;
      files.set(id, file);
      accepted.push({ id, name: file.name });
    }
    dispatch(filesChosen({ accepted, refused }));
    for (const { id } of accepted) {
      dispatch(startUpload(id));
      const file = files.get(id);
      if (file)
        void localThumbnail(file).then(
          (preview) => preview && dispatch(uploadPreviewed({ id, preview })),
        );
    }
  };

/** The customer lets a failed upload go. */
export const dismissUpload =
  (id: number): AppThunk =>
  (dispatch) => {
    files.delete(id);
    dispatch(uploadEnded(id));
  };
