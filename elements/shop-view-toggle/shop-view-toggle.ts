/**
 * @tag shop-view-toggle
 * @summary A grid / list switch: the slotted buttons carry `data-view="grid"` or `data-view="list"`; a click puts
 * the `list` class on the target (or takes it off) and marks the pressed button with aria-pressed. The choice is
 * remembered for the shopper's next listings.
 * @attr {string} view - reflected: 'grid' or 'list'
 * @slot - the author's two buttons
 * @markup The two buttons, and the list they switch:
 * ```html
 * <shop-view-toggle for="cards">
 *   <button type="button" data-view="grid" aria-pressed="true">Плиткой</button>
 *   <button type="button" data-view="list" aria-pressed="false">Списком</button>
 * </shop-view-toggle>
 * <ul id="cards" class="cards">…</ul>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import css from './shop-view-toggle.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { ViewToggle } from './ViewToggle.tsx';

const attributes = {
  /** the id of the cards container */
  for: 'string',
} as const;
export type Attributes = typeof attributes;

export const ShopViewToggle = defineElement('shop-view-toggle', ViewToggle, {
  props: attributes,
  styles: [base, css],
});
