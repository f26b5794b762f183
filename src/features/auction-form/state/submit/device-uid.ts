import { getStorage } from '@/core/storage/safe-storage';
import { newUuid } from '../../model/ids';

/** localStorage key of this browser's device id, sent with every new shipping request as `deviceUID`. */
export const DEVICE_UID_KEY = 'auction-form:device-uid';

/** The device id, created on first use; with storage blocked it lives for the page only. */
export function deviceUid(): string {
  const storage = getStorage();
  const known = storage.getItem(DEVICE_UID_KEY);
  if (known) return known;
  const created = newUuid();
  storage.setItem(DEVICE_UID_KEY, created);
  return created;
}
