import { removalFailure } from '../../rules/classify-failure';
import { openLogin } from '../navigation/open-login';
import type { StartListening } from '../store/listener-types';
import { draftFlushRequested } from '../store/shared-actions';
import {
  pictureRemovalFailed,
  pictureRemovalRequested,
  pictureRemoved,
} from './picture-removal-slice';

/**
 * Deleting a picture (spec section 3, pictures): the server first, then the
 * form, so a failed request keeps the picture and says why. Beside the store,
 * not in the uploader, so leaving the step does not lose the answer. An ended
 * session opens the login at once, as a submit does, with the draft written
 * first: the login's way back finds everything typed.
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
      } catch (error) {
        const reason = removalFailure(error);
        api.dispatch(pictureRemovalFailed({ uid, reason }));
        if (reason !== 'session') return;
        api.dispatch(draftFlushRequested());
        void openLogin();
      }
    },
  });
}
