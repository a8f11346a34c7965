/**
 * @tag shop-show-more
 * @summary Wraps a 'show more' button: a click expands or collapses the block it controls (the block gets the
 * `expanded` class; the button's aria-expanded follows and its text switches between 'Показать ещё' and 'Свернуть').
 * @attr {boolean} expanded - reflected: the block is expanded
 * @slot - the author's button
 * @markup The block with an id, and the button inside the element:
 * ```html
 * <div id="category-text">…</div>
 * <shop-show-more for="category-text"><button type="button" aria-expanded="false">Показать ещё</button></shop-show-more>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import css from './shop-show-more.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { ShowMore } from './ShowMore.tsx';
import './messages.ts';

const attributes = {
  /** the id of the block */
  for: 'string',
} as const;
export type Attributes = typeof attributes;

export const ShopShowMore = defineElement('shop-show-more', ShowMore, {
  props: attributes,
  styles: [base, css],
});
