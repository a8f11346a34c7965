/**
 * @tag shop-search
 * @summary The header product search (docs/behaviour/search.md): queries 600 ms after typing stops and at least every 3000 ms while
 * typing, aborts a stale query, shows a spinner, the results (image 100x100, name, SKU, price with the old price
 * struck through or 'request price'), 'nothing found', and the generic error on failure. A WAI-ARIA combobox:
 * ArrowUp/ArrowDown move through the results, Enter opens the active result or the full results page, Esc and a
 * click outside close. A query typed in the wrong keyboard layout is tried in the other one, with a note.
 * @attr {boolean} busy - reflected: a query is running
 * @attr {boolean} open - reflected: the dropdown is open
 * @slot - the server-rendered fallback: a plain GET `<form>` to the results page (its action and field name are used)
 * @csspart form - the search form
 * @csspart input - the text box
 * @csspart submit - the search button
 * @csspart dropdown - the results panel
 * @csspart results - the list of results
 * @csspart result - one result
 * @csspart note - 'results shown for …' after a keyboard layout switch
 * @csspart empty - 'nothing found'
 * @csspart all - the link to the full results page
 * @fires shop-navigate - cancelable, detail {url}: a result or the results page about to be opened
 * @fires shop-toast - the generic error when the search fails
 * @markup The server's search form, which still works without the script (its action is the results page):
 * ```html
 * <shop-search>
 *   <form action="/search" method="get" role="search">
 *     <input type="search" name="q" aria-label="Поиск" /><button type="submit">Найти</button>
 *   </form>
 * </shop-search>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import css from './shop-search.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { Search } from './Search.tsx';
import './messages.ts';

export const ShopSearch = defineElement('shop-search', Search, {
  styles: [base, css],
});
