/**
 * @tag shop-tags
 * @summary A tags panel: it keeps its single-line style (the `single-line` attribute) while its content is at most
 * 46px tall and drops it when the content is taller, measured again after every resize.
 * @attr {boolean} single-line - reflected: the content fits on one line (46px)
 * @slot - the tags (links)
 * @markup The tags, as links:
 * ```html
 * <shop-tags>
 *   <ul>
 *     <li><a href="/search?q=кран">Краны</a></li>
 *     <li><a href="/search?q=труба">Трубы</a></li>
 *   </ul>
 * </shop-tags>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import css from './shop-tags.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { Tags } from './Tags.tsx';

export const ShopTags = defineElement('shop-tags', Tags, {
  styles: [base, css],
});
