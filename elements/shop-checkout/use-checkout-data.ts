import { useEffect, type Dispatch } from 'react';
import { fetchCart } from '../../shared/api/cart.ts';
import {
  fetchClient,
  fetchDeliveryPricing,
  fetchLiftPricing,
  fetchPickupPrice,
} from '../../shared/api/checkout.ts';
import { getConfig } from '../../shared/config.ts';
import { deliveryZones } from '../../shared/domain/geo.ts';
import { emit } from '../../shared/events.ts';
import { checkoutPrices } from './checkout-costs.ts';
import type { CheckoutAction } from './checkout-state.ts';

/**
 * The five requests of docs/behaviour/calls.md "Checkout", in parallel, once per attempt (a retry is the next
 * attempt), and the delivery zones once; what arrives is dispatched.
 */
export function useCheckoutData(
  host: HTMLElement,
  attempt: number,
  dispatch: Dispatch<CheckoutAction>,
): void {
  useEffect(() => {
    let live = true;
    Promise.all([
      fetchDeliveryPricing(),
      fetchLiftPricing(),
      fetchClient().catch((error: unknown) => {
        console.error('[shop-elements] the client profile could not be loaded:', error);
        return null;
      }),
      fetchCart(),
      fetchPickupPrice(),
    ]).then(
      ([delivery, lift, client, cart, pickup]) => {
        if (!live) return;
        emit('shop-cart-update', cart, host);
        dispatch({ type: 'loaded', data: { prices: checkoutPrices(delivery, lift, pickup), cart }, client });
      },
      (error: unknown) => {
        if (!live) return;
        console.error('[shop-elements] the checkout could not be loaded:', error);
        dispatch({ type: 'load-failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [host, attempt, dispatch]);

  useEffect(() => {
    let live = true;
    deliveryZones(getConfig().zones).then(
      (zones) => live && dispatch({ type: 'zones-loaded', zones }),
      (error: unknown) => console.error('[shop-elements] the delivery zones could not be loaded:', error),
    );
    return () => {
      live = false;
    };
  }, [dispatch]);
}
