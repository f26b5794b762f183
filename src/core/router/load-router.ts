import type { Router } from './router';

/**
 * The page's router (get-router.ts), its code and the shipped dump downloaded with the first call:
 * everything outside this folder reads the router through here, so a first screen that asks the
 * API nothing (the form with its categories handed over) does not load them before it paints.
 * webpack forgets a failed download, so the next call downloads again.
 */
export async function loadRouter(): Promise<Router> {
  const { getRouter } = await import(/* webpackChunkName: "router" */ './get-router');
  return getRouter();
}
