import type { formApi } from '../../api/form-api';
import type { AuctionFields } from '../../model/auction';
import type { Item } from '../../model/item';
import type { Picture } from '../../model/picture';
import type { CatalogueState } from '../details/catalogue-slice';
import type { FormState } from '../navigation/form-slice';
import type { SoftResetUndoState } from '../navigation/soft-reset-undo-slice';
import type { PictureRemovalState } from '../pictures/picture-removal-slice';
import type { PictureUploadsState } from '../pictures/picture-uploads-slice';
import type { AddressesState } from '../route/addresses-slice';
import type { RouteState } from '../route/route-slice';
import type { SubmitState } from '../submit/submit-slice';
import type { SuggestionsState } from '../suggestions/suggestions-slice';
import type { SessionState } from './session-slice';

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
