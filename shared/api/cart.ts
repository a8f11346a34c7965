import { Cart } from '../contract/cart.ts';
import type { AddToCartBody, UpdateQuantityBody } from '../contract/requests.ts';
import { getPath, http, postPath, type CallOptions } from './client.ts';

export const fetchCart = (options?: CallOptions): Promise<Cart> =>
  http.get(getPath('cart'), { name: 'GET cart', answer: Cart }, options);

/**
 * The cart as the store has it now, for a write confirmed late: its answer is the cart as it was then, and another
 * tab may have changed it since (the store answers a repeated key with the first answer). That answer, when the
 * store cannot be read.
 */
export const cartNow = (then: Cart): Promise<Cart> => fetchCart().catch(() => then);

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
