import type { LatLon } from './geo.ts';

/** The route result of the routing service (docs/behaviour/data.md "Route result"): the part the checkout reads. */
export interface RouteResult {
  total_distance: number;
  maneuvers: { outcoming_path?: { geometry?: { selection: string }[] } }[];
}

/** 'LINESTRING(lon lat, lon lat, ...)' → [[lat, lon], ...]; anything that is not a line string gives []. */
export function parseLineString(wkt: string): LatLon[] {
  const found = /^\s*LINESTRING\s*(?:Z|M|ZM)?\s*\(([^)]*)\)\s*$/i.exec(String(wkt ?? ''));
  if (!found) return [];
  const points: LatLon[] = [];
  for (const pair of found[1]!.split(',')) {
    const [lon, lat] = pair.trim().split(/\s+/).map(Number);
    if (Number.isFinite(lon) && Number.isFinite(lat)) points.push([lat!, lon!]);
  }
  return points;
}

/** The whole route as one line: every maneuver's outcoming_path.geometry[].selection, joined in order. */
export function routeLine(route: RouteResult): LatLon[] {
  const line: LatLon[] = [];
  for (const maneuver of route.maneuvers ?? []) {
    for (const piece of maneuver.outcoming_path?.geometry ?? []) {
      for (const point of parseLineString(piece.selection)) {
        const last = line[line.length - 1];
        // consecutive pieces share their joint; keep it once
        if (!last || last[0] !== point[0] || last[1] !== point[1]) line.push(point);
      }
    }
  }
  return line;
}

/** [[lat, lon], ...] → 'LINESTRING(lon lat, ...)', the routing service's geometry format. */
export function toLineString(points: LatLon[]): string {
  return `LINESTRING(${points.map(([lat, lon]) => `${lon} ${lat}`).join(', ')})`;
}
