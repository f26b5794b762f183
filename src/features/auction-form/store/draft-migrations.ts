import type { MigrationManifest, PersistedState } from 'redux-persist';
import { emptyAddress } from '../model/address';
import { emptyItem } from '../model/item';
import { newKey } from '../services/ids';

/** The draft format version; bump it with a migration below whenever the saved shape changes. */
export const DRAFT_VERSION = 1;

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Version 0 (the legacy form) saved one `auction` object holding the items,
 * the pictures and both addresses, and called the range `dateRange`. Version
 * 1 splits them into slices and gives items their client key and touched flag.
 */
function v0ToV1(state: PersistedState): PersistedState {
  const old = state as unknown as Loose;
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
  return migrated as unknown as PersistedState;
}

export const draftMigrations: MigrationManifest = {
  1: v0ToV1,
};
