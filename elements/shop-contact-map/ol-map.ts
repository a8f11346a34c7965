import { defaults as defaultControls } from 'ol/control/defaults.js';
import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import { defaults as defaultInteractions } from 'ol/interaction/defaults.js';
import TileLayer from 'ol/layer/Tile.js';
import VectorLayer from 'ol/layer/Vector.js';
import OlMap from 'ol/Map.js';
import olCss from 'ol/ol.css?inline';
import { fromLonLat } from 'ol/proj.js';
import VectorSource from 'ol/source/Vector.js';
import XYZ from 'ol/source/XYZ.js';
import { Circle, Fill, Stroke, Style } from 'ol/style.js';
import View from 'ol/View.js';
import { getConfig } from '../../shared/config.ts';
import type { LatLon } from '../../shared/domain/geo.ts';
import { t } from '../../shared/i18n/index.ts';
import { sanitizedHtml } from '../../shared/trusted-types.ts';
import { adoptStyles } from '../../shared/ui/adopt-styles.ts';

/** Contact map zoom (docs/behaviour/constants.md). */
export const CONTACT_MAP_ZOOM = 17;

/** The marker's colour: the shop's accent. */
export const MARKER_COLOUR = '#e85d04';

/**
 * OpenLayers, loaded when the contact map comes near the viewport: the config's tiles centred on the point at
 * zoom 17, a zoom control, one marker; scroll-zoom off, and the keys act only while the map has the focus.
 * Returns what takes the map down.
 */
export function showMap(target: HTMLElement, [lat, lon]: LatLon): () => void {
  adoptStyles(target.getRootNode(), [olCss]);
  const { tiles, attribution } = getConfig().map;
  if (!tiles) throw new Error('the page config names no map tiles'); // the address and the link stay
  const center = fromLonLat([lon, lat]);
  const tileSource = new XYZ({ url: tiles, crossOrigin: 'anonymous' });
  // OpenLayers writes the attribution with innerHTML: sanitised, and signed where the page enforces Trusted Types
  sanitizedHtml(attribution).then(
    (html) => tileSource.setAttributions(html as string),
    (error: unknown) => console.error('[shop-elements] the map attribution:', error),
  );
  const map = new OlMap({
    target,
    keyboardEventTarget: target,
    controls: defaultControls({
      rotate: false,
      zoomOptions: { zoomInTipLabel: t('zoom_in'), zoomOutTipLabel: t('zoom_out') },
    }),
    interactions: defaultInteractions({ mouseWheelZoom: false }),
    layers: [
      new TileLayer({ source: tileSource }),
      new VectorLayer({
        source: new VectorSource({ features: [new Feature(new Point(center))] }),
        style: new Style({
          image: new Circle({
            radius: 10,
            fill: new Fill({ color: MARKER_COLOUR }),
            stroke: new Stroke({ color: '#fff', width: 3 }),
          }),
        }),
      }),
    ],
    view: new View({ center, zoom: CONTACT_MAP_ZOOM }),
  });
  // page CSS and tests can tell when the first frame with the marker is drawn, and the zoom shown
  map.once('rendercomplete', () => (target.dataset.rendered = ''));
  const showZoom = () => (target.dataset.zoom = String(map.getView().getZoom()));
  showZoom();
  map.on('moveend', showZoom);
  return () => map.setTarget(undefined);
}
