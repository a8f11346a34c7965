/**
 * @tag shop-tabs
 * @summary The WAI-ARIA tabs pattern over the slotted `[role=tablist]`, `[role=tab]` (with `aria-controls`)
 * and `[role=tabpanel]` (docs/behaviour/product.md): a click selects a tab and shows its panel; ArrowLeft and ArrowRight move
 * the focus with wrap-around at both ends, Home and End to the first and last tab; Enter or Space selects;
 * roving tabindex (one tab stop, on the selected tab).
 * @slot - the author's tab list and panels
 * @markup A tab list and its panels, as WAI-ARIA marks them:
 * ```html
 * <shop-tabs>
 *   <div role="tablist" aria-label="О товаре">
 *     <button type="button" role="tab" id="tab-about" aria-controls="panel-about" aria-selected="true">Описание</button>
 *     <button type="button" role="tab" id="tab-montazh" aria-controls="panel-montazh" aria-selected="false">Монтаж</button>
 *   </div>
 *   <div role="tabpanel" id="panel-about" aria-labelledby="tab-about">…</div>
 *   <div role="tabpanel" id="panel-montazh" aria-labelledby="tab-montazh" hidden>…</div>
 * </shop-tabs>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { Tabs } from './Tabs.tsx';

export const ShopTabs = defineElement('shop-tabs', Tabs, { styles: [base, ':host{display:block}'] });
