/**
 * The checkout's state and every change to it (docs/behaviour/states.md "Checkout"), with no DOM and no React, so
 * each transition is tested in node (test/elements/shop-checkout/checkout-state.node.test.ts). The component dispatches what happened;
 * its hooks load the data, the zones and the route and dispatch what arrives.
 */
import type { Cart } from '../../shared/contract/cart.ts';
import type { Client } from '../../shared/contract/checkout.ts';
import { isMoscowRegion, localityPoint, type DeliveryZones, type LatLon } from '../../shared/domain/geo.ts';
import type { CheckoutForm } from '../../shared/domain/order-payload.ts';
import type { DeliveryType } from '../../shared/domain/pricing.ts';
import type { RouteResult } from '../../shared/domain/wkt.ts';
import type { AddressSuggestion } from '../../shared/services/suggest.ts';
import { addressParts, houseIn, houseOf, samePoint } from './address.ts';
import type { CheckoutPrices } from './checkout-costs.ts';
import { deliveryTypesFor } from './delivery-types.ts';
import type { SavedCheckout } from './storage.ts';

/**
 * loading → ready (or failed → loading again on retry) → submitting → ready again after a refusal or a failure,
 * or done once the order is placed.
 */
export type Phase = 'loading' | 'failed' | 'ready' | 'submitting' | 'done';

/** The outside services a checkout can do without (docs/checkout-without-services.md). */
export type Service = 'suggest' | 'routing' | 'map';

/** What the five loads bring: the prices and the cart. */
export interface CheckoutData {
  prices: CheckoutPrices;
  cart: Cart;
}

export interface CheckoutState {
  phase: Phase;
  /** counts the retries: each one loads the data again */
  attempt: number;
  form: CheckoutForm;
  /** the delivery point: picked on the map, or the chosen street's */
  point: LatLon | null;
  data: CheckoutData | null;
  zones: DeliveryZones | null;
  /** the car route and the point it leads to: a route to another point is not this one's */
  route: { to: LatLon; result: RouteResult } | null;
  /** the flags of a refused order (docs/behaviour/validation.md "Checkout"); any change clears them */
  errors: string[];
  /** whether each outside service is there: configured, and not failed on this visit */
  services: Record<Service, boolean>;
}

export type CheckoutAction =
  | { type: 'loaded'; data: CheckoutData; client: Client | null }
  | { type: 'load-failed' }
  | { type: 'retry' }
  | { type: 'zones-loaded'; zones: DeliveryZones }
  | { type: 'edited'; patch: Partial<CheckoutForm> }
  | { type: 'install-item'; productId: string; chosen: boolean }
  /** any change event of the form */
  | { type: 'changed' }
  | { type: 'locality-typed'; text: string }
  | { type: 'locality-chosen'; suggestion: AddressSuggestion }
  | { type: 'street-typed'; text: string }
  | { type: 'street-chosen'; suggestion: AddressSuggestion; point: LatLon | null }
  | { type: 'map-picked'; point: LatLon }
  /** the reverse lookup of the picked point answered */
  | { type: 'point-addressed'; suggestion: AddressSuggestion }
  | { type: 'route-found'; to: LatLon; route: RouteResult }
  /** a service did not answer, answered an error or an answer that is not its protocol's */
  | { type: 'service-failed'; service: Service }
  | { type: 'sent' }
  | { type: 'refused'; errors: string[] }
  | { type: 'send-failed' }
  | { type: 'placed' };

/** The services the page config names: a suggestion token, a routing key, map tiles. */
export const configuredServices = (config: {
  suggest: { token: string };
  routing: { key: string };
  map: { tiles: string };
}): Record<Service, boolean> => ({
  suggest: Boolean(config.suggest.token),
  routing: Boolean(config.routing.key),
  map: Boolean(config.map.tiles),
});

/** The state a visit starts in: what sessionStorage kept, loading, with the services the config names. */
export const initialCheckout = (
  saved: SavedCheckout,
  services: Record<Service, boolean> = { suggest: true, routing: true, map: true },
): CheckoutState => ({
  phase: 'loading',
  attempt: 0,
  form: saved.form,
  point: saved.point,
  data: null,
  zones: null,
  route: null,
  errors: [],
  services,
});

/** The signed-in client's profile fills what the shopper has not typed (docs/behaviour/checkout.md "Profile"). */
const prefilled = (form: CheckoutForm, client: Client | null): CheckoutForm => ({
  ...form,
  name: form.name || client?.firstName || '',
  email: form.email || client?.email || '',
  phone: form.phone || client?.phone || '',
});

/** The address is typed, with no suggestions to choose from: the service is not there. */
export const addressByHand = (state: CheckoutState) => !state.services.suggest;

/** The point a typed locality is priced by, when the zones know it. */
export const typedLocalityPoint = (state: CheckoutState): LatLon | null =>
  addressByHand(state) ? localityPoint(state.form.locality, state.zones) : null;

/**
 * The delivery types offered (docs/behaviour/states.md "Delivery options by locality"). With the address typed,
 * a locality the zones know is priced by its point and offers all three; any other offers what needs no address,
 * pickup and the transport company, unless its region (chosen before) is another than Moscow's.
 */
export function offeredTypes(state: CheckoutState): DeliveryType[] {
  const { locality, region } = state.form;
  if (!addressByHand(state) || (region && !isMoscowRegion(region))) return deliveryTypesFor(region);
  if (!locality.trim()) return [];
  return typedLocalityPoint(state) ? ['pickup', 'tk_terminal', 'self'] : ['pickup', 'tk_terminal'];
}

/** The delivery type, while it is still offered. */
const keptType = (state: CheckoutState): CheckoutState => {
  const { deliveryType } = state.form;
  if (!deliveryType || offeredTypes(state).includes(deliveryType)) return state;
  return { ...state, form: { ...state.form, deliveryType: '' } };
};

const cityOf = (suggestion: AddressSuggestion, fallback = '') =>
  String(suggestion.data.city_fias_id ?? suggestion.data.settlement_fias_id ?? fallback);

/** A change of what the shopper entered: the form's error list goes (docs/behaviour/states.md "Checkout"). */
const entered = (state: CheckoutState, change: Partial<CheckoutState>): CheckoutState => ({
  ...state,
  ...change,
  errors: [],
});

const moved = (state: CheckoutState, point: LatLon | null) =>
  samePoint(state.point, point) ? state.point : point;

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  const { form } = state;
  switch (action.type) {
    case 'loaded':
      if (state.phase !== 'loading') return state; // a load that ended after a newer one started
      return { ...state, phase: 'ready', data: action.data, form: prefilled(form, action.client) };
    case 'load-failed':
      return state.phase === 'loading' ? { ...state, phase: 'failed' } : state;
    case 'retry':
      return state.phase === 'failed' ? { ...state, phase: 'loading', attempt: state.attempt + 1 } : state;
    case 'zones-loaded':
      return keptType({ ...state, zones: action.zones });
    case 'edited': {
      const next = { ...form, ...action.patch };
      // installation off clears the chosen products (docs/behaviour/states.md "Services and toggles")
      if (action.patch.installation === false) next.installItems = [];
      return entered(state, { form: next });
    }
    case 'install-item': {
      const others = form.installItems.filter((id) => id !== action.productId);
      const installItems = action.chosen ? [...others, action.productId] : others;
      return entered(state, { form: { ...form, installItems } });
    }
    case 'changed':
      return state.errors.length ? { ...state, errors: [] } : state;
    case 'locality-typed':
      // the text is no locality chosen yet: no region, no delivery type, no street of it (docs/behaviour/states.md)
      return entered(state, {
        form: {
          ...form,
          locality: action.text,
          region: '',
          cityFiasId: '',
          street: '',
          house: '',
          deliveryType: '',
        },
        point: null,
      });
    case 'locality-chosen':
      return keptType(
        entered(state, {
          form: {
            ...form,
            locality: action.suggestion.value,
            region: String(action.suggestion.data.region ?? ''),
            cityFiasId: cityOf(action.suggestion),
            street: '',
            house: '',
          },
          point: null, // the point belonged to the old street
        }),
      );
    case 'street-typed':
      // a typed address has its house in the text; a suggested one gets it when chosen
      return addressByHand(state)
        ? entered(state, { form: { ...form, street: action.text, house: houseIn(action.text) }, point: null })
        : entered(state, { form: { ...form, street: action.text, house: '' } });
    case 'street-chosen':
      return entered(state, {
        form: { ...form, street: action.suggestion.value, house: houseOf(action.suggestion) },
        point: action.point ? moved(state, action.point) : state.point,
      });
    case 'map-picked':
      return entered(state, { point: moved(state, action.point) });
    case 'point-addressed': {
      const { suggestion } = action;
      const { locality, street } = addressParts(suggestion);
      // a point in a region without courier delivery leaves only the types offered there
      return keptType({
        ...state,
        form: {
          ...form,
          locality: locality || form.locality,
          region: String(suggestion.data.region ?? '') || form.region,
          cityFiasId: cityOf(suggestion, form.cityFiasId),
          street,
          house: houseOf(suggestion),
        },
      });
    }
    case 'route-found':
      return { ...state, route: { to: action.to, result: action.route } };
    case 'service-failed': {
      if (!state.services[action.service]) return state;
      const next = { ...state, services: { ...state.services, [action.service]: false } };
      // without suggestions the typed locality prices courier delivery, not a point the map or a street gave
      return action.service === 'suggest' ? keptType({ ...next, point: null }) : next;
    }
    case 'sent':
      return state.phase === 'ready' ? { ...state, phase: 'submitting', errors: [] } : state;
    case 'refused':
      return state.phase === 'submitting' ? { ...state, phase: 'ready', errors: action.errors } : state;
    case 'send-failed':
      return state.phase === 'submitting' ? { ...state, phase: 'ready' } : state;
    case 'placed':
      return state.phase === 'submitting' ? { ...state, phase: 'done' } : state;
  }
}
