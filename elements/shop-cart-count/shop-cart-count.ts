/**
 * @tag shop-cart-count
 * @summary The header cart counter: the total item count (the sum of the line quantities).
 * @attr {number} data-counter - reflected: the total item count
 * @attr {string} state - reflected: `unknown` while the cart could not be loaded: the server's count stays (never a
 * 0 nobody measured), dimmed, until the cart loads (the store answering again); the page may style it
 * @slot - the count rendered by the server, shown until the cart is loaded (and while it is unknown)
 * @csspart count - the number
 * @markup The count the server rendered, as a number:
 * ```html
 * <a href="/cart">Корзина <shop-cart-count>3</shop-cart-count></a>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import css from '../../shared/ui/counter.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { CartCount } from './CartCount.tsx';
import './messages.ts';

export const ShopCartCount = defineElement('shop-cart-count', CartCount, {
  styles: [base, css],
});
