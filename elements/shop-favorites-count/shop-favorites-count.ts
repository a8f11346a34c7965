/**
 * @tag shop-favorites-count
 * @summary The favourites counter of the header: the server's count, +1 on add, −1 on remove, never below 0.
 * @attr {number} data-counter - reflected: the current count
 * @csspart count - the number
 * @markup The server's count, as the attribute and the text:
 * ```html
 * <a href="/wishlist">Избранное <shop-favorites-count count="2">2</shop-favorites-count></a>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import css from '../../shared/ui/counter.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { FavoritesCount } from './FavoritesCount.tsx';
import './messages.ts';

export const ShopFavoritesCount = defineElement('shop-favorites-count', FavoritesCount, {
  props: {
    /** the initial count rendered by the server */
    count: 'number',
  },
  styles: [base, css],
});
