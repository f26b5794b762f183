import type { Address } from './address';
import type { Item } from './item';
import type { Picture } from './picture';

/** The shipping request as the API sends and takes it (spec section 3). */
export interface Auction {
  id: number | null;
  uuid: string | null;
  title: string | null;
  mainCategoryId: number | null;
  categoryId: number | null;
  dateFixed: boolean;
  sendDateFrom: string | null;
  sendDateTo: string | null;
  receiveDateFrom: string | null;
  receiveDateTo: string | null;
  fromAddress: Address;
  toAddress: Address;
  distance: number | null;
  polylineString: string | null;
  pictures: Picture[];
  items: Item[];
  description: string | null;
  priceEstimation: number | null;
  bookingSetPrice: number | null;
  isFixAvailable: boolean | null;
  vatInvoice: boolean | null;
  vatInvoiceCountry: string | null;
  /** The service type. */
  type: string | null;
  pickupElevator: boolean | null;
  deliveryElevator: boolean | null;
  pickupFloor: number | null;
  deliveryFloor: number | null;
  /** Only meaningful when the customer typed it; otherwise derived from the items. */
  totalWeight: number | null;
  status: string | number | null;
  token: string | null;
}

/** The auction's own fields; items, pictures and the addresses live in slices of their own. */
export type AuctionFields = Omit<Auction, 'fromAddress' | 'toAddress' | 'pictures' | 'items'>;

export const DATE_FIELDS = [
  'dateFixed',
  'sendDateFrom',
  'sendDateTo',
  'receiveDateFrom',
  'receiveDateTo',
] as const;

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
