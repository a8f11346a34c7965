import { gazetteer, type House, type Locality, type Street } from '../../data/gazetteer.ts';
import { distanceMeters, type LatLon } from '../../../shared/domain/geo.ts';
import type { StoreCtx, StoreRouter } from '../context.ts';
import { sendJson } from '../http.ts';

/**
 * The address-suggestion stand-in, speaking DaData's protocol over the demo gazetteer:
 * `POST /stand-in/suggestions/suggest/address` {query, count, from_bound, to_bound, locations, restrict_value}
 * and `POST /stand-in/suggestions/geolocate/address` {lat, lon, count, radius_meters}, both with the header
 * `Authorization: Token {token}`, answering `{suggestions: [{value, unrestricted_value, data}]}`.
 */

const LEVELS = ['country', 'region', 'area', 'city', 'settlement', 'street', 'house'] as const;
type Level = (typeof LEVELS)[number];

interface Candidate {
  level: Level;
  locality: Locality;
  street?: Street;
  house?: House;
}

export interface SuggestionJson {
  value: string;
  unrestricted_value: string;
  data: Record<string, string | null>;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const isFederalCity = (locality: Locality) => locality.region.withType === `г ${locality.region.name}`;

function parts({ locality, street, house }: Candidate): {
  regionPart: string;
  cityPart: string;
  rest: string[];
} {
  const cityPart =
    isFederalCity(locality) && locality.name === locality.region.name ? '' : `г ${locality.name}`;
  const rest = [street ? `${street.type} ${street.name}` : '', house ? `д ${house.number}` : ''].filter(
    Boolean,
  );
  return { regionPart: locality.region.withType, cityPart, rest };
}

/** One suggestion in DaData's shape; `restricted` drops the parts the request's locations already fix. */
export function toSuggestion(candidate: Candidate, restricted = false): SuggestionJson {
  const { locality, street, house } = candidate;
  const { regionPart, cityPart, rest } = parts(candidate);
  const full = [regionPart, cityPart, ...rest].filter(Boolean).join(', ');
  const value = restricted && rest.length ? rest.join(', ') : full;
  const point = house?.point ?? street?.houses[0]?.point ?? locality.point;
  const federal = isFederalCity(locality);
  const fiasLevel = house ? '8' : street ? '7' : '4';
  return {
    value,
    unrestricted_value: full,
    data: {
      postal_code: house?.postalCode ?? null,
      country: 'Россия',
      country_iso_code: 'RU',
      region_fias_id: locality.region.fiasId,
      region_with_type: locality.region.withType,
      region_type: federal ? 'г' : 'обл',
      region_type_full: federal ? 'город' : 'область',
      region: locality.region.name,
      area_with_type: locality.area,
      area: locality.area,
      city_fias_id: locality.fiasId,
      city_kladr_id: locality.kladrId,
      city_with_type: `г ${locality.name}`,
      city_type: 'г',
      city_type_full: 'город',
      city: locality.name,
      settlement_fias_id: null,
      settlement_with_type: null,
      street_fias_id: street?.fiasId ?? null,
      street_with_type: street ? `${street.type} ${street.name}` : null,
      street_type: street?.type ?? null,
      street: street?.name ?? null,
      house_fias_id: house?.fiasId ?? null,
      house_type: house ? 'д' : null,
      house: house?.number ?? null,
      fias_id: house?.fiasId ?? street?.fiasId ?? locality.fiasId,
      fias_level: fiasLevel,
      kladr_id: locality.kladrId,
      geo_lat: String(point[0]),
      geo_lon: String(point[1]),
      qc_geo: house ? '0' : street ? '2' : '4',
    },
  };
}

function* candidates(localities: Locality[], levels: Set<Level>, withHouses: boolean): Generator<Candidate> {
  for (const locality of localities) {
    if (levels.has('city')) yield { level: 'city', locality };
    for (const street of locality.streets) {
      if (levels.has('street')) yield { level: 'street', locality, street };
      if (levels.has('house') && withHouses) {
        for (const house of street.houses) yield { level: 'house', locality, street, house };
      }
    }
  }
}

function levelRange(from: unknown, to: unknown): Set<Level> {
  const index = (bound: unknown, fallback: number) => {
    const value = (bound as { value?: unknown } | undefined)?.value;
    const found = LEVELS.indexOf(value as Level);
    return found < 0 ? fallback : found;
  };
  const start = index(from, 0);
  const end = index(to, LEVELS.length - 1);
  return new Set(LEVELS.slice(Math.min(start, end), Math.max(start, end) + 1));
}

function inLocations(locality: Locality, locations: unknown): boolean {
  if (!Array.isArray(locations) || locations.length === 0) return true;
  return locations.some((filter: Record<string, unknown>) =>
    Object.entries(filter ?? {}).every(([key, wanted]) => {
      const value = String(wanted).toLowerCase();
      if (key === 'city_fias_id') return locality.fiasId === value;
      if (key === 'region_fias_id') return locality.region.fiasId === value;
      if (key === 'region') return locality.region.name.toLowerCase() === value;
      if (key === 'city') return locality.name.toLowerCase() === value;
      if (key === 'kladr_id') return locality.kladrId.startsWith(value);
      return false; // an unknown filter matches nothing, as DaData's does
    }),
  );
}

/** The query's words must each begin some word of the address; a number must begin the house number. */
function matches(candidate: Candidate, query: string[]): boolean {
  const { regionPart, cityPart, rest } = parts(candidate);
  const own = words([regionPart, cityPart, `г ${candidate.locality.name}`, ...rest].join(' '));
  return query.every((word) =>
    /^\d/.test(word)
      ? candidate.house !== undefined && candidate.house.number.startsWith(word)
      : own.some((part) => part.startsWith(word)),
  );
}

function rank(query: string[]) {
  return (a: Candidate, b: Candidate): number => {
    const exact = (c: Candidate) =>
      query.some((w) => words(c.street?.name ?? c.locality.name).includes(w)) ? 0 : 1;
    const houseNumber = (c: Candidate) =>
      c.house ? (query.includes(c.house.number) ? 0 : 1) * 1e6 + Number(c.house.number) : 0;
    return (
      LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) ||
      exact(a) - exact(b) ||
      b.locality.population - a.locality.population ||
      (a.street?.name ?? '').localeCompare(b.street?.name ?? '', 'ru') ||
      houseNumber(a) - houseNumber(b)
    );
  };
}

const countOf = (value: unknown) => Math.max(1, Math.min(20, Math.trunc(Number(value) || 10)));

export function suggestAddress(body: Record<string, unknown>): SuggestionJson[] {
  const query = words(String(body.query ?? ''));
  if (query.length === 0) return [];
  const levels = levelRange(body.from_bound, body.to_bound);
  const localities = gazetteer().filter((locality) => inLocations(locality, body.locations));
  const withHouses = query.some((word) => /^\d/.test(word));
  const found: Candidate[] = [];
  for (const candidate of candidates(localities, levels, withHouses)) {
    if (matches(candidate, query)) found.push(candidate);
  }
  const restricted =
    body.restrict_value === true && Array.isArray(body.locations) && body.locations.length > 0;
  return found
    .sort(rank(query))
    .slice(0, countOf(body.count))
    .map((candidate) => toSuggestion(candidate, restricted));
}

/** Reverse lookup: the houses nearest the point, within radius_meters when sent (else within 20 km). */
export function geolocateAddress(body: Record<string, unknown>): SuggestionJson[] | null {
  const lat = Number(body.lat);
  const lon = Number(body.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  const point: LatLon = [lat, lon];
  const radius = body.radius_meters === undefined ? 20000 : Math.min(1000, Number(body.radius_meters) || 100);
  const near: { candidate: Candidate; distance: number }[] = [];
  for (const locality of gazetteer()) {
    if (distanceMeters(point, locality.point) > radius + 30000) continue;
    for (const street of locality.streets) {
      for (const house of street.houses) {
        const distance = distanceMeters(point, house.point);
        if (distance <= radius)
          near.push({ candidate: { level: 'house', locality, street, house }, distance });
      }
    }
  }
  return near
    .sort((a, b) => a.distance - b.distance)
    .slice(0, countOf(body.count))
    .map(({ candidate }) => toSuggestion(candidate));
}

async function readBody(ctx: StoreCtx): Promise<Record<string, unknown> | null> {
  try {
    const body = await ctx.json<unknown>();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function authorised(ctx: StoreCtx): boolean {
  const token = (ctx.state.store.pageConfig.suggest as { token?: string } | undefined)?.token ?? '';
  return ctx.req.headers.authorization === `Token ${token}`;
}

export function suggestionRoutes(router: StoreRouter): void {
  const endpoint =
    (answer: (body: Record<string, unknown>) => SuggestionJson[] | null) => async (ctx: StoreCtx) => {
      if (!authorised(ctx)) {
        sendJson(ctx.res, 401, {
          family: 'CLIENT_ERROR',
          reason: 'Unauthorized',
          message: 'Invalid API key',
        });
        return;
      }
      const body = await readBody(ctx);
      const suggestions = body && answer(body);
      if (!suggestions) {
        sendJson(ctx.res, 400, {
          family: 'CLIENT_ERROR',
          reason: 'Bad Request',
          message: 'Invalid request body',
        });
        return;
      }
      return { suggestions };
    };
  router.post('/stand-in/suggestions/suggest/address', endpoint(suggestAddress));
  router.post('/stand-in/suggestions/geolocate/address', endpoint(geolocateAddress));
}
