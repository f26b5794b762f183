import type { AddressSuggestion } from './address-lookup';
import { fetchAuction } from './auction-loader';
import { autocomplete } from './autocomplete';
import { sendMultiitemTest } from './multiitem-test';
import { deletePicture, uploadPicture } from './pictures';
import { fetchPriceEstimate } from './price-estimate';
import { generateTitle } from './title-service';

// Requests of later screens come with those screens' chunks (the same webpack chunk names as
// ui/steps/registry.ts), not with the first screen's: the place lookups and the map line with the
// route step's, the writes with the summary's.
const placeLookup = async () =>
  (await import(/* webpackChunkName: "form-step-route" */ './address-lookup')).addressLookup;
const mapLine = async () =>
  (await import(/* webpackChunkName: "form-step-route" */ './route-polyline-service')).routeBetween;
const writes = () => import(/* webpackChunkName: "form-step-summary" */ './auction-write');

/**
 * The form's requests that are not cached lookups (those are form-api.ts): one object, given to
 * the store as its thunks' and listeners' extra argument (state/store/store.ts), so a test or another
 * backend swaps the whole door at once. Every function parses its answer at the boundary.
 */
export const formClient = {
  loadAuction: fetchAuction,
  createAuction: async (payload: Record<string, unknown>) =>
    (await writes()).createAuction(payload),
  updateAuction: async (auctionId: number, payload: Record<string, unknown>) =>
    (await writes()).updateAuction(auctionId, payload),
  suggestPlaces: async (text: string, signal?: AbortSignal) =>
    (await placeLookup()).suggest(text, signal),
  resolvePlace: async (suggestion: AddressSuggestion, signal?: AbortSignal) =>
    (await placeLookup()).resolve(suggestion, signal),
  routeBetween: async (cityFromId: number, cityToId: number, signal?: AbortSignal) =>
    (await mapLine())(cityFromId, cityToId, signal),
  searchCatalogue: autocomplete.search,
  generateTitle,
  estimatePrice: fetchPriceEstimate,
  uploadPicture,
  deletePicture,
  sendMultiitemTest,
};

export type FormClient = typeof formClient;
