/**
 * @tag shop-calculator
 * @summary A price calculator around the author's markup (docs/behaviour/constants.md): every `input[data-price]` is a line whose
 * total, data-price × the typed quantity, is shown in the `[data-line-total]` of its row
 * (`[data-calculator-line]`, or the input's parent) formatted for ru-RU with ' ₽'; the grand total is shown in
 * `[data-total]` and written to the hidden field named `total` (inside the element or its form).
 * @attr {number} total - reflected: the grand total
 * @slot - the calculator's lines, totals and the hidden `total` field
 * @markup Lines with a priced input and their total, the grand total and its hidden field:
 * ```html
 * <shop-calculator>
 *   <p data-calculator-line>
 *     <input type="number" data-price="120" value="0" /> <span data-line-total>0 ₽</span>
 *   </p>
 *   <strong data-total>0 ₽</strong>
 *   <input type="hidden" name="total" />
 * </shop-calculator>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { Calculator } from './Calculator.tsx';
import './messages.ts';

export const ShopCalculator = defineElement('shop-calculator', Calculator, {
  styles: [base, ':host{display:block}'],
});
