/**
 * @tag shop-lightbox
 * @summary An image lightbox for the slotted links to full images (`<a href="big.jpg"><img …></a>`, anywhere
 * inside; docs/behaviour/content.md, docs/behaviour/constants.md): a click opens the full-screen lightbox at that image with its own close button
 * ('Закрыть'), previous/next buttons, ArrowLeft/ArrowRight/Home/End, swipe, a counter, controls hidden after
 * 3500 ms idle and compact at 578px; Esc closes it, the focus stays inside while it is open and returns to the
 * link on close. The lightbox's code loads on first opening; before the script, and with Ctrl/⌘/Shift, the
 * links open the image as plain links.
 * @attr {boolean} open - reflected: the lightbox is open
 * @slot - the author's content with the image links
 * @csspart dialog - the lightbox dialog
 * @csspart close - the close button
 * @csspart lightbox - the lightbox body
 * @csspart lightbox-toolbar - the counter
 * @markup Links to the full images, anywhere inside:
 * ```html
 * <shop-lightbox>
 *   <a href="/img/plan-big.jpg"><img src="/img/plan.jpg" alt="План участка" width="400" height="300" /></a>
 * </shop-lightbox>
 * ```
 */
import base from '../../shared/ui/base.css?inline';
import dialog from '../../shared/ui/dialog.css?inline';
import lightbox from '../../shared/ui/lightbox/lightbox-dialog.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { Lightbox } from './Lightbox.tsx';
import './messages.ts';

export const ShopLightbox = defineElement('shop-lightbox', Lightbox, { styles: [base, dialog, lightbox] });
