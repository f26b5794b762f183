import { STEP_OF_FIELD, type Auction } from '../model/auction';
import type { Item, ItemField } from '../model/item';
import type { Step } from '../model/steps';

/** One server-side field error, placed on the step (and item) that fixes it. */
export interface FieldError {
  /** The field path as the server named it: `description`, `items[0].weight`, `fromAddress.city`. */
  path: string;
  /** The field without its item prefix: `weight`. */
  field: string;
  /** The server's own message, already in the page language. */
  message: string;
  /** Where the customer fixes it; null for a field the form does not show (then only the message helps). */
  step: Step | null;
  /** The item's position and key for an item field. */
  itemIndex: number | null;
  itemKey: string | null;
}

/** The step that owns a top-level field of the auction (or the form's own date range choice). */
export function stepOfField(root: string): Step | null {
  if (root === 'transportDateRange') return 'route';
  return Object.hasOwn(STEP_OF_FIELD, root) ? STEP_OF_FIELD[root as keyof Auction] : null;
}

interface RawError {
  path: string;
  message: string;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * The errors of a 422 body. The platform answers
 * `{message, errors: [{field, message}]}`; Symfony's own
 * `{violations: [{propertyPath, title}]}` and a `{field: [messages]}` map are
 * read too, so a backend change of serialiser does not blind the form.
 */
function rawErrors(body: unknown): RawError[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  const list = Array.isArray(record.errors)
    ? record.errors
    : Array.isArray(record.violations)
      ? record.violations
      : null;
  if (list) {
    return list.flatMap((entry): RawError[] => {
      if (typeof entry !== 'object' || entry === null) return [];
      const e = entry as Record<string, unknown>;
      const path = text(e.field) ?? text(e.propertyPath) ?? text(e.path);
      const message = text(e.message) ?? text(e.title);
      return path && message ? [{ path, message }] : [];
    });
  }
  if (typeof record.errors === 'object' && record.errors !== null) {
    return Object.entries(record.errors as Record<string, unknown>).flatMap(([path, messages]) =>
      (Array.isArray(messages) ? messages : [messages])
        .map(text)
        .filter((m): m is string => m !== null)
        .map((message) => ({ path, message })),
    );
  }
  return [];
}

/** `items[0].weight`, `items.0.weight` or `items/0/weight` → root `items`, index 0, field `weight`. */
function parsePath(path: string): { root: string; index: number | null; field: string } {
  const parts = path
    .replace(/^\/+/, '')
    .split(/[.[\]/]+/)
    .filter(Boolean);
  const root = parts[0] ?? path;
  const second = parts[1];
  if (second !== undefined && /^\d+$/.test(second)) {
    return { root, index: Number(second), field: parts.slice(2).join('.') || root };
  }
  return { root, index: null, field: parts.length > 1 ? parts.slice(1).join('.') : root };
}

/** Maps a 422 body onto the form: each error with its step, and its item when it names one. */
export function mapFieldErrors(body: unknown, items: readonly Item[]): FieldError[] {
  return rawErrors(body).map(({ path, message }) => {
    const { root, index, field } = parsePath(path);
    const item = root === 'items' && index !== null ? items[index] : undefined;
    return {
      path,
      field: root === 'items' || root === 'pictures' ? field : root,
      message,
      step: stepOfField(root),
      itemIndex: item ? index : null,
      itemKey: item?.key ?? null,
    };
  });
}

/** The server's general message of a 422 answer, when it gives one. */
export function validationMessage(body: unknown): string | null {
  return typeof body === 'object' && body !== null
    ? text((body as Record<string, unknown>).message)
    : null;
}

/** The names a customer knows the fields under: the keys of `serverErrors.fields.*`. */
type FieldLabel =
  | 'category'
  | 'pickupPlace'
  | 'deliveryPlace'
  | 'pickupDate'
  | 'deliveryDate'
  | 'title'
  | 'description'
  | 'photos'
  | 'bookingPrice'
  | 'vatInvoice'
  | 'itemType'
  | 'name'
  | 'weight'
  | 'length'
  | 'width'
  | 'height'
  | 'count';

/**
 * The label a server's error on each auction field is told under; null where the form names no
 * field (the message then stands alone). Every field is here: one added to the model does not
 * compile until it is given a label or null, so a server error on it never silently loses its name.
 */
const AUCTION_FIELD_LABELS: Readonly<Record<keyof Auction, FieldLabel | null>> = {
  id: null,
  uuid: null,
  title: 'title',
  mainCategoryId: 'category',
  categoryId: 'category',
  dateFixed: null,
  sendDateFrom: 'pickupDate',
  sendDateTo: 'pickupDate',
  receiveDateFrom: 'deliveryDate',
  receiveDateTo: 'deliveryDate',
  distance: null,
  polylineString: null,
  description: 'description',
  priceEstimation: null,
  bookingSetPrice: 'bookingPrice',
  isFixAvailable: null,
  vatInvoice: 'vatInvoice',
  vatInvoiceCountry: 'vatInvoice',
  type: null,
  pickupElevator: null,
  deliveryElevator: null,
  pickupFloor: null,
  deliveryFloor: null,
  totalWeight: null,
  status: null,
  token: null,
  fromAddress: 'pickupPlace',
  toAddress: 'deliveryPlace',
  pictures: 'photos',
  items: null,
};

/** The same for an item's fields (`items[2].weight`), the client-only ones included. */
const ITEM_FIELD_LABELS: Readonly<Record<ItemField, FieldLabel | null>> = {
  id: null,
  tmpId: null,
  name: 'name',
  length: 'length',
  width: 'width',
  height: 'height',
  weight: 'weight',
  itemsNumber: 'count',
  oversize: null,
  itemCategoryId: 'itemType',
  model: null,
  productionDate: null,
  bodyType: null,
  hasWheels: null,
  isAdjustedByUser: null,
  palletized: null,
  dimensionsEstimated: null,
  packed: null,
  autocompleteItemId: null,
  touched: null,
  key: null,
};

const labelIn = <K extends string>(
  labels: Readonly<Record<K, FieldLabel | null>>,
  key: string,
): FieldLabel | null => (Object.hasOwn(labels, key) ? labels[key as K] : null);

/**
 * The label of the field a 422 error names, so the customer reads which field the server's
 * message is about; null for a field the form does not name (the message then stands alone).
 * An address error (`fromAddress.city`) is the place's.
 */
export function fieldLabelOf(
  error: Pick<FieldError, 'path' | 'field' | 'itemIndex'>,
): string | null {
  return error.itemIndex !== null
    ? labelIn(ITEM_FIELD_LABELS, error.field)
    : labelIn(AUCTION_FIELD_LABELS, parsePath(error.path).root);
}
