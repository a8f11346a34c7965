import type { Cart } from '../../shared/contract/cart.ts';
import { cartTotal } from '../../shared/domain/cart.ts';
import type { Zone } from '../../shared/domain/geo.ts';
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

/** The prices of the three loads (docs/behaviour/calls.md "Checkout"); a missing figure counts as 0. */
export function checkoutPrices(
  delivery: Partial<DeliveryPricing> | null,
  lift: Partial<LiftPricing> | null,
  pickup: { price?: number | string | null } | null,
): CheckoutPrices {
  return {
    delivery: { prices: delivery?.prices ?? [], outsideRingPrice: Number(delivery?.outsideRingPrice) || 0 },
    lift: { prices: lift?.prices ?? [], porterPrice: Number(lift?.porterPrice) || 0 },
    pickupPrice: Number(pickup?.price) || 0,
  };
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
