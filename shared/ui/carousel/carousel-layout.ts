import { slidesPerViewAt, type CarouselPreset } from './carousel-presets.ts';

/** px of rounding allowed when deciding whether a slide is wholly in view */
const EDGE = 1;

/**
 * Only the slides wholly in view take focus and clicks: off-screen slides are inert, so Tab never lands on a
 * hidden link (and never scrolls the clipped strip). `translate` is the strip's shift, `size` the view's width.
 */
export function markOffScreen(
  slides: HTMLElement[],
  size: number,
  translate = 0,
  widths: number[] = [],
): void {
  slides.forEach((slide, i) => {
    const start = slide.offsetLeft + translate;
    const end = start + (widths[i] ?? slide.offsetWidth);
    slide.inert = !(start >= -EDGE && end <= size + EDGE);
  });
}

/**
 * Lays the slides out, before Swiper is there, where Swiper will put them: carousel.css sizes them with the
 * page CSS's rule (carouselPresetCss()) from the slides per view set here, read at the carousel's own width (the
 * width Swiper's breakpoints read: Carousel.tsx creates it with `breakpointsBase: 'container'`); with auto height
 * the strip is as tall as the slides in view; off-screen slides are inert.
 * Returns whether every slide is in view (the carousel is at its end as well as its start).
 */
export function layOutBeforeSwiper(box: HTMLElement, preset: CarouselPreset): boolean {
  const perView = slidesPerViewAt(preset, box.clientWidth);
  box.style.setProperty('--slides-per-view', String(perView));
  box.style.setProperty('--slides-gap', `${preset.spaceBetween ?? 0}px`);
  const strip = box.firstElementChild as HTMLElement;
  const slides = [...strip.children] as HTMLElement[];
  if (preset.autoHeight)
    strip.style.height = `${Math.max(0, ...slides.slice(0, perView).map((slide) => slide.offsetHeight))}px`;
  markOffScreen(slides, box.clientWidth);
  return slides.length <= perView;
}
