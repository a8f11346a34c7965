/**
 * @tag shop-gallery
 * @summary The product gallery (docs/behaviour/product.md, docs/behaviour/constants.md): each slotted picture (an `<img>`, or an `<a href="full
 * image">` around one) becomes a slide of the main carousel (one per view), linked to a thumbnail carousel
 * (five per view). A picture opens the lightbox: zoom (button or double tap), ArrowLeft/ArrowRight/Home/End,
 * swipe, a slideshow every 3000 ms, controls hidden after 3500 ms idle, compact at 578px and below.
 * The first picture is visible before the upgrade, in the same place.
 * @attr {number} index - reflected: the picture shown
 * @attr {boolean} lightbox - reflected: the lightbox is open
 * @slot - the pictures, one per child (each is given the slot `slide-{n}`)
 * @csspart gallery - the whole gallery
 * @csspart main - the main carousel
 * @csspart previous - the previous-picture button
 * @csspart next - the next-picture button
 * @csspart open - the button that opens the lightbox
 * @csspart thumbs - the thumbnail carousel
 * @csspart thumb - one thumbnail button
 * @csspart dialog - the lightbox dialog
 * @csspart close - the lightbox close button
 * @csspart lightbox - the lightbox body
 * @csspart lightbox-toolbar - the counter, zoom and slideshow buttons
 * @csspart rotation - the slideshow's start/stop button
 * @markup The pictures, each a link to its full image:
 * ```html
 * <shop-gallery>
 *   <a href="/img/big-1.jpg"><img src="/img/1.jpg" alt="…" width="400" height="300" /></a>
 *   <a href="/img/big-2.jpg"><img src="/img/2.jpg" alt="…" loading="lazy" /></a>
 * </shop-gallery>
 * ```
 */
import swiper from '../../shared/ui/carousel/swiper-core.css?inline';
import base from '../../shared/ui/base.css?inline';
import carousel from '../../shared/ui/carousel/carousel.css?inline';
import dialog from '../../shared/ui/dialog.css?inline';
import lightbox from '../../shared/ui/lightbox/lightbox-dialog.css?inline';
import css from './shop-gallery.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { Gallery } from './Gallery.tsx';
import './messages.ts';

export const ShopGallery = defineElement('shop-gallery', Gallery, {
  styles: [swiper, base, carousel, dialog, lightbox, css],
});
