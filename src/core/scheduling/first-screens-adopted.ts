import { afterFirstScreensAdopted } from './first-screens';

/**
 * `afterFirstScreensAdopted` as a promise, for the lazy widgets' mounts: a module of its own, so
 * that the runtime every page loads does not carry it.
 */
export const firstScreensAdopted = (): Promise<void> =>
  new Promise((resolve) => afterFirstScreensAdopted(resolve));
