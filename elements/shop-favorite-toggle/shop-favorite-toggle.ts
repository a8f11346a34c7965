/**
 * @tag shop-favorite-toggle
 * @summary Adds the product to the favourites, or removes it when active (docs/behaviour/states.md, docs/behaviour/calls.md): on success the state
 * flips, the header counter shows the list's new size (or moves by one) and 'product added to favourites'
 * (with a link to /wishlist) or 'product removed from favourites' shows; a failure shows the generic error and
 * keeps the state. A change the store does not confirm in time shows 'not confirmed yet' and is sent again
 * with its Idempotency-Key once the store answers again (docs/behaviour/errors.md "Not confirmed yet"); what
 * is true then shows as above.
 * @attr {boolean} busy - reflected: the request is running
 * @slot - the author's button (its aria-pressed, when it has one, follows the state); a default icon button when empty
 * @csspart button - the default button
 * @fires shop-favorites-update - {productId, action: 'add' | 'remove', count?} after a success (count: the list's size, when the store answers it)
 * @fires shop-toast - the result
 * @markup One button whose `aria-pressed` the element keeps in step (or nothing, for the default button):
 * ```html
 * <shop-favorite-toggle product-id="42"><button type="button" aria-pressed="false">В избранное</button></shop-favorite-toggle>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import css from '../../shared/lists/list-toggle.css?inline';
import { defineLightElement } from '../../shared/runtime/define-light.ts';
import { listToggle } from '../../shared/lists/list-toggle.ts';
import '../shop-compare-toggle/messages.ts';

export const ShopFavoriteToggle = defineLightElement('shop-favorite-toggle', listToggle('favorites'), {
  props: {
    /** the product */
    productId: 'number',
    /** the product is in the favourites (the server renders it; reflected) */
    active: 'boolean',
    /**
     * optional selector of the enclosing list item removed from the page after a removal (the wishlist page)
     */
    item: 'string',
  },
  styles: [base, css],
});
