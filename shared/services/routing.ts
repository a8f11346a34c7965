import { http } from '../api/client.ts';
import { getConfig } from '../config.ts';
import type { LatLon } from '../domain/geo.ts';
import type { RouteResult } from '../domain/wkt.ts';

export type { RouteResult } from '../domain/wkt.ts';

/**
 * The car route (spec §7 "External services"), speaking 2GIS Routing's protocol:
 * `POST {routing.url}?key={key}`; `result[0]` is the route. Null when the service finds no route.
 */
export async function carRoute(from: LatLon, to: LatLon, signal?: AbortSignal): Promise<RouteResult | null> {
  const { url, key } = getConfig().routing;
  const answer = await http.postJson<{ result?: unknown } | null>(
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
    signal ? { signal } : undefined,
  );
  const route = Array.isArray(answer?.result) ? (answer.result[0] as RouteResult | undefined) : undefined;
  return route && Number.isFinite(Number(route.total_distance)) ? route : null;
}
