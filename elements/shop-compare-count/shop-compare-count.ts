/**
 * @tag shop-compare-count
 * @summary The comparison counter of the header: the server's count, +1 on add, −1 on remove, never below 0.
 * @attr {number} data-counter - reflected: the current count
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
