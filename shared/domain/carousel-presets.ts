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

/**
 * The slides of a video lightbox whose players are loaded: LIGHTBOX.preload (3) slides around the current
 * one (the one before, it and the one after; at either end the three nearest), as [first, last].
 */
export function preloadedSlides(
  current: number,
  count: number,
  preload: number = LIGHTBOX.preload,
): [number, number] {
  const first = Math.max(0, Math.min(current - Math.floor((preload - 1) / 2), count - preload));
  return [first, Math.min(count, first + preload) - 1];
}

/** A preset by the name an author wrote; an unknown or missing name is the `default` preset. */
export function isCarouselName(name: string | undefined | null): name is CarouselName {
  return typeof name === 'string' && Object.hasOwn(CAROUSEL_PRESETS, name);
}

/** The elements a page lays out with a preset before their script runs, and the preset each one uses. */
const PRESET_SELECTORS: [string, CarouselName][] = [
  ...Object.keys(CAROUSEL_PRESETS).map((name): [string, CarouselName] => [
    `shop-carousel[name='${name}']`,
    name as CarouselName,
  ]),
  ['shop-carousel:not([name])', 'default'],
  ['shop-shorts', 'shortsCarousel'],
];

/**
 * The page CSS that lays out `<shop-carousel>` and `<shop-shorts>` slides before the script runs exactly as
 * Swiper will (one row, slides per view and spacing of the preset, scroll-snap): the first slides sit where
 * they stay, so the upgrade moves nothing. The reference store's theme.css holds this text.
 */
export function carouselPresetCss(): string {
  const rules: string[] = [
    // a scroll container before and after the upgrade: Chromium counts a layout shift when a box stops being one
    `:is(shop-carousel, shop-shorts) {
  overflow-x: auto;
  scrollbar-width: none;
}`,
    `:is(shop-carousel, shop-shorts):not([ready]) {
  display: flex;
  gap: var(--shop-carousel-gap);
  scroll-snap-type: x mandatory;
}`,
    `:is(shop-carousel, shop-shorts):not([ready]) > * {
  flex: 0 0
    calc(
      (100% - (var(--shop-carousel-per-view) - 1) * var(--shop-carousel-gap)) /
        var(--shop-carousel-per-view)
    );
  min-width: 0;
  scroll-snap-align: start;
}`,
  ];
  const declare = (selector: string, perView: number, gap?: number) =>
    `${selector} {\n  --shop-carousel-per-view: ${perView};${gap === undefined ? '' : `\n  --shop-carousel-gap: ${gap}px;`}\n}`;
  for (const [selector, name] of PRESET_SELECTORS) {
    const preset: CarouselPreset = CAROUSEL_PRESETS[name];
    rules.push(declare(selector, preset.slidesPerView ?? 1, preset.spaceBetween ?? 0));
    for (const [width, { slidesPerView }] of Object.entries(preset.breakpoints ?? {}))
      rules.push(
        `@media (min-width: ${width}px) {\n  ${declare(selector, slidesPerView).replace(/\n/g, '\n  ')}\n}`,
      );
  }
  return rules.join('\n');
}
