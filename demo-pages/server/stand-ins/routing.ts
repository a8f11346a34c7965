import { distanceMeters, roadDistanceEstimate, type LatLon } from '../../../shared/domain/geo.ts';
import { toLineString } from '../../../shared/domain/wkt.ts';
import type { StoreCtx, StoreRouter } from '../context.ts';
import { sendJson } from '../http.ts';

/**
 * The routing stand-in, speaking 2GIS Routing's protocol: `POST /stand-in/routing?key={key}` with
 * {points: [{type: 'stop', lon, lat} ×2], locale, transport, route_mode, traffic_mode}, answering
 * {query, result: [route], type: 'result'}. The road distance is the element's own estimate without a route
 * (roadDistanceEstimate: the straight line × ROAD_FACTOR); the line bends through two offset waypoints so it looks
 * like a road.
 */
/** an average speed in jams, for total_duration */
const METRES_PER_SECOND = 30000 / 3600;

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function waypoint(from: LatLon, to: LatLon, t: number, offset: number): LatLon {
  const lat = from[0] + (to[0] - from[0]) * t;
  const lon = from[1] + (to[1] - from[1]) * t;
  // perpendicular offset in the local plane, proportional to the span
  return [round6(lat - (to[1] - from[1]) * offset * 0.6), round6(lon + (to[0] - from[0]) * offset * 1.7)];
}

export interface RouteJson {
  id: string;
  algorithm: string;
  type: 'route';
  total_distance: number;
  total_duration: number;
  ui_total_distance: { unit: string; value: string };
  maneuvers: {
    id: string;
    type: string;
    comment: string;
    icon: string;
    outcoming_path_comment?: string;
    outcoming_path?: {
      distance: number;
      duration: number;
      geometry: { selection: string; color: string; length: number }[];
    };
  }[];
}

/** The deterministic route between two points; the store's order check uses the same estimate. */
export function estimateRoute(from: LatLon, to: LatLon): RouteJson {
  const total = roadDistanceEstimate(from, to);
  const p1 = waypoint(from, to, 0.35, 0.08);
  const p2 = waypoint(from, to, 0.7, -0.05);
  const pieces: [LatLon, LatLon][] = [
    [from, p1],
    [p1, p2],
    [p2, to],
  ];
  const straight = pieces.map(([a, b]) => distanceMeters(a, b));
  const sum = straight.reduce((a, b) => a + b, 0) || 1;
  const lengths = straight.map((d) => Math.round((d / sum) * total));
  lengths[2] = total - lengths[0]! - lengths[1]!;
  const geometry = (i: number) => ({
    selection: toLineString(pieces[i]!),
    color: 'slow',
    length: lengths[i]!,
  });
  const duration = (metres: number) => Math.round(metres / METRES_PER_SECOND);
  return {
    id: `route-${from.join(',')}-${to.join(',')}`,
    algorithm: 'с учётом пробок',
    type: 'route',
    total_distance: total,
    total_duration: duration(total),
    ui_total_distance: { unit: 'км', value: (total / 1000).toFixed(1).replace('.', ',') },
    maneuvers: [
      {
        id: 'm1',
        type: 'begin',
        comment: 'Начало маршрута',
        icon: 'start',
        outcoming_path_comment: `${lengths[0]} м прямо`,
        outcoming_path: { distance: lengths[0]!, duration: duration(lengths[0]!), geometry: [geometry(0)] },
      },
      {
        id: 'm2',
        type: 'crossroad',
        comment: 'Поворот направо',
        icon: 'crossroad_right',
        outcoming_path_comment: `${lengths[1]! + lengths[2]!} м прямо`,
        outcoming_path: {
          distance: lengths[1]! + lengths[2]!,
          duration: duration(lengths[1]! + lengths[2]!),
          geometry: [geometry(1), geometry(2)],
        },
      },
      { id: 'm3', type: 'end', comment: 'Конец маршрута', icon: 'finish' },
    ],
  };
}

function stop(point: unknown): LatLon | null {
  const { type, lat, lon } = (point ?? {}) as Record<string, unknown>;
  const latitude = Number(lat);
  const longitude = Number(lon);
  if (type !== 'stop' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return [latitude, longitude];
}

export function routingRoutes(router: StoreRouter): void {
  router.post('/stand-in/routing', async (ctx: StoreCtx) => {
    const key = (ctx.state.store.pageConfig.routing as { key?: string } | undefined)?.key ?? '';
    if (ctx.url.searchParams.get('key') !== key) {
      sendJson(ctx.res, 403, { message: 'Invalid key', status: 'FAIL', type: 'error' });
      return;
    }
    let body: Record<string, unknown> = {};
    try {
      body = (await ctx.json<Record<string, unknown>>()) ?? {};
    } catch {
      // answered below as a bad request
    }
    const points = Array.isArray(body.points) ? body.points.map(stop) : [];
    if (points.length !== 2 || points.some((p) => !p)) {
      sendJson(ctx.res, 400, {
        message: 'points: two stops {type, lon, lat} are required',
        status: 'FAIL',
        type: 'error',
      });
      return;
    }
    return { query: body, result: [estimateRoute(points[0]!, points[1]!)], type: 'result' };
  });
}
