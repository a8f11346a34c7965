import { useRef, type Dispatch, type FormEvent } from 'react';
import { placeOrder } from '../../shared/api/checkout.ts';
import type { Cart } from '../../shared/contract/cart.ts';
import { getConfig } from '../../shared/config.ts';
import { paymentUrl } from '../../shared/domain/safe-url.ts';
import { toastGenericError } from '../../shared/toast.ts';
import { navigation } from '../../shared/ui/navigate.ts';
import { orderOf, placeOf } from './checkout-quote.ts';
import { checkoutReducer, type CheckoutAction, type CheckoutState } from './checkout-state.ts';
import { clearCheckout } from './storage.ts';
import type { RouteRequests } from './use-route.ts';

/**
 * 'Place an order' (docs/behaviour/states.md "Checkout"): sent once however often it is clicked; outside the ring
 * the route still waiting for its debounce is asked for at once; a placed order with a safe payment page goes
 * there, anything else is the generic error with the refusal's flags on the form.
 */
export function useOrderSubmit(
  host: HTMLElement,
  state: CheckoutState,
  cart: Cart | null,
  route: RouteRequests,
  dispatch: Dispatch<CheckoutAction>,
) {
  const sending = useRef(false);
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || state.phase !== 'ready' || !cart) return; // a second click sends nothing
    sending.current = true;
    dispatch({ type: 'sent' });
    const place = placeOf(state);
    const found = place.routeTo && !place.route ? await route.now() : null;
    const payload = orderOf(found ? checkoutReducer(state, found) : state, cart);
    try {
      const result = await placeOrder(payload);
      // a payment page elsewhere than the shop or a bank the config names is refused like a failure (docs/behaviour/errors.md)
      const target = result.placed ? paymentUrl(result.paymentUrl, getConfig()) : null;
      if (target) {
        dispatch({ type: 'placed' });
        clearCheckout();
        navigation.go(target);
        return;
      }
      if (result.placed) console.error('[shop-elements] the payment_url leads elsewhere:', result.paymentUrl);
      dispatch({ type: 'refused', errors: result.placed ? [] : result.errors });
      toastGenericError(host);
    } catch (error) {
      console.error('[shop-elements] the order could not be placed:', error);
      dispatch({ type: 'send-failed' });
      toastGenericError(host);
    } finally {
      sending.current = false;
    }
  };
}
