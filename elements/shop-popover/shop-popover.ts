/**
 * @tag shop-popover
 * @summary Wraps a popover opener that names its panel in `aria-controls` (docs/behaviour/product.md): a click toggles
 * `aria-expanded` on the opener and the `active` class on the panel; a click outside both, or Esc, closes it.
 * The page's CSS shows the panel while it has the `active` class.
 * @attr {boolean} open - reflected: the popover is open
 * @slot - the author's opener (and optionally the panel)
 * @markup The opener inside, the panel anywhere on the page:
 * ```html
 * <shop-popover><button type="button" aria-controls="delivery-terms" aria-expanded="false">Условия</button></shop-popover>
 * <div id="delivery-terms" class="popover">Бесплатная доставка от 10 000 ₽.</div>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { Popover } from './Popover.tsx';

export const ShopPopover = defineElement('shop-popover', Popover, {
  styles: [base, ':host{display:inline-block;position:relative}'],
});
