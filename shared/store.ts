import { atom, createStore, type Atom } from 'jotai/vanilla';
import { useSyncExternalStore } from 'react';
import type { Cart } from './contract/cart.ts';
import { asCart } from './domain/cart.ts';
import { fetchCart } from './api/cart.ts';
import { onStoreAnswer } from './api/client.ts';
import { emit, listen } from './events.ts';

/** The one jotai store every element shares: a cache of the last shop events. */
export const shopStore = createStore();

/**
 * An atom's value in a component, re-rendered when it changes: React's own subscription to the one store (what
 * jotai/react's useAtomValue does, without a Provider or the rest of jotai/react on every page).
 */
export function useShopValue<Value>(value: Atom<Value>): Value {
  return useSyncExternalStore(
    (changed) => shopStore.sub(value, changed),
    () => shopStore.get(value),
  );
}

/** The last cart announced by `shop-cart-update`; null until the first one. */
export const cartAtom = atom<Cart | null>(null);

listen('shop-cart-update', (cart) => shopStore.set(cartAtom, asCart(cart)));

/** Whether the page's one cart fetch has answered; the cart page waits for it. */
export const cartStatusAtom = atom<'loading' | 'loaded' | 'failed'>('loading');

listen('shop-cart-update', () => shopStore.set(cartStatusAtom, 'loaded'));

/** Whether the cart is unknown: it could not be loaded, and the counters keep the server's text (never a 0). */
export const cartUnknownAtom = atom((get) => get(cartAtom) === null && get(cartStatusAtom) === 'failed');

let reloading = false;

/**
 * A cart that could not be loaded is loaded again whenever the store answers another call or the browser comes
 * back online, until it is (docs/behaviour/header.md): the counters and the cart page then show it.
 */
export function reloadUnknownCart(): void {
  if (reloading || !shopStore.get(cartUnknownAtom)) return;
  reloading = true;
  fetchCart({ look: true })
    .then((cart) => emit('shop-cart-update', cart, null))
    .catch(() => {}) // still unknown: the next answer or the browser back online tries again
    .finally(() => (reloading = false));
}
// its own call is a look, whose answer is no news (shared/api/client.ts): a store that answers it with an error is
// not asked again at once
onStoreAnswer(() => void (reloading || setTimeout(reloadUnknownCart)));
addEventListener('online', reloadUnknownCart);
