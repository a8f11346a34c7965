import { Cart } from '../contract/cart.ts';
import type { AddToCartBody, UpdateQuantityBody } from '../contract/requests.ts';
import { getPath, http, postPath, type CallOptions } from './client.ts';

export const fetchCart = (options?: CallOptions): Promise<Cart> =>
  http.get(getPath('cart'), { name: 'GET cart', answer: Cart }, options);

/** `key`: the action's Idempotency-Key, the same on each send of one click (docs/backend.md "Idempotency"). */
export const addItem = (productId: number | string, quantity: number, key?: string): Promise<Cart> =>
  http.postJson(
    postPath('cart/item'),
    { productId: Number(productId), quantity } satisfies AddToCartBody,
    { name: 'POST cart/item', answer: Cart, budget: 'toggle' },
    { key },
  );

/** Quantity 0 deletes the line (docs/behaviour/states.md). */
export const updateQuantity = (itemId: number | string, quantity: number, key?: string): Promise<Cart> =>
  http.putJson(
    postPath(`cart/item/${encodeURIComponent(itemId)}/update-quantity`),
    { quantity } satisfies UpdateQuantityBody,
    { name: 'PUT cart/item/{itemId}/update-quantity', answer: Cart, budget: 'toggle' },
    { key },
  );
