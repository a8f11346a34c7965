/**
 * @tag shop-shorts
 * @summary Short videos (docs/behaviour/content.md, docs/behaviour/constants.md): the slotted slides (each a link to a video, or holding one, with a
 * poster image) in the shortsCarousel (3; 5 at 768px; 7 at 1200px of the carousel's own width; spacing 16). A click on a video link opens
 * the video lightbox at that video: the slide shown plays, a slide left pauses, a video that ends moves on to
 * the next slide, and 3 slides around the current one are loaded (the one before, it and the one after).
 * Nothing plays or loads before the lightbox opens; its code loads then too. Videos play through one player
 * adapter (`shared/services/video-player.ts`): a link to a file the store hosts (`.mp4`, `.webm`, `.m4v`,
 * `.mov`, `.ogv`) plays in the native `<video>`; a Rutube link (`https://rutube.ru/video/{id}/`, or any link
 * with `data-player="rutube"` and a `/video/{id}/` path) in Rutube's embed player, driven by its postMessage
 * API. Other links stay plain links.
 * @attr {boolean} open - reflected: the video lightbox is open
 * @slot - the slides, one per child (each is given the slot `slide-{n}`)
 * @csspart carousel - the carousel region
 * @csspart previous - the previous button
 * @csspart next - the next button
 * @csspart dialog - the video lightbox
 * @csspart close - its close button
 * @csspart lightbox - the lightbox body
 * @cssprop --shop-carousel-per-view - shorts in view before the upgrade, set on the slides by `dist/shop-elements.css`
 * @cssprop --shop-carousel-gap - the space between shorts before the upgrade, set by `dist/shop-elements.css`
 * @markup Links to the videos, each with its poster:
 * ```html
 * <shop-shorts label="Видео о ремонте">
 *   <a href="/media/shorts/1.mp4"><img src="/media/shorts/1.svg" alt="" width="180" height="320" />Укладка ламината</a>
 *   <a href="https://rutube.ru/video/9e4cd81a6b2566e9d949881dbb53905e/"><img src="…" alt="" />Монтаж двери</a>
 * </shop-shorts>
 * ```
 */
import swiper from '../../shared/ui/carousel/swiper-core.css?inline';
import base from '../../shared/ui/base.css?inline';
import carousel from '../../shared/ui/carousel/carousel.css?inline';
import slides from '../../shared/ui/carousel/slides.css?inline';
import dialog from '../../shared/ui/dialog.css?inline';
import lightbox from '../../shared/ui/lightbox/lightbox-dialog.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { Shorts } from './Shorts.tsx';
import './messages.ts';

const attributes = {
  /** the carousel's accessible name (default 'Короткие видео') */
  label: 'string',
} as const;
export type Attributes = typeof attributes;

export const ShopShorts = defineElement('shop-shorts', Shorts, {
  props: attributes,
  styles: [swiper, base, carousel, dialog, lightbox, slides],
});
