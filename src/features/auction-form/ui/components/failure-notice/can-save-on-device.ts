const PROBE_KEY = 'tw-storage-probe';

/**
 * Whether the draft really reaches the device. The shared storage falls back
 * to memory without a word when the browser blocks or fills localStorage;
 * then "everything you entered is saved on this device" would be untrue, so
 * the notice asks for a real write first.
 */
export function canSaveOnDevice(getStorage: () => Storage = () => window.localStorage): boolean {
  try {
    const storage = getStorage();
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}
