import type { formApi } from '../api/form-api';
import type { AuctionFields } from '../model/auction';
import type { Item } from '../model/item';
import type { Picture } from '../model/picture';
import type { AddressesState } from './addresses-slice';
import type { CatalogueState } from './catalogue-slice';
import type { FormState } from './form-slice';
import type { PictureRemovalState } from './picture-removal-slice';
import type { PictureUploadsState } from './picture-uploads-slice';
import type { RouteState } from './route-slice';
import type { SessionState } from './session-slice';
import type { SoftResetUndoState } from './soft-reset-undo-slice';
import type { SubmitState } from './submit-slice';
import type { SuggestionsState } from './suggestions-slice';

/**
 * The store's shape, one member per slice. It is declared here, from types only, and not
 * inferred from the reducer that combines the slices: a slice's selectors name it without
 * importing every other slice (root-reducer.ts checks that the reducer gives exactly this).
 */
export type RootState = {
  auction: AuctionFields;
  items: Item[];
  pictures: Picture[];
  pictureRemoval: PictureRemovalState;
  pictureUploads: PictureUploadsState;
  addresses: AddressesState;
  form: FormState;
  session: SessionState;
  submit: SubmitState;
  route: RouteState;
  catalogue: CatalogueState;
  softResetUndo: SoftResetUndoState;
  suggestions: SuggestionsState;
  formApi: ReturnType<typeof formApi.reducer>;
};
