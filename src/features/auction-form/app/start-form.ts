import moment from 'moment';
import type { Persistor } from 'redux-persist';
import type { Auction } from '../model/auction';
import { stepFromSegment, type Step } from '../model/steps';
import { deriveDateRange, pickDates } from '../rules/dates';
import { fetchAuction } from '../services/auction-loader';
import { newUuid } from '../services/ids';
import { formApi } from '../store/categories-api';
import { goToStep, setFormMode } from '../store/form-slice';
import { clearDraft } from '../store/persist-config';
import { auctionLoaded, hardReset } from '../store/shared-actions';
import { loadFailed, loadingFinished, loadingStarted, started } from '../store/session-slice';
import type { AppThunk } from '../store/types';

/** Rehydrates the saved draft, if any; resolves once redux-persist has finished. */
function rehydrate(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe: () => void = () => undefined;
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    unsubscribe = persistor.subscribe(check);
    persistor.persist();
    check();
  });
}

/** Edit and copy derive the date range from the loaded auction; copy also becomes a new auction. */
export const loadAuction =
  (auctionId: number): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const mode = getState().form.formMode;
    const uuid = mode === 'copy' ? newUuid() : undefined;
    const loaded = await fetchAuction(auctionId, mode, uuid);
    const auction: Auction =
      mode === 'copy'
        ? { ...loaded, id: null, uuid: uuid ?? null, status: null, token: null }
        : loaded;
    // A read-only start (add mode) keeps the dates as they are; edit and copy derive the range.
    const { range, patch } =
      mode === 'addNew'
        ? { range: null, patch: null }
        : deriveDateRange(
            {
              ...pickDates({ ...auction, dateFixed: auction.dateFixed ?? true }),
              bookingSetPrice: auction.bookingSetPrice,
            },
            moment(),
          );
    dispatch(
      auctionLoaded({
        auction: patch ? { ...auction, ...patch } : auction,
        transportDateRange: range,
      }),
    );
  };

let persisted = new WeakSet<Persistor>();

/**
 * Start-up (spec section 4): categories first, then the saved draft if config
 * allows it, else the auction (edit, copy, or add from an id), else a fresh
 * form; then the first step, through the guards, replacing the history entry.
 */
export const startForm =
  (persistor: Persistor | null): AppThunk<Promise<void>> =>
  async (dispatch, getState, env) => {
    const { config } = env;
    dispatch(loadingStarted());
    try {
      const categories = dispatch(formApi.endpoints.getCategories.initiate(env.locale));
      try {
        await categories.unwrap();
      } catch {
        dispatch(loadFailed('categories'));
        return;
      }

      if (persistor && !persisted.has(persistor)) {
        persisted.add(persistor);
        if (!config.restoreDraft) clearDraft(env.draftKey);
        await rehydrate(persistor);
      }
      const restored = getState().form.step !== null;
      dispatch(setFormMode(config.mode));

      if (!restored) {
        if (config.auctionId) {
          try {
            await dispatch(loadAuction(config.auctionId));
          } catch {
            dispatch(loadFailed('auction'));
            return;
          }
        } else {
          dispatch(hardReset({ uuid: newUuid() }));
        }
      }

      dispatch(started());
      const fallback: Step = restored
        ? (getState().form.step ?? 'categorySelection')
        : config.mode === 'addNew'
          ? 'categorySelection'
          : 'route';
      dispatch(goToStep(stepFromSegment(config.initialStep) ?? fallback, 'replace'));
    } finally {
      dispatch(loadingFinished());
    }
  };

export function resetStartForTests(): void {
  persisted = new WeakSet<Persistor>();
}
