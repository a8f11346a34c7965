/**
 * @tag shop-cart
 * @summary The cart page (docs/behaviour/cart.md): lines with image, name, quantity, line total, unit price, 'В избранное'
 * and delete; the 'your order' box; 'place an order' to the checkout URL; the empty state. Removes the
 * `loading` class from itself once the cart is loaded. A quantity change the store does not confirm in time
 * shows 'not confirmed yet', and its line waits, busy, until the store can tell what happened
 * (docs/behaviour/errors.md "Not confirmed yet").
 *
 * It lays out by its own width, not the window's (container queries), so it fits any column of a theme: the lines
 * and the summary side by side from 760px, the summary below them in a narrower element; a line in one row when
 * the list of lines is 760px or wider, its picture beside three rows from 400px, and below that a small picture
 * beside the name with the quantity and the total under them.
 * @attr {boolean} busy - reflected: a quantity update is running
 * @attr {string} state - reflected: `unknown` while the cart could not be loaded: 'the request failed' and a
 * retry, never an empty cart; the cart shows once it loads (the retry, the store answering again)
 * @csspart cart - the filled cart
 * @csspart lines - the list of cart lines
 * @csspart line - one cart line
 * @csspart quantity - a line's quantity control
 * @csspart line-total - a line's total
 * @csspart unit-price - a line's unit price
 * @csspart favorite - the 'В избранное' action
 * @csspart delete - the delete action
 * @csspart summary - the 'your order' box
 * @csspart checkout - the 'place an order' link
 * @csspart empty - the empty state
 * @csspart continue - the empty state's link back to the shop
 * @csspart failed - shown when the cart could not be loaded
 * @fires shop-cart-update - the cart after each change
 * @fires shop-favorites-update - `{productId, action: 'add', count?}` from 'В избранное'
 * @fires shop-goal - `order-success` when 'place an order' is followed
 * @fires shop-toast - the result of 'В избранное'; the generic error when a change fails or the cart cannot be
 * loaded; 'not confirmed yet', then 'Корзина обновлена' or the generic error, for a change confirmed late
 * @markup What the server writes inside stays on screen until the cart has loaded, and is the element's height until
 * then: a line of text, or the lines as the CMS knows them, so the page below moves as little as it can:
 * ```html
 * <shop-cart class="loading" checkout-url="/checkout"><p>Загружаем корзину…</p></shop-cart>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import columns from '../../shared/ui/columns.css?inline';
import quantity from '../../shared/ui/quantity.css?inline';
import css from './shop-cart.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { Cart } from './Cart.tsx';
import './messages.ts';

const attributes = {
  /** where 'place an order' leads (default: the config's checkoutUrl) */
  checkoutUrl: 'string',
} as const;
export type Attributes = typeof attributes;

export const ShopCart = defineElement('shop-cart', Cart, {
  props: attributes,
  styles: [base, columns, quantity, css],
});
