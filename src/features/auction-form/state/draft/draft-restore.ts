import { createMigrate, type MigrationManifest, type PersistedState } from 'redux-persist';
import * as v from 'valibot';
import { addressSchema as modelAddress, emptyAddress } from '../../model/address';
import { auctionFieldsSchema, emptyAuctionFields } from '../../model/auction';
import { emptyItem, itemSchema as modelItem } from '../../model/item';
import { pictureSchema } from '../../model/picture';
import { STEPS, FORM_MODES } from '../../model/steps';
import { TRANSPORT_DATE_RANGES } from '../../rules/dates';
import { initialFormState } from '../navigation/form-slice';
import { draftMigrations } from './draft-migrations';
import { clearDraft } from './draft-storage';

/**
 * What a saved draft must look like to be restored: every field the form
 * reads, by the model's schemas (model/*.ts), so a draft written by another
 * release (a rollback), tampered with or half written never reaches the
 * form with a field of the wrong type. Only the older drafts' coordinates,
 * saved as text, are read more loosely (and become numbers).
 */
const maybeString = v.nullable(v.string());
const coordinate = v.union([
  v.nullable(v.pipe(v.number(), v.finite())),
  v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number)),
]);

const addressEntries = { ...modelAddress.entries, lat: coordinate, lng: coordinate };
const itemEntries = modelItem.entries;
const pictureEntries = pictureSchema.entries;
const auctionEntries = auctionFieldsSchema.entries;
const formEntries = {
  step: v.nullable(v.picklist(STEPS)),
  maxStepNumber: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(STEPS.length)),
  returnToStep: v.nullable(v.picklist(STEPS)),
  transportDateRange: v.nullable(v.picklist(TRANSPORT_DATE_RANGES)),
  isTitleEnteredByUser: v.boolean(),
  isTotalWeightEditedByUser: v.boolean(),
  isFormCorrect: v.boolean(),
  formMode: v.picklist(FORM_MODES),
  isWaitingForPriceEstimate: v.boolean(),
  estimateFor: maybeString,
  finalValidators: v.array(v.string()),
  categoryName: maybeString,
};

const draftSchema = v.object({
  auction: v.object(auctionEntries),
  items: v.pipe(v.array(v.object(itemEntries)), v.minLength(1)),
  pictures: v.array(v.object(pictureEntries)),
  addresses: v.object({ from: v.object(addressEntries), to: v.object(addressEntries) }),
  form: v.object(formEntries),
});

/** The draft slices as the form holds them. */
export type SalvagedDraft = v.InferOutput<typeof draftSchema>;

/** Whether a draft has every field the form reads, each of the right type. */
export const isValidDraft = (value: unknown): boolean => v.safeParse(draftSchema, value).success;

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One saved object, field by field: a field its schema accepts is kept (as
 * parsed), any other takes its default and its path is noted. Fields the
 * schema does not name are not carried over.
 */
function salvageFields<T extends object>(
  saved: unknown,
  entries: Record<string, v.GenericSchema>,
  defaults: T,
  path: string,
  dropped: string[],
): T {
  const source = isObject(saved) ? saved : {};
  if (!isObject(saved)) dropped.push(path);
  const result: Loose = { ...(defaults as Loose) };
  for (const [name, schema] of Object.entries(entries)) {
    if (!Object.hasOwn(source, name)) continue;
    const parsed = v.safeParse(schema, source[name]);
    if (parsed.success) result[name] = parsed.output;
    else dropped.push(`${path}.${name}`);
  }
  return result as T;
}

/**
 * A saved draft made safe to restore, field by field: what passes the model's
 * schemas is kept, a field of the wrong type (or missing) takes its default,
 * an item or picture that is not an object is left out. Null when there is
 * nothing of a draft to keep (not an object, none of the slices, or no uuid
 * of its request). Never throws. `dropped` names the paths that did not pass
 * (never their values).
 */
export function salvageDraft(draft: unknown): { draft: SalvagedDraft; dropped: string[] } | null {
  if (!isObject(draft)) return null;
  const slices = ['auction', 'items', 'pictures', 'addresses', 'form'];
  if (!slices.some((slice) => isObject(draft[slice]) || Array.isArray(draft[slice]))) return null;
  const dropped: string[] = [];

  // Every saved draft holds its request's uuid: without one there is no request to go back to.
  const uuid = isObject(draft.auction) ? draft.auction.uuid : undefined;
  if (typeof uuid !== 'string' || uuid === '') return null;

  const auction = salvageFields(
    draft.auction,
    auctionEntries,
    emptyAuctionFields(),
    'auction',
    dropped,
  );

  const savedItems = Array.isArray(draft.items) ? draft.items : [];
  if (!Array.isArray(draft.items)) dropped.push('items');
  const items = savedItems
    .map((item, index) => {
      if (!isObject(item)) {
        dropped.push(`items.${index}`);
        return null;
      }
      return salvageFields(item, itemEntries, emptyItem(), `items.${index}`, dropped);
    })
    .filter((item) => item !== null);
  // The form always shows at least one item.
  if (items.length === 0) items.push(emptyItem());

  const savedPictures = Array.isArray(draft.pictures) ? draft.pictures : [];
  if (!Array.isArray(draft.pictures)) dropped.push('pictures');
  const pictures = savedPictures.flatMap((picture, index) => {
    // A picture is its upload's uid: without one there is nothing to keep.
    if (!isObject(picture) || !v.is(pictureEntries.uid, picture.uid)) {
      dropped.push(`pictures.${index}`);
      return [];
    }
    const empty = { uid: picture.uid, originalName: null, originalUrl: null, thumbUrl: null };
    return [salvageFields(picture, pictureEntries, empty, `pictures.${index}`, dropped)];
  });

  const savedAddresses = isObject(draft.addresses) ? draft.addresses : {};
  const addresses = {
    from: salvageFields(
      savedAddresses.from,
      addressEntries,
      emptyAddress(),
      'addresses.from',
      dropped,
    ),
    to: salvageFields(savedAddresses.to, addressEntries, emptyAddress(), 'addresses.to', dropped),
  };

  const form = salvageFields(draft.form, formEntries, initialFormState(), 'form', dropped);
  // A step this release does not know: back to the furthest one the draft reached (the step
  // guards then open the first one still to fill in); a draft always holds a step.
  form.step ??= STEPS[Math.max(0, form.maxStepNumber - 1)] ?? 'categorySelection';

  return { draft: { auction, items, pictures, addresses, form }, dropped };
}

// The package types a migration's state as `{ _persist }` only; ours read the slices loosely.
const runMigrations = createMigrate(draftMigrations as unknown as MigrationManifest);

/**
 * createMigrate's migrations, then what is valid of the draft field by field (salvageDraft); a
 * draft with nothing to keep, or whose migration threw, is dropped (and deleted). Only the draft
 * slices come back, never a stored `session` or `formApi`.
 */
export function migrateDraft(key: string) {
  return async (state: PersistedState, version: number): Promise<PersistedState> => {
    if (!state) return undefined;
    // A draft of a newer release (after a rollback) goes to the field-by-field check as it is, as
    // createMigrate would return it, without its development-build "downgrading" console error.
    const newer = (state._persist as { version?: unknown } | undefined)?.version;
    const migrated =
      typeof newer === 'number' && newer > version
        ? state
        : await runMigrations(state, version).catch(() => undefined);
    const salvaged = migrated ? salvageDraft(migrated) : null;
    if (!salvaged) {
      clearDraft(key);
      return undefined;
    }
    return salvaged.draft as unknown as PersistedState;
  };
}
