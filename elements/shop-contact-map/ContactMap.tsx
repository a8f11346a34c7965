import { useEffect, useRef, useState } from 'react';
import type { HostProps } from '../../shared/runtime/define.tsx';
import type { ElementProps } from '../../shared/runtime/props.ts';
import type { Attributes } from './shop-contact-map.ts';
import type { LatLon } from '../../shared/domain/geo.ts';
import { t } from '../../shared/i18n/index.ts';
import { geocode, mapLink } from '../../shared/services/geocoder.ts';
import { useReflect } from '../../shared/ui/hooks.ts';

type ContactMapProps = ElementProps<Attributes> & HostProps;

type MapState = 'waiting' | 'locating' | 'shown' | 'failed';

/** How far below the viewport the map starts to load. */
const NEAR = '300px 0px';

/**
 * The contact map of docs/behaviour/content.md: geocodes 'city, address' (or takes lat/lon), then shows OpenLayers at zoom
 * 17 with a zoom control, no scroll-zoom and one marker. Geocoder and map load only when the element comes
 * near the viewport; until then, and when either fails, the author's address and a link to a map service show.
 */
export function ContactMap({ host, city, address, lat, lon }: ContactMapProps) {
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('waiting');
  const [point, setPoint] = useState<LatLon | null>(null);
  useReflect(host, 'state', state);
  useReflect(host, 'point', point?.join(','));

  const query = [city, address].filter(Boolean).join(', ');
  const given = Number.isFinite(lat) && Number.isFinite(lon) ? ([lat, lon] as LatLon) : null;
  const place = query || given?.join(', ') || '';
  const [givenLat, givenLon] = given ?? [];

  useEffect(() => {
    const target = canvas.current;
    if (!target || (!query && givenLat === undefined)) return;
    const controller = new AbortController();
    let takeDown: (() => void) | undefined;
    const show = async () => {
      setState('locating');
      try {
        const found =
          givenLat !== undefined && givenLon !== undefined
            ? ([givenLat, givenLon] as LatLon)
            : await geocode(query, controller.signal);
        if (!found) throw new Error(`the geocoder found nothing for "${query}"`);
        const { showMap } = await import('./ol-map.ts');
        if (controller.signal.aborted) return;
        takeDown = showMap(target, found);
        setPoint(found);
        setState('shown');
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('[shop-elements] <shop-contact-map> shows the address without the map:', error);
        setState('failed');
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void show();
      },
      { rootMargin: NEAR },
    );
    observer.observe(host);
    return () => {
      observer.disconnect();
      controller.abort();
      takeDown?.();
    };
  }, [host, query, givenLat, givenLon]);

  return (
    <>
      <slot />
      <div className="map" part="map">
        <div
          ref={canvas}
          className="map__canvas"
          part="canvas"
          role="region"
          aria-label={t('map', { address: place })}
          tabIndex={state === 'shown' ? 0 : -1}
        />
        {state === 'failed' ? (
          <p className="map__failed" part="failed" role="status">
            {t('map_failed')}
          </p>
        ) : null}
        {place ? (
          <a className="map__link" part="link" href={mapLink(place)} target="_blank" rel="noopener">
            {t('map_open')}
          </a>
        ) : null}
      </div>
    </>
  );
}
