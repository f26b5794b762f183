type KyClient = typeof import('./ky-client');

let kyClient: KyClient | null = null;
let kyLoading: Promise<KyClient> | null = null;

/**
 * ky and the client's settings (`ky-client.ts`) arrive with the first request, not with the widget:
 * the form's first screen asks the API nothing when the page hands its categories over. A start
 * that does ask warms it from the entry, beside the router, so its first request waits for neither.
 * A failed download is forgotten, so "Try again" downloads again.
 */
export function loadKy(): Promise<KyClient> {
  kyLoading ??= import(/* webpackChunkName: "http" */ './ky-client').then(
    (loaded) => (kyClient = loaded),
    (error: unknown) => {
      kyLoading = null;
      throw error;
    },
  );
  return kyLoading;
}

/** ky's module once it is here (its error classes): before that no error can be one of ky's. */
export const loadedKy = (): KyClient | null => kyClient;
