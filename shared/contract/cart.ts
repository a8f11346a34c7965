import * as v from 'valibot';
import { Amount, Id, Whole } from './common.ts';

/** A cart line (docs/behaviour/data.md "Cart line"). */
export const CartLine = v.looseObject({
  id: Id,
  quantity: Whole(0),
  /** the unit price */
  price: Amount,
  productName: v.string(),
  productUrl: v.string(),
  productImage: v.nullish(v.looseObject({ url: v.string() })),
  productId: Id,
  /** the installation price of the product */
  installmentPrice: v.nullish(Amount),
});
export type CartLine = v.InferOutput<typeof CartLine>;

/** Known total types: the cart total, the old sum, and the weight lift pricing reads. */
export const CART_TOTAL_TYPES = ['sum', 'sum_old', 'sum_weight'] as const;
export type CartTotalType = (typeof CART_TOTAL_TYPES)[number] | (string & {});

/** The cart, the answer of every cart call (docs/behaviour/data.md "Cart"). */
export const Cart = v.looseObject({
  items: v.array(CartLine),
  totals: v.array(v.looseObject({ type: v.string(), value: Amount })),
});
export type Cart = v.InferOutput<typeof Cart>;
