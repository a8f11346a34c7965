/** What the autoloader (elements/index.ts) calls in the runtime, the one module it imports from it. */
import { fetchCart } from '../api/cart.ts';
import { getConfig } from '../config.ts';
import { bridgeTabs, emit } from '../events.ts';
import { cartStatusAtom, shopStore } from '../store.ts';
import { toastGenericError } from '../toast.ts';

/** A click on an element whose code could not be loaded did nothing: the generic error, as for any failed action. */
export const clickUnanswered = (host: HTMLElement) => toastGenericError(host);

let started = false;

/** Once per page: the cross-tab bridge, then the cart fetched and announced to every element. */
export function start(): void {
  if (started) return;
  started = true;
  const config = getConfig();
  if (!config.valid) {
    shopStore.set(cartStatusAtom, 'failed');
    return;
  }
  bridgeTabs(config.storeId);
  fetchCart().then(
    (cart) => {
      shopStore.set(cartStatusAtom, 'loaded');
      emit('shop-cart-update', cart, null); // no element caused it: on document
    },
    (error: unknown) => {
      shopStore.set(cartStatusAtom, 'failed');
      console.error('[shop-elements] the cart could not be loaded:', error);
    },
  );
}
