import { asCart } from '../domain/cart.ts';
import type { Cart } from './types.ts';
import { getPath, http, postPath, type CallOptions } from './client.ts';

export const fetchCart = async (options?: CallOptions): Promise<Cart> =>
  asCart(await http.get(getPath('cart'), options));

export const addItem = async (productId: number | string, quantity: number): Promise<Cart> =>
  asCart(await http.postJson(postPath('cart/item'), { productId: Number(productId), quantity }));

/** Quantity 0 deletes the line (spec §4). */
export const updateQuantity = async (itemId: number | string, quantity: number): Promise<Cart> =>
  asCart(
    await http.putJson(postPath(`cart/item/${encodeURIComponent(itemId)}/update-quantity`), { quantity }),
  );
