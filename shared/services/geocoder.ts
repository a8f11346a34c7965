import * as v from 'valibot';
import { http } from '../api/client.ts';
import { getConfig } from '../config.ts';
import type { LatLon } from '../domain/geo.ts';

/**
 * The contact map's geocoder, speaking the Yandex Geocoder HTTP API 1.x (what Russian stores use):
 * `GET {geocoder.url}?apikey={apikey}&geocode={address}&format=json&results=1&lang=ru_RU`, answering
 * `{response: {GeoObjectCollection: {featureMember: [{GeoObject: {Point: {pos: "lon lat"}}}]}}}`.
 */
const GeocoderAnswer = v.looseObject({
  response: v.looseObject({
    GeoObjectCollection: v.looseObject({
      featureMember: v.array(
        v.looseObject({ GeoObject: v.looseObject({ Point: v.looseObject({ pos: v.string() }) }) }),
      ),
    }),
  }),
});

/** The point of an address, or null when the geocoder finds nothing; rejects when the call fails. */
export async function geocode(address: string, signal?: AbortSignal): Promise<LatLon | null> {
  const { url, apikey } = getConfig().geocoder;
  const request = new URL(url, location.href);
  request.searchParams.set('apikey', apikey);
  request.searchParams.set('geocode', address);
  request.searchParams.set('format', 'json');
  request.searchParams.set('results', '1');
  request.searchParams.set('lang', 'ru_RU');
  const call = { name: 'geocoder', answer: GeocoderAnswer };
  const answer = await http.get(request.href, call, signal ? { signal } : undefined);
  const pos = answer.response.GeoObjectCollection.featureMember[0]?.GeoObject.Point.pos;
  const [lon, lat] = pos ? pos.trim().split(/\s+/).map(Number) : [];
  return Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat!) <= 90 && Math.abs(lon!) <= 180
    ? [lat!, lon!]
    : null;
}

/** A link that opens the address in the map service of the config (`{address}` is replaced). */
export function mapLink(address: string): string {
  return getConfig().geocoder.mapLink.replace('{address}', encodeURIComponent(address));
}
