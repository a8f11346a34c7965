/**
 * @tag shop-carousel
 * @summary A carousel of the slotted slides (any children) with a carousel preset (docs/behaviour/constants.md) chosen by `name`:
 * `default` (1; 2 at 400px; 3 at 600px; 4 at 768px; spacing 20; looping), `mainCarousel` (one banner, autoplay
 * every 4000 ms continuing after the shopper pages, auto height), `smallCarousel`, `shortsCarousel`,
 * `bannersCarousel`, `articlesCarousel`, `productsCarousel`, `compare`, `productGallery`, `productMain`,
 * `categories`, `articleProducts`. A missing or unknown name shows `default` (an unknown one is reported once
 * in the console). Previous/next buttons ('Назад', 'Вперёд'), swipe, ArrowLeft/ArrowRight while the focus is
 * inside, the slide shown announced politely; slides out of view are inert (no tab stops). Autoplay holds while
 * the pointer or the focus is inside, has a stop/start button and is off when reduced motion is preferred.
 * The widths are the carousel's own, not the screen's: `dist/shop-elements.css` lays the slides out before the
 * script runs with container queries, and Swiper reads the same width, so nothing moves on upgrade
 * (docs/content-widgets.md, "Carousels").
 * @attr {number} index - reflected: the first slide shown
 * @slot - the slides, one per child (each is given the slot `slide-{n}`)
 * @csspart carousel - the carousel region
 * @csspart previous - the previous button
 * @csspart next - the next button
 * @csspart rotation - the autoplay stop/start button (presets with autoplay)
 * @cssprop --shop-carousel-per-view - slides in view before the upgrade, set on the slides per preset and width by `dist/shop-elements.css`
 * @cssprop --shop-carousel-gap - the space between slides before the upgrade, set per preset by `dist/shop-elements.css`
 * @markup Any children are the slides; `name` picks the preset:
 * ```html
 * <shop-carousel name="productsCarousel" label="Хиты продаж">
 *   <article class="card">…</article>
 *   <article class="card">…</article>
 * </shop-carousel>
 * ```
 */
import swiper from '../../shared/ui/carousel/swiper-core.css?inline';
import base from '../../shared/ui/base.css?inline';
import carousel from '../../shared/ui/carousel/carousel.css?inline';
import slides from '../../shared/ui/carousel/slides.css?inline';
import { defineElement } from '../../shared/runtime/define.tsx';
import { Carousel } from './Carousel.tsx';
import './messages.ts';

const attributes = {
  /** the preset (docs/behaviour/constants.md); `default` when absent or unknown */
  name: 'string',
  /** the carousel's accessible name (default 'Карусель') */
  label: 'string',
} as const;
export type Attributes = typeof attributes;

export const ShopCarousel = defineElement('shop-carousel', Carousel, {
  props: attributes,
  styles: [swiper, base, carousel, slides],
});
