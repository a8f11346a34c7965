import { useEffect, useRef, type Dispatch, type FormEvent } from 'react';
import { placeOrder, type OrderResult } from '../../shared/api/checkout.ts';
import { answerMayCome, Unconfirmed, type Outcome } from '../../shared/api/unconfirmed.ts';
import type { Cart } from '../../shared/contract/cart.ts';
import { newIdempotencyKey } from '../../shared/contract/common.ts';
import { getConfig } from '../../shared/config.ts';
import { paymentUrl } from '../../shared/domain/safe-url.ts';
import { toastGenericError, toastNotConfirmed } from '../../shared/toast.ts';
import { navigation } from '../../shared/ui/navigate.ts';
import { orderOf, placeOf } from './checkout-quote.ts';
import { checkoutReducer, type CheckoutAction, type CheckoutState } from './checkout-state.ts';
import { clearCheckout, clearPendingOrder, loadPendingOrder, savePendingOrder } from './storage.ts';
import type { RouteRequests } from './use-route.ts';

/**
 * 'Place an order' (docs/behaviour/states.md "Checkout"): sent once however often it is clicked; outside the ring
 * the route still waiting for its debounce is asked for at once; a placed order with a safe payment page goes
 * there, anything else is the generic error with the refusal's flags on the form. The order keeps its
 * Idempotency-Key, beside the saved form, until the store places or refuses it, so a second submit (a click
 * after 'not confirmed yet', back and submit, a reload) is the same order (docs/behaviour/errors.md "Not
 * confirmed yet").
 */
export function useOrderSubmit(
  host: HTMLElement,
  state: CheckoutState,
  cart: Cart | null,
  route: RouteRequests,
  dispatch: Dispatch<CheckoutAction>,
) {
  const sending = useRef(false);
  const unsure = useRef<Unconfirmed<OrderResult> | null>(null);

  /** What the store's answer, early or late, comes to: once. */
  const told = (outcome: Outcome<OrderResult>) => {
    unsure.current = null;
    dispatch({ type: 'sent' }); // a late answer finds the form ready again: it answers what was sent
    const result = outcome.done ? outcome.answer : null;
    if (!result) {
      console.error('[shop-elements] the order could not be placed:', outcome.done ? null : outcome.error);
      dispatch({ type: 'send-failed' });
      return toastGenericError(host);
    }
    // a payment page elsewhere than the shop or a bank the config names is refused like a failure (docs/behaviour/errors.md)
    const target = result.placed ? paymentUrl(result.paymentUrl, getConfig()) : null;
    if (target) {
      dispatch({ type: 'placed' });
      clearCheckout();
      return navigation.go(target);
    }
    if (result.placed) console.error('[shop-elements] the payment_url leads elsewhere:', result.paymentUrl);
    else clearPendingOrder(); // refused: nothing was made; the form, corrected, is another order
    dispatch({ type: 'refused', errors: result.placed ? [] : result.errors });
    toastGenericError(host);
  };

  // an order sent before a reload and placed meanwhile left the cart empty: asked for again (its key, as it was
  // sent: answered, not made twice) it leads to its page; refused, it was never made
  const cartEmpty = cart?.items.length === 0;
  useEffect(() => {
    const pending = loadPendingOrder();
    if (!cartEmpty || !pending || sending.current) return;
    sending.current = true;
    placeOrder(pending.payload, pending.key)
      .then((result) => {
        if (!result.placed) return clearPendingOrder();
        const target = paymentUrl(result.paymentUrl, getConfig());
        if (target) {
          clearCheckout();
          navigation.go(target);
        }
      })
      .catch(() => {}) // the store cannot tell now: the order stays pending for the next visit
      .finally(() => (sending.current = false));
  }, [cartEmpty]);

  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || state.phase !== 'ready' || !cart) return; // a second click sends nothing
    sending.current = true;
    dispatch({ type: 'sent' });
    const place = placeOf(state);
    const found = place.routeTo && !place.route ? await route.now() : null;
    const payload = orderOf(found ? checkoutReducer(state, found) : state, cart);
    const pending = loadPendingOrder();
    const key = pending?.key ?? newIdempotencyKey();
    if (!pending) savePendingOrder({ key, payload });
    const waiting = unsure.current;
    try {
      const outcome: Outcome<OrderResult> = {
        done: true,
        answer: await placeOrder(payload, key, pending?.payload),
      };
      if (waiting) waiting.tell(outcome);
      else told(outcome);
    } catch (error) {
      if (!answerMayCome(error)) {
        if (waiting) waiting.tell({ done: false, error });
        else told({ done: false, error });
        return;
      }
      dispatch({ type: 'send-failed' }); // ready again: a click sends the same order again
      if (waiting) return waiting.add(error);
      const truth = new Unconfirmed<OrderResult>();
      unsure.current = truth;
      toastNotConfirmed(host);
      void truth.told.then(told);
      truth.add(error);
    } finally {
      sending.current = false;
    }
  };
}
