import TileLayer from 'ol/layer/Tile.js';
import XYZ from 'ol/source/XYZ.js';
import { Circle, Fill, Stroke, Style } from 'ol/style.js';
import { getConfig } from '../../config.ts';
import { sanitizedHtml } from '../../trusted-types.ts';

/**
 * What an attribution may hold: text and http(s) links (SECURITY.md, "Attribution is text and links"); a form, a
 * field or a picture an administrator puts in "More config" is dropped, its text kept.
 */
const ATTRIBUTION_MARKUP = {
  ALLOWED_TAGS: ['a'],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOWED_URI_REGEXP: /^https?:/i,
};

/** The map's base layer: the tiles of the config (`map.tiles`) with its attribution (`map.attribution`). */
export function tileLayer(): TileLayer<XYZ> {
  const { tiles, attribution } = getConfig().map;
  const source = new XYZ({ url: tiles, crossOrigin: 'anonymous' });
  // OpenLayers writes the attribution with innerHTML: sanitised, and signed where the page enforces Trusted Types
  sanitizedHtml(attribution, ATTRIBUTION_MARKUP).then(
    (html) => source.setAttributions(html as string),
    (error: unknown) => console.error('[shop-elements] the map attribution:', error),
  );
  return new TileLayer({ source });
}

/**
 * The shop's accent as the map's element computes it: the theme's `--shop-accent`, else its default, both
 * through the private property the base sheet defines on every element's host (shared/ui/base.css).
 */
export function accentOf(map: Element): string {
  return getComputedStyle(map).getPropertyValue('--_accent').trim();
}

/** A map marker: a disc of the shop's accent in a white ring that stands out on any tile. */
export function markerStyle(map: Element, radius: number): Style {
  return new Style({
    image: new Circle({
      radius,
      fill: new Fill({ color: accentOf(map) }),
      stroke: new Stroke({ color: '#fff', width: 3 }),
    }),
  });
}
