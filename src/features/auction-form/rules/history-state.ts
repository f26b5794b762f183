import { isStep, stepFromSegment, type Step } from '../model/steps';

/** The key under which our history entries carry their step; other entries are not ours. */
const HISTORY_KEY = 'twAuctionFormStep';

export const historyEntry = (step: Step): Record<string, Step> => ({ [HISTORY_KEY]: step });

/** The step a history entry (or, failing that, its URL) stands for. */
export function stepFromHistory(state: unknown, pathname: string): Step | null {
  const saved =
    typeof state === 'object' && state !== null
      ? (state as Record<string, unknown>)[HISTORY_KEY]
      : undefined;
  if (isStep(saved)) return saved;
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return stepFromSegment(last);
}
