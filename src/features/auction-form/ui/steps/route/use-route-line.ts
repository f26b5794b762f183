import { useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { isAddressValid } from '@/features/auction-form/rules/address';
import { selectAddress } from '@/features/auction-form/state/addresses-slice';
import { setRoute } from '@/features/auction-form/state/auction-slice';
import { useAppDispatch, useAppSelector } from '../../hooks';
import type { RootState } from '@/features/auction-form/state/root-state';
import { routeBetween } from '@/features/auction-form/api/route-polyline-service';

export type RouteLineStatus = 'idle' | 'loading' | 'ready' | 'failed';

const NO_ROUTE = { distance: null, polylineString: null };

/**
 * Keeps the auction's distance and polyline in step with the two addresses:
 * both valid → ask api_map_polyline for their cities (the older request is
 * aborted when an address changes); otherwise no route. A route restored
 * with the addresses (draft, edit) is kept, not asked again.
 */
export function useRouteLine(): { status: RouteLineStatus; retry(): void } {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const from = useAppSelector(selectAddress('from'));
  const to = useAppSelector(selectAddress('to'));
  const hasRoute = useAppSelector(
    (state) => state.auction.polylineString !== null && state.auction.distance !== null,
  );
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; status: 'ready' | 'failed' } | null>(null);
  const bothValid = isAddressValid(from) && isAddressValid(to);
  const pair =
    bothValid && from.cityId !== null && to.cityId !== null ? `${from.cityId}>${to.cityId}` : null;
  const [restoredPair] = useState(() => (hasRoute ? pair : null));
  const restored = useRef(restoredPair);
  const key = `${pair}#${attempt}`;

  useEffect(() => {
    if (pair === null) {
      restored.current = null;
      if (store.getState().auction.polylineString !== null) dispatch(setRoute(NO_ROUTE));
      return undefined;
    }
    if (restored.current === pair && attempt === 0) return undefined;
    restored.current = null;
    const [fromCity, toCity] = pair.split('>').map(Number) as [number, number];
    const controller = new AbortController();
    const requestKey = `${pair}#${attempt}`;
    routeBetween(fromCity, toCity, controller.signal).then(
      (line) => {
        if (controller.signal.aborted) return;
        dispatch(setRoute(line));
        setResult({ key: requestKey, status: 'ready' });
      },
      () => {
        if (controller.signal.aborted) return;
        dispatch(setRoute(NO_ROUTE));
        setResult({ key: requestKey, status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [dispatch, store, pair, attempt]);

  const status: RouteLineStatus =
    pair === null
      ? 'idle'
      : result?.key === key
        ? result.status
        : result === null && hasRoute && pair === restoredPair
          ? 'ready'
          : 'loading';
  return { status, retry: () => setAttempt((n) => n + 1) };
}
