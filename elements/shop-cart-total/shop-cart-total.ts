/**
 * @tag shop-cart-total
 * @summary The header cart sum, formatted in roubles with 0–2 fraction digits.
 * @attr {string} data-cart-total - reflected: the formatted cart sum
 * @attr {string} state - reflected: `unknown` while the cart could not be loaded: the server's sum stays (never a
 * 0 nobody measured), dimmed, until the cart loads (the store answering again); the page may style it
 * @slot - the sum rendered by the server, shown until the cart is loaded (and while it is unknown)
 * @csspart total - the formatted sum
 * @markup The sum the server rendered, in roubles:
 * ```html
 * <shop-cart-total>4 858 ₽</shop-cart-total>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import css from '../../shared/ui/counter.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { CartTotal } from './CartTotal.tsx';
import './messages.ts';

export const ShopCartTotal = defineElement('shop-cart-total', CartTotal, {
  styles: [base, css],
});
