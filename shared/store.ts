import { atom, createStore, type Atom } from 'jotai/vanilla';
import { useSyncExternalStore } from 'react';
import type { Cart } from './contract/cart.ts';
import { asCart } from './domain/cart.ts';
import { listen } from './events.ts';

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
