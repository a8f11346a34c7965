/**
 * Delivery-zone geometry (docs/behaviour/states.md "Locality, street and map", docs/behaviour/validation.md "Delivery address"). Zones are stored as
 * [latitude, longitude] pairs; the point-in-polygon test swaps them to x = longitude, y = latitude.
 */

import type { LatLon } from '../contract/checkout.ts';

export type { LatLon } from '../contract/checkout.ts';

export interface DeliveryZones {
  a: LatLon[];
  b: LatLon[];
  /**
   * the localities couriers go to, by name, with their centre: what a locality typed without the address
   * suggestions is priced by (docs/checkout-without-services.md); the built-in zones have them
   */
  localities?: [name: string, point: LatLon][];
}

export type Zone = 'a' | 'b' | 'outside';

/** Ray casting with x = longitude and y = latitude. */
export function insidePolygon(point: LatLon, polygon: LatLon[]): boolean {
  const [y, x] = point;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi, xi] = polygon[i]!;
    const [yj, xj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Zone A (inside the ring road) is tested first, then zone B (the region); otherwise 'outside'. */
export function zoneOf(point: LatLon, zones: DeliveryZones): Zone {
  if (insidePolygon(point, zones.a)) return 'a';
  if (insidePolygon(point, zones.b)) return 'b';
  return 'outside';
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in metres. */
export function distanceMeters(a: LatLon, b: LatLon): number {
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The point of the ring's boundary (its closed outline, segments included) nearest to `point`. Segments are
 * projected in a local plane scaled by cos(latitude), which is exact enough at the scale of a city.
 */
export function nearestPointOnRing(point: LatLon, ring: LatLon[]): LatLon {
  if (ring.length === 0) return point;
  const scale = Math.cos(rad(point[0]));
  const toXY = ([lat, lon]: LatLon) => [(lon - point[1]) * scale, lat - point[0]] as const;
  let best: LatLon = ring[0]!;
  let bestSquared = Infinity;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const [ax, ay] = toXY(a);
    const [bx, by] = toXY(b);
    const dx = bx - ax;
    const dy = by - ay;
    const length = dx * dx + dy * dy;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length));
    const x = ax + t * dx;
    const y = ay + t * dy;
    const squared = x * x + y * y;
    if (squared < bestSquared) {
      bestSquared = squared;
      best = [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
    }
  }
  return best;
}

/** A road is about this much longer than the straight line (docs/behaviour/constants.md "Delivery price rules"). */
export const ROAD_FACTOR = 1.3;

/** The road distance in whole metres when no route can be asked for: the straight line × ROAD_FACTOR. */
export const roadDistanceEstimate = (from: LatLon, to: LatLon): number =>
  Math.round(distanceMeters(from, to) * ROAD_FACTOR);

/** A typed name the way the list writes it: lower case, ё as е, no 'г' or 'город' before it. */
const localityName = (text: string) =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\d-]+/gu, ' ')
    .trim()
    .replace(/^(г|город) /, '');

/**
 * The point of a typed locality the zones know ('Химки', 'г. Химки', 'Московская обл, г Химки'): each part
 * between commas is tried; null when none is a locality of the list.
 */
export function localityPoint(text: string, zones: DeliveryZones | null): LatLon | null {
  for (const part of text.split(',')) {
    const name = localityName(part);
    const found = name ? zones?.localities?.find(([known]) => localityName(known) === name) : undefined;
    if (found) return found[1];
  }
  return null;
}

/** Whether the region's names mean Moscow delivery: 'Москва' or 'Московская' (docs/behaviour/constants.md). */
export function isMoscowRegion(region: string | null | undefined): boolean {
  return region === 'Москва' || region === 'Московская';
}

/** The built-in zones: the ring road (a), the Moscow region (b), the ring's road exits and the localities. */
export async function builtInZones(): Promise<DeliveryZones & { exits: LatLon[] }> {
  const zones = await import('./delivery-zones.ts');
  return { a: zones.a, b: zones.b, exits: zones.exits, localities: zones.localities };
}

/** The page config's zones, or the built-in ones (loaded on demand, so only the checkout chunk pays). */
export async function deliveryZones(configured: DeliveryZones | null): Promise<DeliveryZones> {
  return configured ?? builtInZones();
}
