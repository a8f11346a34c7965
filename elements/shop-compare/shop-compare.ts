/**
 * @tag shop-compare
 * @summary The compare page (docs/behaviour/compare.md, docs/behaviour/constants.md): the slotted product columns (`[data-compare=product]`) and
 * attribute columns (`[data-compare=attributes]`), each with `data-product-id`, become two carousels kept in
 * sync — sliding one slides the other to the same index; touch swipe is off for the attributes. Slides per view:
 * 2; 3 at 768px; 4 at 992px; 5 at 1200px; spacing 8. The attribute rows (`[data-row]`) line up across columns.
 * When a product is removed from comparison (a `shop-compare-toggle` inside), its columns go; with none left
 * the empty text shows.
 * @attr {number} data-count - reflected: the products in comparison
 * @attr {number} index - reflected: the first product shown
 * @slot product-{id} - assigned automatically to the product columns
 * @slot attributes-{id} - assigned automatically to the attribute columns
 * @csspart compare - the whole element
 * @csspart products - the product carousel
 * @csspart attributes - the attributes carousel
 * @csspart previous - the previous button
 * @csspart next - the next button
 * @csspart empty - the text shown when nothing is compared
 * @markup One product column and one attribute column per product, each with its id; rows line up:
 * ```html
 * <shop-compare>
 *   <div data-compare="product" data-product-id="42">…image, name, price, buttons…</div>
 *   <dl data-compare="attributes" data-product-id="42">
 *     <div data-row><dt>Диаметр</dt><dd>20 мм</dd></div>
 *   </dl>
 * </shop-compare>
 * ```
 */
import swiper from '../../shared/ui/carousel/swiper-core.css?inline';
import base from '../../shared/ui/base.css?inline';
import carousel from '../../shared/ui/carousel/carousel.css?inline';
import css from './shop-compare.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { Compare } from './Compare.tsx';
import './messages.ts';

export const ShopCompare = defineElement('shop-compare', Compare, { styles: [swiper, base, carousel, css] });
