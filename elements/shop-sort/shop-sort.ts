/**
 * @tag shop-sort
 * @summary Wraps the author's sort `<select>`: a change reloads the current URL without page, sort and order,
 * then with sort={value} (when a value was chosen) and order=desc for 'rating', asc otherwise.
 * @slot - the author's `<select>` (with its label)
 * @fires shop-navigate - cancelable, detail {url}: the listing URL about to be opened
 * @markup The server's sort `<select>`:
 * ```html
 * <shop-sort>
 *   <label>Сортировка
 *     <select name="sort">
 *       <option value="">По умолчанию</option>
 *       <option value="price">По цене</option>
 *     </select>
 *   </label>
 * </shop-sort>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import css from './shop-sort.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { Sort } from './Sort.tsx';
import './messages.ts';

export const ShopSort = defineElement('shop-sort', Sort, {
  styles: [base, css],
});
