import type { Cart } from '../../shared/contract/cart.ts';
import { cartTotal } from '../../shared/domain/cart.ts';
import type { LatLon, Zone } from '../../shared/domain/geo.ts';
import { selectedInstallation, type CheckoutForm } from '../../shared/domain/order-payload.ts';
import {
  deliveryCost,
  installationTotal,
  liftCost,
  orderTotal,
  type DeliveryLabel,
  type DeliveryPricing,
  type LiftPricing,
} from '../../shared/domain/pricing.ts';

export interface CheckoutPrices {
  delivery: DeliveryPricing;
  lift: LiftPricing;
  pickupPrice: number;
}

export type CostLabel = 'goods' | 'installation_total' | 'lift' | DeliveryLabel;

export interface CostLine {
  label: CostLabel;
  price: number;
  kind: 'goods' | 'installation' | 'delivery' | 'lift';
}

export interface Costs {
  lines: CostLine[];
  total: number;
  deliveryPrice: number | null;
  liftPrice: number | null;
}

/**
 * The side summary's cost lines by docs/behaviour/constants.md: goods, installation (when above 0), the delivery line of the
 * chosen type, the lift line (self only, when it applies), and the total. A line shows only once its price is
 * known: courier delivery and its lift need the point, and outside the ring the route; the lift without an
 * elevator needs the floor.
 */
export function checkoutCosts(input: {
  form: CheckoutForm;
  cart: Cart;
  prices: CheckoutPrices;
  zone: Zone | null;
  /** the route's length in metres; null until the route is known */
  distanceMeters: number | null;
}): Costs {
  const { form, cart, prices } = input;
  const self = form.deliveryType === 'self';
  const goodsSum = cartTotal(cart, 'sum');
  const installation = installationTotal(selectedInstallation(form, cart.items));
  const insideRing = input.zone === null || input.zone === 'a';
  const distanceMeters = insideRing ? 0 : (input.distanceMeters ?? 0);
  const priced = !self || (input.zone !== null && (insideRing || input.distanceMeters !== null));
  const lines: CostLine[] = [{ label: 'goods', price: goodsSum, kind: 'goods' }];
  if (installation > 0)
    lines.push({ label: 'installation_total', price: installation, kind: 'installation' });

  let deliveryPrice: number | null = null;
  if (form.deliveryType && priced) {
    const line = deliveryCost({
      type: form.deliveryType,
      goodsSum,
      delivery: prices.delivery,
      pickupPrice: prices.pickupPrice,
      insideRing,
      distanceMeters,
    });
    deliveryPrice = line.price;
    lines.push({ label: line.label, price: line.price, kind: 'delivery' });
  }

  const liftPrice =
    self && priced && (!form.isNotElevator || form.raiseOnFloor !== '')
      ? liftCost({
          lift: prices.lift,
          weight: cartTotal(cart, 'sum_weight'),
          liftOn: form.isRiseFloor,
          noElevator: form.isNotElevator,
          floor: Number(form.raiseOnFloor) || null,
          insideRing,
          distanceMeters,
        })
      : null;
  if (liftPrice !== null) lines.push({ label: 'lift', price: liftPrice, kind: 'lift' });

  return {
    lines,
    total: orderTotal({ goodsSum, installation, delivery: deliveryPrice ?? 0, lift: liftPrice }),
    deliveryPrice,
    liftPrice,
  };
}

/** The locality text and the street/house text of an address suggestion (reverse lookup of a map point). */
export function addressParts(suggestion: { value: string; data: Record<string, unknown> }): {
  locality: string;
  street: string;
} {
  const text = (key: string) => {
    const value = suggestion.data[key];
    return typeof value === 'string' && value.trim() ? value.trim() : '';
  };
  const locality =
    text('city_with_type') ||
    text('settlement_with_type') ||
    text('area_with_type') ||
    text('region_with_type');
  const house = text('house') ? `${text('house_type') || 'д'} ${text('house')}` : '';
  const street = [text('street_with_type'), house].filter(Boolean).join(', ');
  if (street) return { locality, street };
  // no structured street: the rest of the value after the locality
  const at = locality ? suggestion.value.indexOf(locality) : -1;
  const rest = at >= 0 ? suggestion.value.slice(at + locality.length).replace(/^[\s,]+/, '') : '';
  return { locality, street: rest };
}

/** The house number of an address suggestion, '' when it names a street or a place only. */
export const houseOf = (suggestion: { data: Record<string, unknown> }): string =>
  typeof suggestion.data.house === 'string' ? suggestion.data.house.trim() : '';

export const samePoint = (a: LatLon | null, b: LatLon | null) =>
  a === b || (a !== null && b !== null && a[0] === b[0] && a[1] === b[1]);
