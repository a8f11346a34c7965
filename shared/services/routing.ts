import * as v from 'valibot';
import { http } from '../api/client.ts';
import { getConfig } from '../config.ts';
import type { LatLon } from '../domain/geo.ts';
import type { RouteResult } from '../domain/wkt.ts';

export type { RouteResult } from '../domain/wkt.ts';

/** What the elements read of a 2GIS answer: the first result's distance and the geometry of its manoeuvres. */
const Routes = v.looseObject({
  result: v.optional(
    v.array(
      v.looseObject({
        total_distance: v.pipe(v.number(), v.finite()),
        maneuvers: v.array(
          v.looseObject({
            outcoming_path: v.optional(
              v.looseObject({
                geometry: v.optional(v.array(v.looseObject({ selection: v.string() }))),
              }),
            ),
          }),
        ),
      }),
    ),
  ),
});

/**
 * The car route (docs/behaviour/calls.md "External services"), speaking 2GIS Routing's protocol:
 * `POST {routing.url}?key={key}`; `result[0]` is the route. Null when the service finds no route.
 */
export async function carRoute(from: LatLon, to: LatLon, signal?: AbortSignal): Promise<RouteResult | null> {
  const { url, key } = getConfig().routing;
  const answer = await http.postJson(
    `${url}${url.includes('?') ? '&' : '?'}key=${encodeURIComponent(key)}`,
    {
      points: [
        { type: 'stop', lon: from[1], lat: from[0] },
        { type: 'stop', lon: to[1], lat: to[0] },
      ],
      locale: 'ru',
      transport: 'driving',
      route_mode: 'fastest',
      traffic_mode: 'jam',
    },
    { name: 'routing', answer: Routes, budget: 'load' },
    signal ? { signal } : undefined,
  );
  return answer.result?.[0] ?? null;
}
