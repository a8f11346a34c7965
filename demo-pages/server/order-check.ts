import type { Cart } from '../../shared/contract/cart.ts';
import { FLOOR_MAX } from '../../shared/contract/checkout.ts';
import type { OrderPayload } from '../../shared/contract/requests.ts';
import { cartTotal } from '../../shared/domain/cart.ts';
import { nearestPointOnRing, zoneOf, type DeliveryZones, type Zone } from '../../shared/domain/geo.ts';
import {
  deliveryCost,
  installationTotal,
  liftCost,
  orderTotal,
  type DeliveryLabel,
} from '../../shared/domain/pricing.ts';
import { estimateRoute } from './stand-ins/routing.ts';
import { DELIVERY_PRICING, LIFT_PRICING, PICKUP_PRICE } from './store/prices.ts';

/**
 * The business checks of `POST /api/{store}/{lang}/orders` (docs/behaviour/data.md "Order", docs/behaviour/calls.md), made once the payload has
 * passed the contract's OrderPayload (shared/contract/requests.ts): the cart is not empty, the point lies in
 * the delivery region, the routed distance is the route to it, each installation item is a cart product at its
 * price, and every price is recomputed with the element's own rules (shared/domain/pricing.ts, geo.ts).
 * Flags: 'phone' and 'map' have their own place on the form (docs/behaviour/validation.md); the others name the field.
 */

/** the rouble tolerance of a price comparison: under a kopeck */
const MONEY_EPSILON = 0.005;
/** metres a client's distance may differ from the store's (rounding of the same computation) */
const DISTANCE_TOLERANCE = 1;

export interface OrderPricing {
  goodsSum: number;
  weight: number;
  zone: Zone | null;
  distance: number;
  delivery: { price: number; label: DeliveryLabel };
  lift: number | null;
  liftLevel: number;
  installation: number;
  total: number;
}

const sameMoney = (a: number, b: number) => Math.abs(a - b) < MONEY_EPSILON;

/** Each installation item a cart product with an installation price above 0, at that price, once. */
function installationFits(items: { product_id: number; price: number }[], cart: Cart): boolean {
  const seen = new Set<number>();
  return items.every((item) => {
    if (seen.has(item.product_id)) return false;
    seen.add(item.product_id);
    const price = cart.items.find((line) => line.productId === item.product_id)?.installmentPrice ?? 0;
    return price > 0 && sameMoney(item.price, price);
  });
}

/** The business checks of a well-formed order; returns the flags of what is wrong, or the recomputed prices. */
export function checkOrder(
  order: OrderPayload,
  cart: Cart,
  zones: DeliveryZones,
): { errors: string[] } | { pricing: OrderPricing } {
  const errors = new Set<string>();
  if (cart.items.length === 0) errors.add('cart');
  const self = order.delivery_type === 'self';
  const details = order.delivery_details;
  // the contract requires the point for courier delivery
  const zone = self ? zoneOf(details.point!, zones) : null;
  if (zone === 'outside') errors.add('map');
  const installItems = order.services?.installment_items ?? [];
  if (!installationFits(installItems, cart)) errors.add('services');
  if (errors.size) return { errors: [...errors] };

  // the prices, recomputed
  const goodsSum = cartTotal(cart, 'sum');
  const weight = cartTotal(cart, 'sum_weight');
  const insideRing = !self || zone === 'a';
  let distance = 0;
  if (!insideRing) {
    const point = details.point!;
    const expected = estimateRoute(nearestPointOnRing(point, zones.a), point).total_distance;
    // the route the element drew must be the route to this point
    if (Math.abs(order.delivery_data.distance - expected) > DISTANCE_TOLERANCE) return { errors: ['map'] };
    distance = order.delivery_data.distance;
  }
  const delivery = deliveryCost({
    type: order.delivery_type,
    goodsSum,
    delivery: DELIVERY_PRICING,
    pickupPrice: PICKUP_PRICE.price,
    insideRing,
    distanceMeters: distance,
  });
  if (!sameMoney(order.delivery_data.price, delivery.price)) errors.add('delivery_price');

  const liftOn = self && details.isRiseFloor;
  const noElevator = liftOn && details.isNotElevator;
  // the contract requires the floor when there is no elevator
  const floor = noElevator ? details.raiseOnFloor : null;
  const lift = self
    ? liftCost({
        lift: LIFT_PRICING,
        weight,
        liftOn,
        noElevator,
        floor,
        insideRing,
        distanceMeters: distance,
      })
    : null;
  const liftData = order.lift_data;
  let liftLevel = 0;
  if (lift) {
    const level = liftData?.lift_level ?? 0;
    const levelOk = noElevator ? level === floor : level >= 1 && level <= FLOOR_MAX;
    if (!liftData || !levelOk || !sameMoney(liftData.lift_price, lift)) errors.add('lift_price');
    else liftLevel = level;
  } else if (liftData !== undefined) errors.add('lift_price'); // lift_data only with a lift line

  if (errors.size) return { errors: [...errors] };
  const installation = installationTotal(installItems);
  return {
    pricing: {
      goodsSum,
      weight,
      zone,
      distance,
      delivery,
      lift,
      liftLevel,
      installation,
      total: orderTotal({ goodsSum, installation, delivery: delivery.price, lift }),
    },
  };
}
