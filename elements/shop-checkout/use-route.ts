import { useEffect, useMemo, type Dispatch } from 'react';
import { ApiError } from '../../shared/api/client.ts';
import { debounce } from '../../shared/domain/debounce.ts';
import type { LatLon } from '../../shared/domain/geo.ts';
import { carRoute } from '../../shared/services/routing.ts';
import { routeFrom } from './checkout-quote.ts';
import type { CheckoutAction } from './checkout-state.ts';

/** Route request debounce (docs/behaviour/constants.md "Timings"). */
export const ROUTE_DEBOUNCE_MS = 1000;

type RouteFound = Extract<CheckoutAction, { type: 'route-found' }>;

export interface RouteRequests {
  /** the route now: a request still waiting for its debounce is sent at once; null when none comes */
  now(): Promise<RouteFound | null>;
}

/** One debounced route request at a time: a newer point aborts the older request. */
function routeRequests(dispatch: Dispatch<CheckoutAction>) {
  let running: AbortController | null = null;
  let answer: Promise<RouteFound | null> = Promise.resolve(null);
  const request = debounce((from: LatLon, to: LatLon) => {
    running?.abort();
    const controller = new AbortController();
    running = controller;
    answer = carRoute(from, to, controller.signal).then(
      (route): RouteFound | null => {
        if (controller.signal.aborted || !route) return null;
        const found = { type: 'route-found' as const, to, route };
        dispatch(found);
        return found;
      },
      (error: unknown) => {
        if (!(error instanceof ApiError && error.aborted)) {
          console.error('[shop-elements] the route could not be built:', error);
        }
        return null;
      },
    );
  }, ROUTE_DEBOUNCE_MS);
  return {
    request,
    now: () => {
      request.flush();
      return answer;
    },
    stop: () => {
      request.cancel();
      running?.abort();
      running = null;
      answer = Promise.resolve(null);
    },
  };
}

/**
 * Outside the ring road, the car route from the ring's nearest point to `to`, 1000 ms after the last pick
 * (docs/behaviour/states.md "Locality, street and map"); a new point, or none, stops the request for the old one.
 */
export function useRoute(
  to: LatLon | null,
  ring: LatLon[] | null,
  dispatch: Dispatch<CheckoutAction>,
): RouteRequests {
  const requests = useMemo(() => routeRequests(dispatch), [dispatch]);
  useEffect(() => () => requests.stop(), [requests]);
  useEffect(() => {
    requests.stop();
    if (to && ring) requests.request(routeFrom(to, ring), to);
  }, [requests, to, ring]);
  return requests;
}
