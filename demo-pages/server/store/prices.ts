import type { DeliveryPricing, LiftPricing, PickupPrice } from '../../../shared/contract/checkout.ts';

/** The store's delivery tiers, pickup price and lift tiers: checkout shows them, the order check prices with them. */

/** An upper bound for the last tier: JSON has no Infinity. */
const NO_LIMIT = 1_000_000_000;

export const DELIVERY_PRICING: DeliveryPricing = {
  prices: [
    { sumFrom: 0, sumTo: 5000, price: 1900 },
    { sumFrom: 5000, sumTo: 30000, price: 1500 },
    { sumFrom: 30000, sumTo: 100000, price: 900 },
    { sumFrom: 100000, sumTo: NO_LIMIT, price: 0 },
  ],
  outsideRingPrice: 45,
};

export const PICKUP_PRICE: PickupPrice = { price: 250 };

/** Weights in kg (the cart's sum_weight); a tier without withElevatorPrice means no lift line. */
export const LIFT_PRICING: LiftPricing = {
  prices: [
    { weightFrom: 0, weightTo: 50, withElevatorPrice: 600, withoutElevatorPrice: 200 },
    { weightFrom: 50, weightTo: 200, withElevatorPrice: 1200, withoutElevatorPrice: 400 },
    { weightFrom: 200, weightTo: 500, withElevatorPrice: null, withoutElevatorPrice: 700 },
    { weightFrom: 500, weightTo: 1000, withElevatorPrice: 2500, withoutElevatorPrice: 1000 },
    { weightFrom: 1000, weightTo: NO_LIMIT, withElevatorPrice: null, withoutElevatorPrice: null },
  ],
  porterPrice: 30,
};
