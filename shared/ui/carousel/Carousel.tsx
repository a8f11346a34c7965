import { useLayoutEffect, useRef, type MutableRefObject, type ReactNode } from 'react';
import type Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import { t } from '../../i18n/index.ts';
import { deepActiveElement } from '../Dialog.tsx';
import type { CarouselPreset } from './carousel-presets.ts';
import { take } from './carousel-steps.ts';
import { RotationButton, useRotation } from './rotation.tsx';
import { SlideArrows } from './SlideArrows.tsx';
import { useCarouselReach } from './use-carousel-reach.ts';
import { useSwiper, type Drive } from './use-swiper.ts';
import './messages.ts';

export { pageByKey } from './carousel-steps.ts';
export type { Drive } from './use-swiper.ts';

export interface CarouselProps {
  /** slides per view, spacing, loop, auto height and rotation (docs/behaviour/constants.md) */
  preset: CarouselPreset;
  count: number;
  /** the content of slide `index` (usually a <slot> for the author's markup) */
  slide: (index: number) => ReactNode;
  /** a stable key per slide when slides can be removed */
  slideKey?: (index: number) => string;
  /** the region's name; without one the strip is no region of its own (thumbnails, linked columns) */
  label?: string;
  part?: string;
  className?: string;
  slideClassName?: string;
  arrows?: boolean;
  arrowClassName?: string;
  /** expose the arrows as the `previous` and `next` parts */
  arrowParts?: boolean;
  /** announce the slide shown in a polite live region */
  announce?: boolean;
  swipe?: boolean;
  /** ArrowLeft/ArrowRight page while the focus is inside (off when an owner handles keys itself) */
  keyboard?: boolean;
  /** the first slide shown (with `swiper` only: a carousel that waits for the shopper starts at its first) */
  initial?: number;
  /**
   * Swiper itself, for an owner that drives the carousel from the start (linked carousels, zoom): created before
   * the first paint. Without it Swiper is fetched when the shopper first reaches for the carousel.
   */
  swiper?: typeof Swiper;
  /** more Swiper options (modules such as Zoom) */
  options?: SwiperOptions;
  onIndex?: (index: number) => void;
  /** the Swiper once it is there, for an owner that links two carousels or drives zoom */
  swiperRef?: MutableRefObject<Swiper | null>;
  /** for an owner that moves the carousel: runs an action on its Swiper now, or once it has arrived */
  driveRef?: MutableRefObject<Drive | null>;
  /** more controls inside the region */
  children?: ReactNode;
}

/**
 * Puts each of the author's slides into its own slot `slide-{n}` before the first paint, where the page's CSS
 * already showed it, and takes the slots back on unmount.
 */
export function useSlideSlots(slides: Element[]): void {
  useLayoutEffect(() => {
    slides.forEach((slide, i) => (slide.slot = `slide-${i}`));
    return () => slides.forEach((slide) => slide.removeAttribute('slot'));
  }, [slides]);
}

/**
 * The one carousel of the elements (Swiper): slides per view from a docs/behaviour/constants.md preset, previous/next buttons disabled
 * at the ends, swipe, arrow keys, the slide shown announced politely, off-screen slides inert, and, for a
 * preset with autoplay, a rotation that holds while the pointer or focus is inside and a stop/start button.
 * It works before Swiper is there, laid out as Swiper will lay it out (so server markup styled the same way never
 * moves, nor does anything when Swiper arrives); Swiper is fetched on the shopper's first reach (pointer or focus
 * inside, an arrow, a key, a swipe) or the rotation's first turn, and what started it is done once it is there.
 */
export function Carousel({
  preset,
  count,
  slide,
  slideKey,
  label,
  part,
  className = '',
  slideClassName = '',
  arrows = true,
  arrowClassName,
  arrowParts = false,
  announce = true,
  swipe = true,
  keyboard = true,
  initial = 0,
  swiper: eager,
  options,
  onIndex,
  swiperRef,
  driveRef,
  children,
}: CarouselProps) {
  const region = useRef<HTMLElement & HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const swiper = useSwiper(container, {
    preset,
    count,
    initial,
    swipe,
    eager,
    options,
    onIndex,
    swiperRef,
    driveRef,
  });
  const { view, withSwiper } = swiper;
  const { hovered, focused } = useCarouselReach(region, container, { keyboard, swipe }, swiper);

  // a focused arrow that reaches its end hands the focus to the other one, so it is not lost to <body>
  useLayoutEffect(() => {
    const active = deepActiveElement();
    const box = region.current;
    if (!box || !(active instanceof HTMLButtonElement) || !active.disabled) return;
    if (active.classList.contains('arrow--next'))
      box.querySelector<HTMLButtonElement>('.arrow--prev')?.focus();
    else if (active.classList.contains('arrow--prev'))
      box.querySelector<HTMLButtonElement>('.arrow--next')?.focus();
  }, [view.atStart, view.atEnd]);

  const delay = preset.autoplay?.delay ?? 0;
  const rotation = useRotation({
    delay,
    autostart: true,
    paused: hovered || focused,
    index: view.index,
    onTick: () =>
      withSwiper((core) => {
        if (!core.params.loop && core.isEnd) core.slideTo(0);
        else core.slideNext();
      }),
  });
  const rotating = rotation.playing && !hovered && !focused;

  const Region = label ? 'section' : 'div';
  return (
    <Region
      ref={region}
      className={`carousel ${className}`.trim()}
      part={part}
      aria-roledescription={label ? 'carousel' : undefined}
      aria-label={label}
    >
      {delay ? (
        <RotationButton
          className="round-button rotation"
          playing={rotation.playing}
          onToggle={rotation.toggle}
        />
      ) : null}
      <div className={preset.autoHeight ? 'swiper swiper-autoheight' : 'swiper'} ref={container}>
        <div className="swiper-wrapper">
          {Array.from({ length: count }, (_, i) => (
            <div
              key={slideKey ? slideKey(i) : i}
              className={`swiper-slide ${slideClassName}`.trim()}
              role={label ? 'group' : undefined}
              aria-roledescription={label ? 'slide' : undefined}
              aria-label={label ? t('slide_of', { n: i + 1, total: count }) : undefined}
              tabIndex={label ? -1 : undefined}
            >
              {slide(i)}
            </div>
          ))}
        </div>
      </div>
      {arrows && count > 1 ? (
        <SlideArrows
          atStart={view.atStart}
          atEnd={view.atEnd}
          onPrevious={() => withSwiper((core) => take(core, 'prev'))}
          onNext={() => withSwiper((core) => take(core, 'next'))}
          className={arrowClassName}
          parts={arrowParts}
        />
      ) : null}
      {announce ? (
        <p className="visually-hidden" aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
          {t('carousel_status', { n: view.index + 1, total: count })}
        </p>
      ) : null}
      {children}
    </Region>
  );
}
