import * as v from 'valibot';
import { http } from '../api/client.ts';
import { getConfig } from '../config.ts';
import type { LatLon } from '../domain/geo.ts';

/**
 * The address-suggestion service (docs/behaviour/calls.md "External services"), speaking DaData's protocol:
 * `POST {suggest.url}/suggest/address` and `POST {suggest.url}/geolocate/address` with the header
 * `Authorization: Token {token}`. The shop's XSRF token never goes there (shared/api/client.ts).
 */

/** One suggestion (docs/behaviour/data.md "Address suggestion"); DaData sends many more data fields. */
export interface AddressSuggestion {
  value: string;
  data: {
    region: string;
    region_with_type: string;
    area_with_type: string | null;
    city_with_type: string | null;
    city_fias_id: string | null;
    geo_lat: string | null;
    geo_lon: string | null;
    [key: string]: unknown;
  };
}

/** How many suggestions a list shows. */
export const SUGGESTION_COUNT = 10;

const authorised = (signal?: AbortSignal) => ({
  headers: { Authorization: `Token ${getConfig().suggest.token}` },
  ...(signal ? { signal } : {}),
});

const url = (path: string) => `${getConfig().suggest.url.replace(/\/+$/, '')}/${path}`;

const text = v.nullish(v.string(), null);
/** What the elements read of DaData's answer; its many other fields pass through. */
const Suggestions = v.looseObject({
  suggestions: v.array(
    v.looseObject({
      value: v.string(),
      data: v.looseObject({
        region: v.nullish(v.string(), ''),
        region_with_type: v.nullish(v.string(), ''),
        area_with_type: text,
        city_with_type: text,
        city_fias_id: text,
        geo_lat: text,
        geo_lon: text,
      }),
    }),
  ),
});

async function post(path: string, body: object, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const call = { name: `suggestions ${path}`, answer: Suggestions, budget: 'search' as const };
  return (await http.postJson(url(path), body, call, authorised(signal))).suggestions;
}

/** Localities: bounded city to city. */
export const suggestLocality = (query: string, signal?: AbortSignal) =>
  post(
    'suggest/address',
    { query, count: SUGGESTION_COUNT, from_bound: { value: 'city' }, to_bound: { value: 'city' } },
    signal,
  );

/** Streets and houses: bounded street to house, within the chosen locality's city_fias_id. */
export const suggestStreet = (query: string, cityFiasId: string, signal?: AbortSignal) =>
  post(
    'suggest/address',
    {
      query,
      count: SUGGESTION_COUNT,
      from_bound: { value: 'street' },
      to_bound: { value: 'house' },
      locations: [{ city_fias_id: cityFiasId }],
      restrict_value: true,
    },
    signal,
  );

/** The addresses at a map point, nearest first. */
export const reverseGeocode = ([lat, lon]: LatLon, signal?: AbortSignal) =>
  post('geolocate/address', { lat, lon }, signal);
