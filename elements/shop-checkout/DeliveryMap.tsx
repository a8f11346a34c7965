import Feature from 'ol/Feature.js';
import LineString from 'ol/geom/LineString.js';
import Point from 'ol/geom/Point.js';
import Polygon from 'ol/geom/Polygon.js';
import VectorLayer from 'ol/layer/Vector.js';
import OlMap from 'ol/Map.js';
import { fromLonLat, toLonLat } from 'ol/proj.js';
import VectorSource from 'ol/source/Vector.js';
import type XYZ from 'ol/source/XYZ.js';
import { Fill, Stroke, Style } from 'ol/style.js';
import View from 'ol/View.js';
import olCss from 'ol/ol.css?inline';
import { useEffect, useMemo, useRef } from 'react';
import { getConfig } from '../../shared/config.ts';
import type { LatLon } from '../../shared/domain/geo.ts';
import { routeLine, type RouteResult } from '../../shared/domain/wkt.ts';
import { adoptStyles } from '../../shared/ui/adopt-styles.ts';
import { accentOf, markerStyle, tileLayer } from '../../shared/ui/map/map-layers.ts';

/** Checkout map zoom (docs/behaviour/constants.md). */
export const MAP_ZOOM = 10;
/** Where the map opens: the centre of Moscow. */
export const MAP_CENTER: LatLon = [55.751244, 37.618423];

interface Props {
  /** the marker; null hides it */
  point: LatLon | null;
  /** the ring road's boundary, drawn when the point is outside it */
  ring: LatLon[] | null;
  /** the car route from the ring to the point, drawn as its line */
  route: RouteResult | null;
  label: string;
  /** the id of the text that says how to use the map */
  describedBy?: string;
  onPick: (point: LatLon) => void;
  /** no tile came: the tiles failed, or none loaded within the 'load' budget (docs/checkout-without-services.md) */
  onUnavailable: () => void;
}

const toMap = ([lat, lon]: LatLon) => fromLonLat([lon, lat]);

/**
 * Calls `unavailable` once when the map service is not there: a tile fails before any has loaded, or none has
 * loaded within the config's 'load' budget (the service does not answer). One tile loaded proves the service.
 */
function watchTiles(source: XYZ, unavailable: () => void): () => void {
  let settled = false;
  const settle = (working: boolean) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    if (!working) unavailable();
  };
  const timer = setTimeout(() => settle(false), getConfig().budgets.load);
  source.once('tileloadend', () => settle(true));
  source.once('tileloaderror', () => settle(false));
  return () => {
    settled = true;
    clearTimeout(timer);
  };
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The delivery map (OpenLayers, tiles of the config): a click picks the delivery point. The marker, the ring
 * and the route are drawn from the props; a point chosen elsewhere (an address) is brought to the middle.
 * The map is one tab stop: its keys (arrows pan, + and − zoom) act only while it has the focus, never on the
 * form's fields. Keyboard users choose the point through the street input.
 */
export function DeliveryMap({ point, ring, route, label, describedBy, onPick, onUnavailable }: Props) {
  // the line's reading comes with the map, which alone draws it
  const line = useMemo(() => (route ? routeLine(route) : []), [route]);
  const target = useRef<HTMLDivElement>(null);
  const layers = useRef<{ marker: VectorSource; ring: VectorSource; route: VectorSource; map: OlMap } | null>(
    null,
  );
  const latestPick = useRef(onPick);
  latestPick.current = onPick;
  const latestUnavailable = useRef(onUnavailable);
  latestUnavailable.current = onUnavailable;
  /** the last point picked on this map, which stays where the shopper clicked it */
  const picked = useRef<LatLon | null>(null);

  useEffect(() => {
    if (!target.current) return;
    // OpenLayers' sheet comes with the map, not with every checkout page
    adoptStyles(target.current.getRootNode(), [olCss]);
    const marker = new VectorSource();
    const ringSource = new VectorSource();
    const routeSource = new VectorSource();
    const tiles = tileLayer();
    const stopWatching = watchTiles(tiles.getSource()!, () => latestUnavailable.current());
    const map = new OlMap({
      target: target.current,
      // OpenLayers listens on the shadow host by default: every key typed anywhere in the checkout
      keyboardEventTarget: target.current,
      layers: [
        tiles,
        new VectorLayer({
          source: ringSource,
          style: new Style({
            stroke: new Stroke({ color: 'rgba(37, 99, 235, 0.9)', width: 2 }),
            fill: new Fill({ color: 'rgba(37, 99, 235, 0.06)' }),
          }),
        }),
        new VectorLayer({
          source: routeSource,
          opacity: 0.95,
          style: new Style({ stroke: new Stroke({ color: accentOf(target.current), width: 4 }) }),
        }),
        new VectorLayer({ source: marker, style: markerStyle(target.current, 8) }),
      ],
      view: new View({ center: toMap(MAP_CENTER), zoom: MAP_ZOOM }),
    });
    map.on('click', (event) => {
      if (!event.coordinate) return; // a click before the first frame has no map coordinate yet
      const [lon, lat] = toLonLat(event.coordinate);
      picked.current = [lat!, lon!];
      latestPick.current(picked.current);
    });
    // page CSS and tests can tell when the map has drawn its first frame and takes clicks, and what it shows
    map.once('postrender', () => target.current?.setAttribute('data-rendered', ''));
    map.on('moveend', () => {
      const view = map.getView();
      const [lon, lat] = toLonLat(view.getCenter() ?? toMap(MAP_CENTER));
      target.current?.setAttribute('data-center', `${lat!.toFixed(5)},${lon!.toFixed(5)}`);
      target.current?.setAttribute('data-zoom', String(view.getZoom()));
    });
    layers.current = { marker, ring: ringSource, route: routeSource, map };
    return () => {
      stopWatching();
      map.setTarget(undefined);
      layers.current = null;
    };
  }, []);

  useEffect(() => {
    const current = layers.current;
    if (!current) return;
    current.marker.clear();
    if (!point) return;
    current.marker.addFeature(new Feature(new Point(toMap(point))));
    if (picked.current && picked.current[0] === point[0] && picked.current[1] === point[1]) return;
    // a point chosen by its address (or kept from before) may lie at the edge or off screen: centre it
    const view = current.map.getView();
    view.cancelAnimations();
    if (reducedMotion()) view.setCenter(toMap(point));
    else view.animate({ center: toMap(point), duration: 300 });
  }, [point]);

  useEffect(() => {
    const current = layers.current;
    if (!current) return;
    current.ring.clear();
    if (ring && ring.length > 2) current.ring.addFeature(new Feature(new Polygon([ring.map(toMap)])));
  }, [ring]);

  useEffect(() => {
    const current = layers.current;
    if (!current) return;
    current.route.clear();
    if (line.length > 1) current.route.addFeature(new Feature(new LineString(line.map(toMap))));
  }, [line]);

  return (
    <div
      ref={target}
      className="map"
      part="map"
      role="application"
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={0}
      data-point={point ? point.join(',') : undefined}
      data-ring={ring ? 'shown' : undefined}
      data-route-points={line.length || undefined}
    />
  );
}
