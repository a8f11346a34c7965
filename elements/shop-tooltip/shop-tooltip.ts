/**
 * @tag shop-tooltip
 * @summary A tooltip on the slotted element (docs/behaviour/product.md): it shows on hover and on focus, hides on leave, blur
 * and Esc, and is placed above the element (flipping and shifting to stay on screen) with Floating UI.
 * The element gets `aria-describedby` pointing at the tooltip.
 * @attr {boolean} open - reflected: the tooltip is shown
 * @slot - the element the tooltip describes
 * @slot tooltip - taken by the element: it puts the tooltip with the `content` text there (the page leaves it unused)
 * @cssprop --shop-tooltip-background - the tooltip's background
 * @cssprop --shop-tooltip-color - the tooltip's text colour
 * @markup The element the tooltip describes:
 * ```html
 * <shop-tooltip content="Монтаж считается по смете">
 *   <button type="button" aria-label="О цене монтажа">?</button>
 * </shop-tooltip>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import css from './shop-tooltip.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { Tooltip } from './Tooltip.tsx';

const attributes = {
  /** the tooltip's text */
  content: 'string',
} as const;
export type Attributes = typeof attributes;

export const ShopTooltip = defineElement('shop-tooltip', Tooltip, {
  props: attributes,
  styles: [base, css],
});
