/**
 * @tag shop-add-to-cart
 * @summary Wraps the author's button: a click adds the product with quantity 1, shows the 'added to cart' toast
 * linking to the cart, or the generic error. A second click while the request runs sends nothing.
 * @attr {number} product-id - the product to add
 * @attr {boolean} busy - reflected: the request is running
 * @slot - the author's button
 * @csspart busy - the progress indicator shown while adding
 * @fires shop-cart-update - the new cart
 * @fires shop-toast - the result
 */
import base from '../../shared/ui/base.css?inline';
import css from './shop-add-to-cart.css?inline';
import { defineElement } from '../../shared/define.tsx';
import { AddToCart } from './AddToCart.tsx';

export const ShopAddToCart = defineElement('shop-add-to-cart', AddToCart, {
  props: { productId: 'number' },
  styles: base + css,
});

declare global {
  interface HTMLElementTagNameMap {
    'shop-add-to-cart': HTMLElement & { productId?: number };
  }
}
