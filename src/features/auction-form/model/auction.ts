import * as v from 'valibot';
import { addressSchema } from './address';
import { itemSchema } from './item';
import { pictureSchema } from './picture';

const maybeNumber = v.nullable(v.number());
const maybeString = v.nullable(v.string());
const maybeBoolean = v.nullable(v.boolean());

/** The auction's own fields; items, pictures and the addresses live in slices of their own. */
export const auctionFieldsSchema = v.object({
  id: maybeNumber,
  uuid: maybeString,
  title: maybeString,
  mainCategoryId: maybeNumber,
  categoryId: maybeNumber,
  dateFixed: v.boolean(),
  sendDateFrom: maybeString,
  sendDateTo: maybeString,
  receiveDateFrom: maybeString,
  receiveDateTo: maybeString,
  distance: maybeNumber,
  polylineString: maybeString,
  description: maybeString,
  priceEstimation: maybeNumber,
  bookingSetPrice: maybeNumber,
  isFixAvailable: maybeBoolean,
  vatInvoice: maybeBoolean,
  vatInvoiceCountry: maybeString,
  /** The service type. */
  type: maybeString,
  pickupElevator: maybeBoolean,
  deliveryElevator: maybeBoolean,
  pickupFloor: maybeNumber,
  deliveryFloor: maybeNumber,
  /** Only meaningful when the customer typed it; otherwise derived from the items. */
  totalWeight: maybeNumber,
  status: v.nullable(v.union([v.string(), v.number()])),
  token: maybeString,
});

/**
 * The shipping request as the API sends and takes it (spec section 3): the
 * one schema of the form's data, whose parts give the types, the draft's
 * check (state/draft-schema.ts) and the field lists.
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

export const emptyAuctionFields = (uuid: string | null = null): AuctionFields => ({
  id: null,
  uuid,
  title: null,
  mainCategoryId: null,
  categoryId: null,
  dateFixed: true,
  sendDateFrom: null,
  sendDateTo: null,
  receiveDateFrom: null,
  receiveDateTo: null,
  distance: null,
  polylineString: null,
  description: null,
  priceEstimation: null,
  bookingSetPrice: null,
  isFixAvailable: null,
  vatInvoice: null,
  vatInvoiceCountry: null,
  type: null,
  pickupElevator: null,
  deliveryElevator: null,
  pickupFloor: null,
  deliveryFloor: null,
  totalWeight: null,
  status: null,
  token: null,
});
