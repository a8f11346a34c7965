/** Reading an address suggestion (docs/behaviour/data.md "Address suggestion") and comparing points. */
import type { LatLon } from '../../shared/domain/geo.ts';

/** The locality text and the street/house text of an address suggestion (reverse lookup of a map point). */
export function addressParts(suggestion: { value: string; data: Record<string, unknown> }): {
  locality: string;
  street: string;
} {
  const text = (key: string) => {
    const value = suggestion.data[key];
    return typeof value === 'string' && value.trim() ? value.trim() : '';
  };
  const locality =
    text('city_with_type') ||
    text('settlement_with_type') ||
    text('area_with_type') ||
    text('region_with_type');
  const house = text('house') ? `${text('house_type') || 'д'} ${text('house')}` : '';
  const street = [text('street_with_type'), house].filter(Boolean).join(', ');
  if (street) return { locality, street };
  // no structured street: the rest of the value after the locality
  const at = locality ? suggestion.value.indexOf(locality) : -1;
  const rest = at >= 0 ? suggestion.value.slice(at + locality.length).replace(/^[\s,]+/, '') : '';
  return { locality, street: rest };
}

/** The house number of an address suggestion, '' when it names a street or a place only. */
export const houseOf = (suggestion: { data: Record<string, unknown> }): string =>
  typeof suggestion.data.house === 'string' ? suggestion.data.house.trim() : '';

export const samePoint = (a: LatLon | null, b: LatLon | null) =>
  a === b || (a !== null && b !== null && a[0] === b[0] && a[1] === b[1]);

/** The house number in a typed street and house ('ул Гагарина, д 2к1' → '2к1'): its last word with a digit. */
export const houseIn = (text: string): string => text.match(/\d[\p{L}\d/-]*/gu)?.pop() ?? '';

/** A suggestion's point, or null when it has no coordinates. */
export function suggestionPoint(suggestion: {
  data: { geo_lat: string | null; geo_lon: string | null };
}): LatLon | null {
  const lat = Number.parseFloat(suggestion.data.geo_lat ?? '');
  const lon = Number.parseFloat(suggestion.data.geo_lon ?? '');
  return Number.isFinite(lat) && Number.isFinite(lon) ? [lat, lon] : null;
}
