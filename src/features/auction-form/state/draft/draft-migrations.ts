import { emptyAddress } from '../../model/address';
import { newKey } from '../../model/ids';
import { emptyItem } from '../../model/item';

/**
 * The draft format version (redux-persist's `version`); bump it with a migration below whenever the
 * saved shape changes. createMigrate runs them (persist-config.ts).
 */
export const DRAFT_VERSION = 1;

type Loose = Record<string, unknown>;
/** A parsed draft on its way through the migrations. */
export type PersistedState = Loose;
export type MigrationManifest = Record<number, (state: PersistedState) => PersistedState>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Version 0 (the legacy form) saved one `auction` object holding the items,
 * the pictures and both addresses, and called the range `dateRange`. Version
 * 1 splits them into slices and gives items their client key and touched flag.
 */
function v0ToV1(state: PersistedState): PersistedState {
  const old = state;
  const auction = isObject(old.auction) ? { ...old.auction } : {};
  const { items, pictures, fromAddress, toAddress, ...fields } = auction;
  const form = isObject(old.form) ? { ...old.form } : {};
  const { dateRange, ...formRest } = form;
  const migrated = {
    ...old,
    auction: { dateFixed: true, ...fields },
    items: (Array.isArray(items) && items.length > 0 ? items : [{}]).map((item) => ({
      ...emptyItem(),
      ...(isObject(item) ? item : {}),
      touched: false,
      key: newKey(),
    })),
    pictures: Array.isArray(pictures) ? pictures : [],
    addresses: {
      from: { ...emptyAddress(), ...(isObject(fromAddress) ? fromAddress : {}) },
      to: { ...emptyAddress(), ...(isObject(toAddress) ? toAddress : {}) },
    },
    form: { transportDateRange: dateRange ?? null, ...formRest },
  };
  return migrated;
}

export const draftMigrations: MigrationManifest = {
  1: v0ToV1,
};
