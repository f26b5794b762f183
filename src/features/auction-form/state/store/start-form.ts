import { today } from '@/core/dates/calendar-day';
import { logError } from '@/core/errors/report';
import { ApiError, type ApiErrorKind } from '@/core/http/api-error';
import { formApi } from '../../api/form-api';
import type { Auction } from '../../model/auction';
import { pickDates } from '../../model/auction';
import { newUuid } from '../../model/ids';
import { stepFromSegment, type Step } from '../../model/steps';
import { classifyFailure, type Failure } from '../../rules/classify-failure';
import { deriveDateRange } from '../../rules/dates';
import { loadItemDefinitions } from '../details/item-category-listener';
import type { DraftPersistor } from '../draft/draft-persistence';
import { takeReloadRestores } from '../draft/draft-storage';
import { setFormMode } from '../navigation/form-slice';
import { goToStep } from '../navigation/step-moves';
import { loadFailed, loadingFinished, loadingStarted, started } from './session-slice';
import { auctionLoaded, hardReset } from './shared-actions';
import type { AppThunk } from './types';

/** Edit and copy derive the date range from the loaded auction; copy also becomes a new auction. */
const loadAuction =
  (auctionId: number): AppThunk<Promise<void>> =>
  async (dispatch, getState, { client }) => {
    const mode = getState().form.formMode;
    const uuid = mode === 'copy' ? newUuid() : undefined;
    const loaded = await client.loadAuction(auctionId, mode, uuid);
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
            today(),
          );
    dispatch(
      auctionLoaded({
        auction: patch ? { ...auction, ...patch } : auction,
        transportDateRange: range,
      }),
    );
  };

/**
 * Start-up failures name their cause as a submit's do. A cached lookup
 * rejects with RTK Query's plain `{kind, status}`, a direct call with an
 * ApiError; both become the same classified failure.
 */
function loadFailureCause(error: unknown): Failure {
  if (error instanceof ApiError || typeof error !== 'object' || error === null)
    return classifyFailure(error);
  const { kind, status } = error as { kind?: unknown; status?: unknown };
  const known: readonly string[] = [
    'aborted',
    'network',
    'timeout',
    'http',
    'malformed',
    'request',
    'login',
  ];
  if (typeof kind !== 'string' || !known.includes(kind)) return classifyFailure(error);
  return classifyFailure(
    new ApiError(kind as ApiErrorKind, 'start-up', typeof status === 'number' ? status : undefined),
  );
}

/** The configured first step; an unknown one is named in the console (not echoed: it is page text) and ignored. */
function initialStepOf(segment: string | undefined): Step | null {
  if (!segment) return null;
  const step = stepFromSegment(segment);
  if (!step)
    logError(
      '[transport-widgets] auction-form: data-initial-step expected one of category, routes-dates, details, summary; opening the default step.',
    );
  return step;
}

/**
 * Start-up (spec section 4): categories first, then the saved draft if config
 * allows it, else the auction (edit, copy, or add from an id), else a fresh
 * form; then the first step, through the guards, replacing the history entry.
 */
export const startForm =
  (persistor: DraftPersistor | null): AppThunk<Promise<void>> =>
  async (dispatch, getState, env) => {
    const { config } = env;
    dispatch(loadingStarted());
    try {
      const asked = env.startUp.askedCategories;
      env.startUp.askedCategories = null;
      // The page's categories, or the answer of the entry's request made while the app downloaded:
      // cached as the lookup's answer would be, a failure shown as the lookup's would be.
      try {
        const given = config.categories ?? (asked ? await asked : null);
        if (given) await dispatch(formApi.util.upsertQueryData('getCategories', env.locale, given));
      } catch (error) {
        dispatch(loadFailed({ subject: 'categories', cause: loadFailureCause(error) }));
        return;
      }
      // "Try again" asks afresh: RTK Query asks again for an entry whose last answer failed.
      const categories = dispatch(formApi.endpoints.getCategories.initiate(env.locale));
      try {
        await categories.unwrap();
      } catch (error) {
        dispatch(loadFailed({ subject: 'categories', cause: loadFailureCause(error) }));
        return;
      }

      if (persistor && !env.startUp.draftRead) {
        env.startUp.draftRead = true;
        const restores = takeReloadRestores(env.draftKey) || config.restoreDraft;
        await persistor.restore({ clear: !restores });
      }
      const restored = getState().form.step !== null;
      dispatch(setFormMode(config.mode));

      if (!restored) {
        if (config.auctionId) {
          try {
            await dispatch(loadAuction(config.auctionId));
          } catch (error) {
            dispatch(loadFailed({ subject: 'auction', cause: loadFailureCause(error) }));
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
      const first = initialStepOf(config.initialStep) ?? fallback;
      // The summary's guard judges the items, which needs their field definitions.
      if (first === 'summary') await dispatch(loadItemDefinitions());
      dispatch(goToStep(first, 'replace'));
    } finally {
      dispatch(loadingFinished());
    }
  };
