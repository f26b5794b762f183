import { markReloadRestores } from '../draft/draft-storage';
import { draftFlushRequested } from '../store/shared-actions';
import type { AppThunk } from '../store/types';
import { navigateTo } from './page-navigator';

/**
 * Reloads the page the form is on, its draft written first, so the new page (a newer version of
 * the bundle after a deploy) starts from everything the customer entered, at the same step.
 */
export const reloadPage =
  (): AppThunk =>
  (dispatch, _getState, { draftKey }) => {
    dispatch(draftFlushRequested());
    markReloadRestores(draftKey);
    navigateTo(window.location.href);
  };
