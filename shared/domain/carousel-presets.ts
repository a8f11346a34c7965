/** The carousel presets and lightbox settings of spec §9, in Swiper's option names. */
export interface CarouselPreset {
  slidesPerView?: number;
  spaceBetween?: number;
  loop?: boolean;
  autoHeight?: boolean;
  autoplay?: { delay: number; disableOnInteraction: boolean };
  /** min-width in px → slides per view from that width up */
  breakpoints?: Record<number, { slidesPerView: number }>;
}

const perView = (entries: [number, number][]) =>
  Object.fromEntries(entries.map(([width, slidesPerView]) => [width, { slidesPerView }]));

export const CAROUSEL_PRESETS = {
  default: {
    slidesPerView: 1,
    breakpoints: perView([
      [400, 2],
      [600, 3],
      [768, 4],
    ]),
    spaceBetween: 20,
    loop: true,
  },
  mainCarousel: { autoplay: { delay: 4000, disableOnInteraction: false }, autoHeight: true },
  smallCarousel: {
    slidesPerView: 2,
    breakpoints: perView([
      [400, 3],
      [768, 4],
      [1200, 6],
    ]),
    spaceBetween: 30,
  },
  shortsCarousel: {
    slidesPerView: 3,
    breakpoints: perView([
      [768, 5],
      [1200, 7],
    ]),
    spaceBetween: 16,
  },
  bannersCarousel: {
    slidesPerView: 2,
    breakpoints: perView([
      [768, 3],
      [1000, 4],
    ]),
  },
  articlesCarousel: {
    slidesPerView: 1,
    breakpoints: perView([
      [576, 2],
      [992, 3],
      [1200, 4],
    ]),
  },
  productsCarousel: {
    slidesPerView: 1,
    breakpoints: perView([
      [560, 2],
      [768, 3],
      [992, 4],
      [1200, 5],
    ]),
    spaceBetween: 16,
  },
  compare: {
    slidesPerView: 2,
    breakpoints: perView([
      [768, 3],
      [992, 4],
      [1200, 5],
    ]),
    spaceBetween: 8,
  },
  productGallery: { slidesPerView: 5 },
  productMain: { slidesPerView: 1 },
  categories: {
    slidesPerView: 1,
    breakpoints: perView([
      [576, 2],
      [768, 3],
      [992, 4],
      [1200, 5],
      [1400, 6],
    ]),
  },
  articleProducts: {
    slidesPerView: 1,
    breakpoints: perView([
      [768, 2],
      [992, 3],
    ]),
  },
} satisfies Record<string, CarouselPreset>;

export type CarouselName = keyof typeof CAROUSEL_PRESETS;

/** The slides per view a preset shows at a viewport width (the last breakpoint at or below it). */
export function slidesPerViewAt(preset: CarouselPreset, width: number): number {
  let count = preset.slidesPerView ?? 1;
  for (const [min, options] of Object.entries(preset.breakpoints ?? {}).sort(([a], [b]) => +a - +b)) {
    if (width >= Number(min)) count = options.slidesPerView;
  }
  return count;
}

/** The lightbox settings of spec §9. */
export const LIGHTBOX = {
  /** video lightbox: slides preloaded */
  preload: 3,
  /** slideshow and autoplay timeout, ms */
  slideshowTimeout: 3000,
  /** the controls hide after this long without input, ms */
  idle: 3500,
  /** at or below this viewport width the lightbox is compact, px */
  compactBreakpoint: 578,
} as const;
