/**
 * What the checkout's state means for the shopper's money, worked out once per render: where the goods go, the
 * route that still has to come, the cost lines, and the order they make (docs/behaviour/checkout.md, data.md
 * "Order"). The summary shows `quoteOf()`; the order sent is `orderOf()` of the same state, so they cannot differ.
 */
import type { Cart } from '../../shared/contract/cart.ts';
import { nearestPointOnRing, zoneOf, type LatLon, type Zone } from '../../shared/domain/geo.ts';
import { orderPayload, type OrderPayload } from '../../shared/domain/order-payload.ts';
import type { RouteResult } from '../../shared/domain/wkt.ts';
import { samePoint } from './address.ts';
import { checkoutCosts, type Costs } from './checkout-costs.ts';
import type { CheckoutState } from './checkout-state.ts';

/** Where courier delivery goes, as far as the state knows. */
export interface DeliveryPlace {
  /** the zone of the point, for courier delivery with a point; null otherwise */
  zone: Zone | null;
  /** outside the ring road: the point the route goes to, from the ring's nearest point */
  routeTo: LatLon | null;
  /** the ring road to draw when the point lies outside it */
  ring: LatLon[] | null;
  /** the route to this point, once it has come */
  route: RouteResult | null;
}

export function placeOf({ form, point, zones, route }: CheckoutState): DeliveryPlace {
  const zone = form.deliveryType === 'self' && point && zones ? zoneOf(point, zones) : null;
  const outside = zone !== null && zone !== 'a';
  return {
    zone,
    routeTo: outside ? point : null,
    ring: outside ? zones!.a : null,
    route: outside && route && samePoint(route.to, point) ? route.result : null,
  };
}

/** The first point of the route to `to`: the nearest point of the ring road (docs/behaviour/states.md). */
export const routeFrom = (to: LatLon, ring: LatLon[]): LatLon => nearestPointOnRing(to, ring);

export interface Quote extends DeliveryPlace {
  /** the road distance in metres; null while the route has not come */
  distanceMeters: number | null;
  costs: Costs;
}

/** The place and the cost lines of the state, with the cart the shopper sees. */
export function quoteOf(state: CheckoutState, cart: Cart): Quote {
  const place = placeOf(state);
  const distanceMeters = place.route ? Number(place.route.total_distance) || 0 : null;
  const costs = checkoutCosts({
    form: state.form,
    cart,
    prices: state.data!.prices,
    zone: place.zone,
    distanceMeters,
  });
  return { ...place, distanceMeters, costs };
}

/** The order of docs/behaviour/data.md the state makes: the quote's prices, its route and its point. */
export function orderOf(state: CheckoutState, cart: Cart): OrderPayload {
  const quote = quoteOf(state, cart);
  return orderPayload(
    state.form,
    {
      deliveryPrice: quote.costs.deliveryPrice,
      liftPrice: quote.costs.liftPrice,
      distanceMeters: quote.distanceMeters ?? 0,
      response: quote.route ? [quote.route] : [],
      point: state.form.deliveryType === 'self' ? state.point : null,
    },
    cart.items,
  );
}
