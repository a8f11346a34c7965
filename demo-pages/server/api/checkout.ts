import type { DeliveryPricing, LiftPricing } from '../../../shared/domain/pricing.ts';
import type { StoreCtx, StoreRouter } from '../context.ts';

/**
 * The checkout's reference data (spec §7 "Checkout"): delivery tiers, the pickup price, lift tiers and the
 * signed-in client. The order check (orders.ts) prices with these same numbers.
 */

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

export const PICKUP_PRICE = { price: 250 };

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

interface UserRow {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
}

/** The signed-in client {firstName, email, phone}, or null for a guest. */
export function clientOf(ctx: StoreCtx): { firstName: string; email: string; phone: string } | null {
  const { userId } = ctx.state.session;
  if (userId === null) return null;
  const user = ctx.state.store.db.get<UserRow>(
    'SELECT email, first_name, last_name, phone FROM users WHERE id = ?',
    [userId],
  );
  return user ? { firstName: user.first_name, email: user.email, phone: user.phone } : null;
}

export function checkoutRoutes(router: StoreRouter): void {
  router.get('/api/:store/:lang/delivery/self/data', () => DELIVERY_PRICING);
  router.get('/api/:store/:lang/delivery/pickup/data', () => PICKUP_PRICE);
  router.get('/api/:store/:lang/lift/data', () => LIFT_PRICING);
  // a guest gets JSON null: there is no client to prefill
  router.get('/api/:store/:lang/auth/client/get', (ctx: StoreCtx) => clientOf(ctx));
}
