import * as v from 'valibot';
import { addressSchema } from './address';
import { field, modelEntries } from './field-kinds';
import { itemSchema } from './item';
import { pictureSchema } from './picture';
import type { Step } from './steps';

/**
 * The auction's own fields (spec section 3), each with its kind (model/field-kinds.ts): the one
 * declaration of the store's type, the draft's check, the empty form and the API's answer.
 * Items, pictures and the addresses live in slices of their own.
 */
export const AUCTION_FIELDS = {
  id: field.id,
  uuid: field.text,
  title: field.text,
  mainCategoryId: field.id,
  categoryId: field.id,
  dateFixed: field.flagOn,
  sendDateFrom: field.text,
  sendDateTo: field.text,
  receiveDateFrom: field.text,
  receiveDateTo: field.text,
  distance: field.number,
  polylineString: field.text,
  description: field.text,
  priceEstimation: field.number,
  bookingSetPrice: field.number,
  isFixAvailable: field.flag,
  vatInvoice: field.flag,
  vatInvoiceCountry: field.text,
  /** The service type. */
  type: field.text,
  pickupElevator: field.flag,
  deliveryElevator: field.flag,
  pickupFloor: field.number,
  deliveryFloor: field.number,
  /** Only meaningful when the customer typed it; otherwise derived from the items. */
  totalWeight: field.number,
  status: field.numberOrText,
  token: field.text,
};

export const auctionFieldsSchema = v.object(modelEntries(AUCTION_FIELDS));

/**
 * The shipping request as the API sends and takes it (spec section 3): the
 * one schema of the form's data, whose parts give the types, the draft's
 * check (state/draft/draft-restore.ts) and the field lists.
 */
export const auctionSchema = v.object({
  ...auctionFieldsSchema.entries,
  fromAddress: addressSchema,
  toAddress: addressSchema,
  pictures: v.array(pictureSchema),
  items: v.array(itemSchema),
});

export type Auction = v.InferOutput<typeof auctionSchema>;
export type AuctionFields = v.InferOutput<typeof auctionFieldsSchema>;

/** The four dates of the transport, in screen order (pickup from, to; delivery from, to). */
export const DATE_FIELDS = [
  'sendDateFrom',
  'sendDateTo',
  'receiveDateFrom',
  'receiveDateTo',
] as const satisfies readonly (keyof AuctionFields)[];
export type DateField = (typeof DATE_FIELDS)[number];
/** The dates and whether they are fixed: what the route step's date rules read. */
export type DateFields = Pick<AuctionFields, 'dateFixed' | DateField>;

/** The dates of an auction (or of anything holding them). */
export const pickDates = (source: DateFields): DateFields => {
  const dates = { dateFixed: source.dateFixed } as DateFields;
  for (const name of DATE_FIELDS) dates[name] = source[name];
  return dates;
};

/** A new auction's fields: every schema default, and the uuid it is posted with. */
export const emptyAuctionFields = (uuid: string | null = null): AuctionFields => ({
  ...v.getDefaults(auctionFieldsSchema),
  uuid,
});

/**
 * The step where the customer fills each field of the auction, null for what no step shows:
 * a server's error on a field is placed there. A field added to the auction must be given one.
 */
export const STEP_OF_FIELD: Record<keyof Auction, Step | null> = {
  id: null,
  uuid: null,
  title: 'shippingDetails',
  mainCategoryId: 'categorySelection',
  categoryId: 'categorySelection',
  dateFixed: 'route',
  sendDateFrom: 'route',
  sendDateTo: 'route',
  receiveDateFrom: 'route',
  receiveDateTo: 'route',
  distance: 'route',
  polylineString: 'route',
  description: 'shippingDetails',
  priceEstimation: 'shippingDetails',
  bookingSetPrice: 'shippingDetails',
  isFixAvailable: 'shippingDetails',
  vatInvoice: 'shippingDetails',
  vatInvoiceCountry: 'shippingDetails',
  type: 'shippingDetails',
  pickupElevator: 'shippingDetails',
  deliveryElevator: 'shippingDetails',
  pickupFloor: 'shippingDetails',
  deliveryFloor: 'shippingDetails',
  totalWeight: 'shippingDetails',
  status: null,
  token: null,
  fromAddress: 'route',
  toAddress: 'route',
  pictures: 'shippingDetails',
  items: 'shippingDetails',
};
