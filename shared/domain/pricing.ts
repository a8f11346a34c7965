/**
 * The checkout's price rules (docs/behaviour/constants.md "Delivery price rules", "Lift price rules", "Order total").
 * The element and the reference store's order endpoint both use these, so they cannot disagree.
 */

import type { DeliveryPricing, DeliveryType, LiftPricing } from '../contract/checkout.ts';

export type {
  DeliveryPricing,
  DeliveryTier,
  DeliveryType,
  LiftPricing,
  LiftTier,
} from '../contract/checkout.ts';

export type DeliveryLabel =
  'delivery_pickup' | 'delivery_tk_terminal' | 'delivery_inside_ring' | 'delivery_outside_ring';

/** Money is kept to whole kopecks, so km × price never leaves float dust in a total. */
export const roundMoney = (value: number): number => Math.round(value * 100) / 100;

/** Distance in km = metres / 1000. */
export const kilometres = (metres: number): number => (Number(metres) || 0) / 1000;

/** The tier where from ≤ value < to (a missing or null `to` is open-ended); undefined when none matches. */
export function findTier<T>(tiers: T[], value: number, from: keyof T, to: keyof T): T | undefined {
  const upper = (tier: T) => (tier[to] === null || tier[to] === undefined ? Infinity : Number(tier[to]));
  return tiers.find((tier) => Number(tier[from]) <= value && value < upper(tier));
}

/**
 * The delivery line: pickup = the pickup price; tk_terminal = the tier price or 0; self inside the ring =
 * the tier price ('Доставка в пределах МКАДа'); self outside = km × outsideRingPrice + the tier price
 * ('Доставка по московской области'). The label is the i18n key of the line.
 */
export function deliveryCost(input: {
  type: DeliveryType;
  goodsSum: number;
  delivery: DeliveryPricing;
  pickupPrice: number;
  insideRing: boolean;
  distanceMeters: number;
}): { price: number; label: DeliveryLabel } {
  if (input.type === 'pickup') return { price: Number(input.pickupPrice) || 0, label: 'delivery_pickup' };
  const tier = findTier(input.delivery.prices ?? [], input.goodsSum, 'sumFrom', 'sumTo');
  const tierPrice = Number(tier?.price) || 0;
  if (input.type === 'tk_terminal') return { price: tierPrice, label: 'delivery_tk_terminal' };
  if (input.insideRing) return { price: tierPrice, label: 'delivery_inside_ring' };
  const perKm = Number(input.delivery.outsideRingPrice) || 0;
  return {
    price: roundMoney(kilometres(input.distanceMeters) * perKm + tierPrice),
    label: 'delivery_outside_ring',
  };
}

/**
 * The lift line, or null when there is none (the toggle is off, no tier matches the weight, or the tier has
 * no withElevatorPrice). Porter surcharge = km × porterPrice, outside the ring only. Without elevator =
 * withoutElevatorPrice × floor (default 1) + surcharge; with elevator = withElevatorPrice + surcharge.
 */
export function liftCost(input: {
  lift: LiftPricing;
  weight: number;
  liftOn: boolean;
  noElevator: boolean;
  floor: number | null;
  insideRing: boolean;
  distanceMeters: number;
}): number | null {
  if (!input.liftOn) return null;
  const tier = findTier(input.lift.prices ?? [], input.weight, 'weightFrom', 'weightTo');
  if (!tier || tier.withElevatorPrice === null || tier.withElevatorPrice === undefined) return null;
  const surcharge = input.insideRing
    ? 0
    : kilometres(input.distanceMeters) * (Number(input.lift.porterPrice) || 0);
  const price = input.noElevator
    ? (Number(tier.withoutElevatorPrice) || 0) * (Number(input.floor) || 1) + surcharge
    : Number(tier.withElevatorPrice) + surcharge;
  return roundMoney(price);
}

/** The installation total: the sum of the selected products' installation prices. */
export function installationTotal(items: { price: number }[]): number {
  return roundMoney(items.reduce((sum, item) => sum + (Number(item.price) || 0), 0));
}

/** The order total = goods + installation (when above 0) + delivery + lift. */
export function orderTotal(input: {
  goodsSum: number;
  installation: number;
  delivery: number;
  lift: number | null;
}): number {
  const installation = input.installation > 0 ? input.installation : 0;
  return roundMoney(input.goodsSum + installation + input.delivery + (input.lift ?? 0));
}
