/**
 * @tag shop-contact-map
 * @summary The contact page map (docs/behaviour/content.md, docs/behaviour/constants.md): geocodes 'city, address' (or takes `lat` and `lon`) through
 * the geocoder of the config (Yandex Geocoder HTTP API 1.x), then shows the map centred there at zoom 17 with a
 * zoom control, scroll-zoom off and one marker; the keys pan and zoom only while the map has the focus.
 * The geocoder call and OpenLayers load only when the element comes within 300px of the viewport. Until then,
 * and when geocoding or the map fails, the slotted address stays readable and a link opens the address in the
 * map service of the config (`geocoder.mapLink`, Yandex Maps by default). The host reserves the map's height
 * below the address (`padding-bottom: var(--shop-map-height)`), so nothing moves when the map appears.
 * @attr {string} state - reflected: `waiting` (not near the viewport yet), `locating`, `shown` or `failed`
 * @attr {string} point - reflected: `lat,lon` of the marker once shown
 * @slot - the author's address text
 * @csspart map - the map area
 * @csspart canvas - the map itself
 * @csspart link - the link that opens the address in a map service
 * @csspart failed - the note shown when the map cannot be shown
 * @cssprop --shop-map-height - the map's height (default 360px)
 * @markup The address as text, shown until the map is there and whenever it fails:
 * ```html
 * <shop-contact-map city="Москва" address="Варшавское шоссе, 87">
 *   <p>Москва, Варшавское шоссе, 87</p>
 * </shop-contact-map>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import css from './shop-contact-map.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { ContactMap } from './ContactMap.tsx';
import './messages.ts';

const attributes = {
  /** the city of the address */
  city: 'string',
  /** the street and house */
  address: 'string',
  /** the latitude, instead of geocoding */
  lat: 'number',
  /** the longitude, instead of geocoding */
  lon: 'number',
} as const;
export type Attributes = typeof attributes;

export const ShopContactMap = defineElement('shop-contact-map', ContactMap, {
  props: attributes,
  styles: [base, css],
});
