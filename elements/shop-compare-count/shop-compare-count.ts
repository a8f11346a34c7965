/**
 * @tag shop-compare-count
 * @summary The comparison counter of the header: the server's count, then the store's count after each change
 * (+1 on add, −1 on remove, never below 0, when the store answers none). Without a count from the server it
 * is unknown, never 0: the server's text stays until the store tells one.
 * @attr {number} data-counter - reflected: the current count (absent while unknown)
 * @attr {string} state - reflected: `unknown` while the page gave no count and the store has told none; the page may style it
 * @slot - the count rendered by the server, shown while the count is unknown
 * @csspart count - the number
 * @markup The server's count, as the attribute and the text:
 * ```html
 * <a href="/compare">Сравнение <shop-compare-count count="2">2</shop-compare-count></a>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import css from '../../shared/ui/counter.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { CompareCount } from './CompareCount.tsx';
import './messages.ts';

export const ShopCompareCount = defineElement('shop-compare-count', CompareCount, {
  props: {
    /** the initial count rendered by the server */
    count: 'number',
  },
  styles: [base, css],
});
