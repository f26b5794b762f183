/**
 * localStorage that never throws: private mode, a full quota or a blocked
 * storage degrade to an in-memory map for the life of the page, silently.
 */
export interface SafeStorage {
  getItem(key: string): string | null;
  /**
   * Whether `key` holds a value, without reading it: a check (the form's painter asking whether a
   * draft is saved) never reads what may be another account's draft, which only the form's own
   * read, which deletes it, may do (docs/security.md).
   */
  hasItem(key: string): boolean;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** false once the real storage failed and memory took over. */
  readonly persistent: boolean;
}

export function createSafeStorage(
  getBacking: () => Storage | null | undefined = () => window.localStorage,
): SafeStorage {
  const memory = new Map<string, string>();
  let backing: Storage | null = null;
  try {
    backing = getBacking() ?? null;
  } catch {
    backing = null;
  }
  const fail = () => {
    backing = null;
  };
  return {
    get persistent() {
      return backing !== null;
    },
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      if (!backing) return null;
      try {
        return backing.getItem(key);
      } catch {
        fail();
        return null;
      }
    },
    hasItem(key) {
      if (memory.has(key)) return true;
      if (!backing) return false;
      try {
        // A stored key is one of the Storage object's own named properties; reading it is not.
        return Object.hasOwn(backing, key);
      } catch {
        fail();
        return false;
      }
    },
    setItem(key, value) {
      if (backing) {
        try {
          backing.setItem(key, value);
          memory.delete(key);
          return;
        } catch {
          // Quota or security error: keep the value in memory instead.
        }
      }
      memory.set(key, value);
    },
    removeItem(key) {
      memory.delete(key);
      try {
        backing?.removeItem(key);
      } catch {
        fail();
      }
    },
  };
}

let shared: SafeStorage | null = null;

export function getStorage(): SafeStorage {
  shared ??= createSafeStorage();
  return shared;
}
