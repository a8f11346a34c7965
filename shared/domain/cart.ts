import type { Cart, CartTotalType } from '../contract/cart.ts';

/** The total item count: the sum of the line quantities (docs/behaviour/header.md). */
export function cartItemCount(cart: Cart | null | undefined): number {
  return (cart?.items ?? []).reduce((count, line) => count + (Number(line.quantity) || 0), 0);
}

export function cartTotal(cart: Cart | null | undefined, type: CartTotalType): number {
  const total = cart?.totals?.find((t) => t.type === type);
  return Number(total?.value) || 0;
}

/** Reads a server answer as a cart, so a malformed body never blanks an element. */
export function asCart(body: unknown): Cart {
  const value = (body ?? {}) as Partial<Cart>;
  return {
    items: Array.isArray(value.items) ? value.items : [],
    totals: Array.isArray(value.totals) ? value.totals : [],
  };
}
