/**
 * What the checkout's state means for the shopper's money, worked out once per render: where the goods go, the
 * route that still has to come, the cost lines, and the order they make (docs/behaviour/checkout.md, data.md
 * "Order"). The summary shows `quoteOf()`; the order sent is `orderOf()` of the same state, so they cannot differ.
 */
import type { Cart } from '../../shared/contract/cart.ts';
import {
  nearestPointOnRing,
  roadDistanceEstimate,
  zoneOf,
  type LatLon,
  type Zone,
} from '../../shared/domain/geo.ts';
import { orderPayload, type OrderPayload } from '../../shared/domain/order-payload.ts';
import type { RouteResult } from '../../shared/domain/wkt.ts';
import { samePoint } from './address.ts';
import { checkoutCosts, type Costs } from './checkout-costs.ts';
import { typedLocalityPoint, type CheckoutState } from './checkout-state.ts';

/** Where courier delivery goes, as far as the state knows. */
export interface DeliveryPlace {
  /** what courier delivery is priced by: the map's or the street's point, or a typed locality's */
  point: LatLon | null;
  /** the zone of the point, for courier delivery with a point; null otherwise */
  zone: Zone | null;
  /** outside the ring road, with the routing service there: the point the route goes to */
  routeTo: LatLon | null;
  /** the ring road to draw when the point lies outside it */
  ring: LatLon[] | null;
  /** the route to this point, once it has come */
  route: RouteResult | null;
  /** outside the ring without the routing service: the road distance estimated instead */
  estimatedMeters: number | null;
}

export function placeOf(state: CheckoutState): DeliveryPlace {
  const { form, zones, route, services } = state;
  const point = form.deliveryType === 'self' ? (state.point ?? typedLocalityPoint(state)) : null;
  const zone = point && zones ? zoneOf(point, zones) : null;
  const outside = zone !== null && zone !== 'a';
  return {
    point,
    zone,
    routeTo: outside && services.routing ? point : null,
    ring: outside ? zones!.a : null,
    route: outside && route && samePoint(route.to, point) ? route.result : null,
    estimatedMeters:
      outside && !services.routing ? roadDistanceEstimate(routeFrom(point!, zones!.a), point!) : null,
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
  const distanceMeters = place.route ? Number(place.route.total_distance) || 0 : place.estimatedMeters;
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
      point: quote.point,
    },
    cart.items,
  );
}
