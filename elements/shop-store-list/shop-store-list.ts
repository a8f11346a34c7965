/**
 * @tag shop-store-list
 * @summary A text box above the slotted list of stores: as the shopper types, only the stores holding every
 * typed word (name, address, metro; case and ё/е ignored) stay visible, with a count of matches and an empty state.
 * @attr {boolean} empty - reflected: no store matches
 * @slot - the stores: items with `data-store-id`, or the `<li>` items of a list
 * @csspart search - the search box with its count
 * @csspart input - the text box
 * @csspart count - the number of matching stores
 * @csspart empty - the message shown when nothing matches
 * @markup The list of stores, each item marked with its id:
 * ```html
 * <shop-store-list>
 *   <ul>
 *     <li data-store-id="1"><h3>СтройДом на Варшавке</h3><p>Варшавское шоссе, 87</p></li>
 *   </ul>
 * </shop-store-list>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import css from './shop-store-list.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { StoreList } from './StoreList.tsx';
import './messages.ts';

export const ShopStoreList = defineElement('shop-store-list', StoreList, { styles: [base, css] });
