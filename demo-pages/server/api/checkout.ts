import { CALLS } from '../../../shared/contract/calls.ts';
import type { StoreCtx, StoreRouter } from '../context.ts';
import { clientProfile } from '../store/accounts.ts';
import { DELIVERY_PRICING, LIFT_PRICING, PICKUP_PRICE } from '../store/prices.ts';
import { serve } from './contract-route.ts';

/** The checkout's reference data (docs/behaviour/calls.md "Checkout"): delivery tiers, the pickup price, lift tiers and the client. */
export function checkoutRoutes(router: StoreRouter): void {
  serve(router, CALLS.deliveryPricing, () => DELIVERY_PRICING);
  serve(router, CALLS.pickupPrice, () => PICKUP_PRICE);
  serve(router, CALLS.liftPricing, () => LIFT_PRICING);
  // a guest gets JSON null: there is no client to prefill
  serve(router, CALLS.client, ({ state }: StoreCtx) => clientProfile(state.store, state.session.userId));
}
