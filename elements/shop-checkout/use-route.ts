import { useEffect, useMemo, type Dispatch } from 'react';
import { ApiError } from '../../shared/api/client.ts';
import { debounce } from '../../shared/domain/debounce.ts';
import type { LatLon } from '../../shared/domain/geo.ts';
import { routeFrom } from './checkout-quote.ts';
import type { CheckoutAction } from './checkout-state.ts';
import { routing } from './services.ts';

/** Route request debounce (docs/behaviour/constants.md "Timings"). */
export const ROUTE_DEBOUNCE_MS = 1000;

/** What the answer changed: the route came, or the service failed. */
type RouteAnswer = Extract<CheckoutAction, { type: 'route-found' | 'service-failed' }>;

export interface RouteRequests {
  /** the route's answer now: a request still waiting for its debounce is sent at once; null when none comes */
  now(): Promise<RouteAnswer | null>;
}

/**
 * One debounced route request at a time: a newer point aborts the older request. A failure, or no route found,
 * is the routing service failing: the distance is estimated from then on (docs/checkout-without-services.md).
 */
function routeRequests(dispatch: Dispatch<CheckoutAction>) {
  let running: AbortController | null = null;
  let answer: Promise<RouteAnswer | null> = Promise.resolve(null);
  const failed = { type: 'service-failed', service: 'routing' } as const;
  const request = debounce((from: LatLon, to: LatLon) => {
    running?.abort();
    const controller = new AbortController();
    running = controller;
    answer = routing()
      .then((service) => service.carRoute(from, to, controller.signal))
      .then(
        (route): RouteAnswer | null => {
          if (controller.signal.aborted) return null;
          if (!route) console.error('[shop-elements] the routing service found no route to', to);
          return route ? { type: 'route-found', to, route } : failed;
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.aborted) return null;
          console.error('[shop-elements] the route could not be built:', error);
          return failed;
        },
      )
      .then((change) => {
        if (change) dispatch(change);
        return change;
      });
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
