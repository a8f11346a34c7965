/** The carousel presets and lightbox settings of docs/behaviour/constants.md, in Swiper's option names. */
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

/** The lightbox settings of docs/behaviour/constants.md. */
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

/** The query container every carousel host is (named, so a slide that is a container itself changes nothing). */
const CONTAINER = 'shop-carousel';

/**
 * The carousels a page lays out before their script runs: the host, the rule that sets a preset's slides per view
 * (on the slides: a container query styles the container's descendants, never the container itself) and the
 * preset. `:where()` makes the default preset the fallback of every `shop-carousel` (no name, an empty or unknown
 * one, `default`) that a named preset's own rules override at every width.
 */
const PRESET_RULES: [host: string, slides: string, name: CarouselName][] = [
  ['shop-carousel', ':where(shop-carousel) > *', 'default'],
  ...Object.keys(CAROUSEL_PRESETS)
    .filter((name) => name !== 'default')
    .map((name): [string, string, CarouselName] => [
      `shop-carousel[name='${name}']`,
      `shop-carousel[name='${name}'] > *`,
      name as CarouselName,
    ]),
  ['shop-shorts', 'shop-shorts > *', 'shortsCarousel'],
];

/**
 * The page CSS that lays out `<shop-carousel>` and `<shop-shorts>` slides before the script runs exactly as
 * Swiper will (one row, slides per view and spacing of the preset at the carousel's own width, scroll-snap): the
 * first slides sit where they stay, so the upgrade moves nothing. The build writes it into
 * `dist/shop-elements.css` (scripts/build/shop-elements-css.ts).
 */
export function carouselPresetCss(): string {
  const rules: string[] = [
    // a scroll container before and after the upgrade: Chromium counts a layout shift when a box stops being one,
    // and, without paint containment, when it loses its scrollable overflow; none upright, where the visually
    // hidden announcement would otherwise give Firefox a reason to make the host a tab stop. A query container
    // for its presets, as wide as Swiper's box
    `:is(shop-carousel, shop-shorts) {
  container: ${CONTAINER} / inline-size;
  overflow: auto hidden;
  contain: paint;
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
  for (const [host, slides, name] of PRESET_RULES) {
    const preset: CarouselPreset = CAROUSEL_PRESETS[name];
    rules.push(
      `${host} {\n  --shop-carousel-gap: ${preset.spaceBetween ?? 0}px;\n}`,
      `${slides} {\n  --shop-carousel-per-view: ${preset.slidesPerView ?? 1};\n}`,
    );
    for (const [width, { slidesPerView }] of Object.entries(preset.breakpoints ?? {}))
      rules.push(
        `@container ${CONTAINER} (min-width: ${width}px) {\n  ${slides} {\n    --shop-carousel-per-view: ${slidesPerView};\n  }\n}`,
      );
  }
  return rules.join('\n');
}
