/**
 * @tag shop-tab-link
 * @summary Wraps a link to a tab (docs/behaviour/product.md): a click selects the tab, shows its panel, hides the other panels
 * and scrolls smoothly to the tab (instantly when reduced motion is preferred); the tab gets the focus.
 * @fires shop-tab-open - detail: {tab}, cancelable: the <shop-tabs> that has the tab opens it and cancels it
 * @slot - the author's link
 * @markup A link to the tab's panel, naming the tab:
 * ```html
 * <shop-tab-link tab="tab-montazh"><a href="#panel-montazh">Монтаж</a></shop-tab-link>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { TabLink } from './TabLink.tsx';

const attributes = {
  /** the id of the `[role=tab]` element */
  tab: 'string',
} as const;
export type Attributes = typeof attributes;

export const ShopTabLink = defineElement('shop-tab-link', TabLink, {
  props: attributes,
  styles: [base, ':host{display:inline}'],
});
