import { emptyAuctionFields, type AuctionFields } from '../model/auction';
import { emptyItem, type Item } from '../model/item';
import type { Picture } from '../model/picture';
import type { Step } from '../model/steps';

export interface CategoryChange {
  maxStepNumber: number;
  categoryId: number | null;
  nextCategoryId: number;
}

/**
 * Spec section 2: "changing the category after going past step one resets the
 * soft form data". A first pick, or the same category again, keeps it.
 */
export const shouldSoftReset = (change: CategoryChange): boolean =>
  change.maxStepNumber > 1 &&
  change.categoryId !== null &&
  change.categoryId !== change.nextCategoryId;

/** The fields of the form state (state/navigation/form-slice.ts) a soft reset clears. */
export interface SoftResetFormFields {
  returnToStep: Step | null;
  isTitleEnteredByUser: boolean;
  isTotalWeightEditedByUser: boolean;
  isFormCorrect: boolean;
  finalValidators: string[];
  estimateFor: string | null;
}

/**
 * The form-state half of the soft reset: what the customer typed for the old
 * category is gone, so the "typed by you" flags go too (the title is
 * suggested again, the total weight is derived again), with the return-to
 * step (the details must be filled again), the failed checks and the estimate.
 * The step, the mode and the dates' range stay: dates are kept.
 */
export const softResetForm = <F extends SoftResetFormFields>(form: F): F => ({
  ...form,
  returnToStep: null,
  isTitleEnteredByUser: false,
  isTotalWeightEditedByUser: false,
  isFormCorrect: false,
  finalValidators: [],
  estimateFor: null,
});

const SOFT_RESET_FORM_FIELDS = [
  'returnToStep',
  'isTitleEnteredByUser',
  'isTotalWeightEditedByUser',
  'isFormCorrect',
  'finalValidators',
  'estimateFor',
] as const satisfies ReadonlyArray<keyof SoftResetFormFields>;

/** The form-state fields a soft reset clears, as they are now (what its undo brings back). */
export const softResetFormFieldsOf = (form: SoftResetFormFields): SoftResetFormFields =>
  Object.fromEntries(
    SOFT_RESET_FORM_FIELDS.map((key) => [key, form[key]]),
  ) as unknown as SoftResetFormFields;

/**
 * Undoing a soft reset on the form state: the fields it cleared come back as they were before
 * it; the step, the steps reached, the mode and the dates' range stay as they are now.
 */
export const undoSoftResetForm = <F extends SoftResetFormFields>(
  current: F,
  before: SoftResetFormFields,
): F => ({ ...current, ...softResetFormFieldsOf(before) });

export interface SoftResetStakes {
  maxStepNumber: number;
  categoryId: number | null;
  items: readonly Item[];
  pictures: number;
  title: string | null;
  description: string | null;
}

/** An item holds something the customer typed (a name, a measurement, a car's model or year). */
const itemEntered = (item: Item): boolean =>
  Boolean(item.name?.trim()) ||
  [item.weight, item.length, item.width, item.height, item.model, item.productionDate].some(
    (value) => value !== null,
  );

/**
 * Whether picking another category would soft-reset something the customer entered: the
 * category step warns before the pick, and the route step offers to undo it after.
 */
export const softResetLoses = (stakes: SoftResetStakes): boolean =>
  stakes.maxStepNumber > 1 &&
  stakes.categoryId !== null &&
  (stakes.items.some(itemEntered) ||
    stakes.pictures > 0 ||
    Boolean(stakes.title?.trim()) ||
    Boolean(stakes.description?.trim()));

/**
 * What a soft reset does to each field of the auction (spec section 4): it keeps the dates, the
 * distance and the polyline, and the auction's identity (id, uuid, token, status), or an edited or
 * anonymous auction would lose itself; the rest goes back to its default. Every field is here: one
 * added to the model does not compile until it is given its fate, so a category change never wipes
 * it (or keeps it) by omission. Addresses live in their own slice and are simply left alone.
 */
const ON_SOFT_RESET: Readonly<Record<keyof AuctionFields, 'kept' | 'reset'>> = {
  id: 'kept',
  uuid: 'kept',
  title: 'reset',
  mainCategoryId: 'reset',
  categoryId: 'reset',
  dateFixed: 'kept',
  sendDateFrom: 'kept',
  sendDateTo: 'kept',
  receiveDateFrom: 'kept',
  receiveDateTo: 'kept',
  distance: 'kept',
  polylineString: 'kept',
  description: 'reset',
  priceEstimation: 'reset',
  bookingSetPrice: 'reset',
  isFixAvailable: 'reset',
  vatInvoice: 'reset',
  vatInvoiceCountry: 'reset',
  type: 'reset',
  pickupElevator: 'reset',
  deliveryElevator: 'reset',
  pickupFloor: 'reset',
  deliveryFloor: 'reset',
  totalWeight: 'reset',
  status: 'kept',
  token: 'kept',
};

const KEPT_FIELDS = (Object.keys(ON_SOFT_RESET) as (keyof AuctionFields)[]).filter(
  (name) => ON_SOFT_RESET[name] === 'kept',
);

function softResetKept(fields: AuctionFields): Partial<AuctionFields> {
  return Object.fromEntries(KEPT_FIELDS.map((name) => [name, fields[name]]));
}

/** Soft reset (spec section 4): what it keeps stays, the rest goes back to defaults. */
export function softResetAuction(fields: AuctionFields): AuctionFields {
  return { ...emptyAuctionFields(fields.uuid), ...softResetKept(fields) };
}

/**
 * Undoing a soft reset: the auction as it was before it, except what the reset kept, which
 * stays as it is now (a route or dates changed since are the customer's latest).
 */
export function undoSoftResetAuction(current: AuctionFields, before: AuctionFields): AuctionFields {
  return { ...before, ...softResetKept(current) };
}

/** After a soft reset the customer starts again with one empty item... */
export const softResetItems = (): Item[] => [emptyItem()];

/** ...and no pictures (they showed what the other category's items were). */
export const softResetPictures = (): Picture[] => [];
