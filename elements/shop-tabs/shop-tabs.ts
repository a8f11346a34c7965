/**
 * @tag shop-tabs
 * @summary The WAI-ARIA tabs pattern over the slotted `[role=tablist]`, `[role=tab]` (with `aria-controls`)
 * and `[role=tabpanel]` (docs/behaviour/product.md): a click selects a tab and shows its panel; ArrowLeft and ArrowRight move
 * the focus with wrap-around at both ends, Home and End to the first and last tab; Enter or Space selects;
 * roving tabindex (one tab stop, on the selected tab).
 * @slot - the author's tab list and panels
 */
import base from '../../shared/ui/base.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { Tabs } from './Tabs.tsx';

export const ShopTabs = defineElement('shop-tabs', Tabs, { styles: [base, ':host{display:block}'] });
