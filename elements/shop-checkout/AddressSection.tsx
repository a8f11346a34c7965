import { lazy, Suspense } from 'react';
import type { LatLon } from '../../shared/domain/geo.ts';
import type { RouteResult } from '../../shared/domain/wkt.ts';
import { t } from '../../shared/i18n/index.ts';
import type { AddressSuggestion } from '../../shared/services/suggest.ts';
import { TextField } from '../../shared/ui/fields/TextField.tsx';
import { suggestionPoint } from './address.ts';
import { AddressCombobox } from './AddressCombobox.tsx';
import { Section, type SectionProps } from './Section.tsx';
import { suggestions } from './services.ts';
import type { SharedCancel } from './shared-cancel.ts';

// OpenLayers loads only when a shopper chooses delivery by courier
const DeliveryMap = lazy(() =>
  import('./DeliveryMap.tsx').then((module) => ({ default: module.DeliveryMap })),
);

interface Props extends SectionProps {
  point: LatLon | null;
  ring: LatLon[] | null;
  route: RouteResult | null;
  /** the order was refused with the 'map' flag (docs/behaviour/validation.md "Checkout") */
  mapError: boolean;
  /** no suggestions: the street and house are typed, and the map is hidden */
  byHand: boolean;
  /** the map service is there */
  map: boolean;
  /** outside the ring without the routing service: the distance is an estimate */
  estimated: boolean;
  cancel: SharedCancel;
  typeStreet: (text: string) => void;
  chooseStreet: (suggestion: AddressSuggestion, point: LatLon | null) => void;
  pickOnMap: (point: LatLon) => void;
  unavailable: (service: 'suggest' | 'map') => void;
}

/**
 * 4. Delivery address, for courier delivery (docs/behaviour/checkout.md): the map, the street and house with
 * suggestions, flat and entrance, and the courier comment behind its button. Without the map or the suggestions
 * the map is hidden and a note says what the price is by (docs/checkout-without-services.md).
 */
export function AddressSection(props: Props) {
  const { form, edit, mapError, byHand } = props;
  return (
    <Section id="address" title={t('delivery_address')}>
      {props.map && !byHand ? (
        <>
          <Suspense fallback={<div className="map map--loading" aria-busy="true" />}>
            <DeliveryMap
              point={props.point}
              ring={props.ring}
              route={props.route}
              label={t('delivery_map')}
              describedBy="checkout-map-hint"
              onPick={props.pickOnMap}
              onUnavailable={() => props.unavailable('map')}
            />
          </Suspense>
          <p className="hint" id="checkout-map-hint">
            {t('map_hint')} {t('map_keys')}
          </p>
        </>
      ) : (
        <p className="hint" role="status">
          {t(byHand ? 'priced_by_locality' : 'map_unavailable')}
        </p>
      )}
      {props.estimated ? (
        <p className="hint" role="status">
          {t('route_estimated')}
        </p>
      ) : null}
      {mapError ? (
        <p className="field__error" role="alert">
          {t('map_error')}
        </p>
      ) : null}
      <AddressCombobox
        id="checkout-street"
        name="street"
        label={t('street_house')}
        value={form.street}
        required
        invalid={mapError}
        problem={form.street && !form.house ? t(byHand ? 'house_number_required' : 'house_required') : ''}
        cancel={props.cancel}
        suggest={
          byHand
            ? null
            : (query, signal) =>
                suggestions().then((service) => service.suggestStreet(query, form.cityFiasId, signal))
        }
        onType={props.typeStreet}
        onChoose={(suggestion) => props.chooseStreet(suggestion, suggestionPoint(suggestion))}
        onUnavailable={() => props.unavailable('suggest')}
        autoComplete="address-line1"
      />
      <div className="row">
        <TextField
          id="checkout-flat"
          name="flat"
          type="number"
          min={0}
          label={t('flat')}
          value={form.flat}
          onValue={(flat) => edit({ flat })}
        />
        <TextField
          id="checkout-entrance"
          name="entrance"
          type="number"
          min={0}
          label={t('entrance')}
          value={form.entrance}
          onValue={(entrance) => edit({ entrance })}
        />
      </div>
      <button
        type="button"
        className="link-button"
        aria-expanded={form.commentOpen}
        aria-controls={form.commentOpen ? 'checkout-comment-block' : undefined}
        onClick={() => edit({ commentOpen: !form.commentOpen })}
      >
        {t('add_courier_comment')}
      </button>
      {form.commentOpen ? (
        <div id="checkout-comment-block">
          <TextField
            id="checkout-comment"
            name="comment"
            label={t('courier_comment')}
            rows={3}
            value={form.comment}
            onValue={(comment) => edit({ comment })}
          />
        </div>
      ) : null}
    </Section>
  );
}
