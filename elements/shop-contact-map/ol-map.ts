import { defaults as defaultControls } from 'ol/control/defaults.js';
import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import { defaults as defaultInteractions } from 'ol/interaction/defaults.js';
import VectorLayer from 'ol/layer/Vector.js';
import OlMap from 'ol/Map.js';
import olCss from 'ol/ol.css?inline';
import { fromLonLat } from 'ol/proj.js';
import VectorSource from 'ol/source/Vector.js';
import View from 'ol/View.js';
import { getConfig } from '../../shared/config.ts';
import type { LatLon } from '../../shared/domain/geo.ts';
import { t } from '../../shared/i18n/index.ts';
import { adoptStyles } from '../../shared/ui/adopt-styles.ts';
import { markerStyle, tileLayer } from '../../shared/ui/map/map-layers.ts';

/** Contact map zoom (docs/behaviour/constants.md). */
export const CONTACT_MAP_ZOOM = 17;

/**
 * OpenLayers, loaded when the contact map comes near the viewport: the config's tiles centred on the point at
 * zoom 17, a zoom control, one marker; scroll-zoom off, and the keys act only while the map has the focus.
 * Returns what takes the map down.
 */
export function showMap(target: HTMLElement, [lat, lon]: LatLon): () => void {
  if (!getConfig().map.tiles) throw new Error('the page config names no map tiles'); // the address and the link stay
  adoptStyles(target.getRootNode(), [olCss]);
  const center = fromLonLat([lon, lat]);
  const map = new OlMap({
    target,
    keyboardEventTarget: target,
    controls: defaultControls({
      rotate: false,
      zoomOptions: { zoomInTipLabel: t('zoom_in'), zoomOutTipLabel: t('zoom_out') },
    }),
    interactions: defaultInteractions({ mouseWheelZoom: false }),
    layers: [
      tileLayer(),
      new VectorLayer({
        source: new VectorSource({ features: [new Feature(new Point(center))] }),
        style: markerStyle(target, 10),
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
