import type { StartListening } from './listener-types';
import {
  pictureRemovalFailed,
  pictureRemovalRequested,
  pictureRemoved,
} from './picture-removal-slice';

/**
 * Deleting a picture (spec section 3, pictures): the server first, then the
 * form, so a failed request keeps the picture and says so. Beside the store,
 * not in the uploader, so leaving the step does not lose the answer.
 */
export function startPictureRemovalListener(startListening: StartListening) {
  startListening({
    actionCreator: pictureRemovalRequested,
    effect: async (action, api) => {
      const uid = action.payload;
      const { uuid, id } = api.getState().auction;
      try {
        await api.extra.client.deletePicture({ auction: uuid ?? id, uid });
        api.dispatch(pictureRemoved(uid));
      } catch {
        api.dispatch(pictureRemovalFailed(uid));
      }
    },
  });
}
