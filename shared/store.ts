import { atom, createStore } from 'jotai/vanilla';
import type { Cart } from './api/types.ts';
import { asCart } from './domain/cart.ts';
import { listen } from './events.ts';

/** The one jotai store every element's React root shares: a cache of the last shop events. */
export const shopStore = createStore();

/** The last cart announced by `shop-cart-update`; null until the first one. */
export const cartAtom = atom<Cart | null>(null);

listen('shop-cart-update', (cart) => shopStore.set(cartAtom, asCart(cart)));

/** Whether the page's one cart fetch has answered; the cart page waits for it. */
export const cartStatusAtom = atom<'loading' | 'loaded' | 'failed'>('loading');

listen('shop-cart-update', () => shopStore.set(cartStatusAtom, 'loaded'));
