import type { StoreCtx, StoreRouter } from '../context.ts';
import { sendJson } from '../http.ts';
import { suggestAddress } from './suggestions.ts';

/**
 * The geocoder stand-in, speaking the Yandex Geocoder HTTP API 1.x over the demo gazetteer:
 * `GET /stand-in/geocoder/1.x/?apikey=…&geocode=…&format=json&results=1` answers
 * `{response: {GeoObjectCollection: {metaDataProperty, featureMember: [{GeoObject}]}}}` with `Point.pos` as
 * "lon lat"; a wrong key gets Yandex's 403.
 */

// Yandex takes full street types; the gazetteer (DaData's shape) has the short ones
const STREET_TYPES: Record<string, string> = {
  улица: 'ул',
  шоссе: 'ш',
  проспект: 'пр-кт',
  переулок: 'пер',
  бульвар: 'б-р',
  площадь: 'пл',
  набережная: 'наб',
  город: 'г',
};

export function geocodeAddress(text: string) {
  const query = text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[\p{L}-]+/gu, (word) => STREET_TYPES[word] ?? word);
  const [found] = suggestAddress({
    query,
    count: 1,
    from_bound: { value: 'city' },
    to_bound: { value: 'house' },
  });
  const members = found
    ? [
        {
          GeoObject: {
            metaDataProperty: {
              GeocoderMetaData: {
                kind: found.data.house ? 'house' : found.data.street ? 'street' : 'locality',
                text: found.unrestricted_value,
                precision: found.data.house ? 'exact' : 'other',
              },
            },
            name: found.value,
            Point: { pos: `${found.data.geo_lon} ${found.data.geo_lat}` },
          },
        },
      ]
    : [];
  return {
    response: {
      GeoObjectCollection: {
        metaDataProperty: {
          GeocoderResponseMetaData: { request: text, results: '1', found: String(members.length) },
        },
        featureMember: members,
      },
    },
  };
}

export function geocoderRoutes(router: StoreRouter): void {
  router.get('/stand-in/geocoder/1.x', (ctx: StoreCtx) => {
    const key = (ctx.state.store.pageConfig.geocoder as { apikey?: string } | undefined)?.apikey ?? '';
    const params = ctx.url.searchParams;
    if (params.get('apikey') !== key) {
      sendJson(ctx.res, 403, { statusCode: 403, error: 'Forbidden', message: 'Invalid api key' });
      return;
    }
    const text = params.get('geocode') ?? '';
    if (!text.trim() || params.get('format') !== 'json') {
      sendJson(ctx.res, 400, { statusCode: 400, error: 'Bad Request', message: 'Missing geocode parameter' });
      return;
    }
    return geocodeAddress(text);
  });
}
