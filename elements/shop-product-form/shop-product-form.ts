/**
 * @tag shop-product-form
 * @summary The product page's cart form (docs/behaviour/product.md, docs/behaviour/states.md, docs/behaviour/validation.md): wraps the author's `<form>` with `product_id`,
 * an `input[name=quantity]` and `[data-step="-1"]` / `[data-step="1"]` buttons. The quantity's minimum is 1 and
 * an invalid or missing quantity reads as 1; `[data-total]` shows unit price × quantity with no decimals.
 * Submitting adds `product_id` and `quantity` (as numbers) to the cart and shows the 'added to cart' toast.
 * @attr {number} quantity - reflected: the current quantity
 * @attr {boolean} busy - reflected: the request is running (the submit button is disabled meanwhile)
 * @slot - the author's form
 * @csspart busy - the progress indicator
 * @fires shop-cart-update - the new cart
 * @fires shop-toast - the result
 * @markup The author's form with the product, the quantity and its step buttons, and the total:
 * ```html
 * <shop-product-form product-id="42" price="1290">
 *   <form>
 *     <input type="hidden" name="product_id" value="42" />
 *     <button type="button" data-step="-1">−</button>
 *     <input name="quantity" type="number" value="1" min="1" />
 *     <button type="button" data-step="1">+</button>
 *     <span data-total>1 290 ₽</span>
 *     <button type="submit">В корзину</button>
 *   </form>
 * </shop-product-form>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import css from './shop-product-form.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { ProductForm } from './ProductForm.tsx';
import './messages.ts';

const attributes = {
  /** the product, when the form has no product_id field */
  productId: 'number',
  /**
   * the unit price; without it the `data-unit-price` attribute of a slotted element is read (spaces stripped)
   */
  price: 'number',
} as const;
export type Attributes = typeof attributes;

export const ShopProductForm = defineElement('shop-product-form', ProductForm, {
  props: attributes,
  styles: [base, css],
});
