/**
 * @tag shop-add-to-cart
 * @summary Wraps the author's button: a click adds the product with quantity 1, shows the 'added to cart' toast
 * linking to the cart, or the generic error (also when the store refuses the product, for instance one out of
 * stock). A second click while the request runs sends nothing. An add the store does not answer in time shows
 * 'not confirmed yet', then what happened once the store can tell; a click meanwhile sends the same add again
 * with its Idempotency-Key, so one click is one line (docs/behaviour/errors.md "Not confirmed yet"). The button is marked `aria-disabled` while
 * busy, never `disabled`, so the keyboard focus stays on it. A product the author knows is out of stock
 * gets `out-of-stock`: its button is `aria-disabled` and a click shows the generic error without a call
 * (offer `<shop-notify-available>` for such a product instead). Markup with no button in it is named for the
 * author (docs/errors.md SHOP_NO_BUTTON) and the element itself is the button: a click on it, Enter or Space adds.
 * @attr {boolean} busy - reflected: the request is running
 * @slot - the author's button
 * @csspart busy - the progress indicator shown while adding
 * @fires shop-cart-update - the new cart
 * @fires shop-toast - the result
 * @markup One button:
 * ```html
 * <shop-add-to-cart product-id="42"><button type="button">В корзину</button></shop-add-to-cart>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import css from './shop-add-to-cart.css?inline';
import { defineLightElement } from '../../shared/runtime/define-light.ts';
import { addToCart } from './add-to-cart.ts';
import './messages.ts';

const attributes = {
  /** the product to add */
  productId: 'number',
  /** the product cannot be bought now: nothing is sent, a click shows the generic error */
  outOfStock: 'boolean',
} as const;
export type Attributes = typeof attributes;

export const ShopAddToCart = defineLightElement('shop-add-to-cart', addToCart, {
  props: attributes,
  styles: [base, css],
});
