import { useEffect, useLayoutEffect, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import type { CarouselPreset } from '../domain/carousel-presets.ts';
import { t } from '../i18n/index.ts';
import { deepActiveElement } from './Dialog.tsx';
import { prefersReducedMotion } from './motion.ts';
import { RotationButton, useRotation } from './rotation.tsx';
import { SlideArrows } from './SlideArrows.tsx';

export interface CarouselProps {
  /** slides per view, spacing, loop, auto height and rotation (spec §9) */
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
  initial?: number;
  /** more Swiper options (modules such as Zoom) */
  options?: SwiperOptions;
  onIndex?: (index: number) => void;
  /** the Swiper, for an owner that links two carousels or drives zoom */
  swiperRef?: MutableRefObject<Swiper | null>;
  /** more controls inside the region */
  children?: ReactNode;
}

interface View {
  index: number;
  atStart: boolean;
  atEnd: boolean;
}

const viewOf = (swiper: Swiper): View => ({
  index: swiper.params.loop ? swiper.realIndex : swiper.activeIndex,
  atStart: !swiper.params.loop && swiper.isBeginning,
  atEnd: !swiper.params.loop && swiper.isEnd,
});

/** px of rounding allowed when deciding whether a slide is wholly in view */
const EDGE = 1;

/**
 * Only the slides wholly in view take focus and clicks: off-screen slides are inert, so Tab never lands on a
 * hidden link (and never scrolls the clipped strip).
 */
function markOffScreen(swiper: Swiper): void {
  swiper.slides.forEach((slide, i) => {
    const start = slide.offsetLeft + swiper.translate;
    const end = start + (swiper.slidesSizesGrid[i] ?? slide.offsetWidth);
    slide.inert = !(start >= -EDGE && end <= swiper.size + EDGE);
  });
}

/** Moves to the slide of the given loop-aware index. */
export function slideToIndex(swiper: Swiper, index: number): void {
  if (swiper.params.loop) swiper.slideToLoop(index);
  else swiper.slideTo(index);
}

/**
 * ArrowLeft/ArrowRight (and Home/End when `ends`) page the carousel; keys typed into a field are left alone.
 * Returns whether the key was used.
 */
export function pageByKey(event: KeyboardEvent, swiper: Swiper, { ends = false } = {}): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.composedPath()[0];
  if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]'))
    return false;
  if (event.key === 'ArrowLeft') swiper.slidePrev();
  else if (event.key === 'ArrowRight') swiper.slideNext();
  else if (ends && event.key === 'Home') slideToIndex(swiper, 0);
  else if (ends && event.key === 'End') slideToIndex(swiper, swiper.slides.length - 1);
  else return false;
  event.preventDefault();
  return true;
}

/** Whether `node` lies inside `container` in the flat tree (slotted light-DOM content included). */
function flatContains(container: Node, node: Node | null): boolean {
  for (let at: Node | null = node; at;) {
    if (at === container) return true;
    at = (at as Element).assignedSlot ?? at.parentNode ?? (at instanceof ShadowRoot ? at.host : null);
  }
  return false;
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
 * The one carousel of the elements (Swiper): slides per view from a §9 preset, previous/next buttons disabled
 * at the ends, swipe, arrow keys, the slide shown announced politely, off-screen slides inert, and, for a
 * preset with autoplay, a rotation that holds while the pointer or focus is inside and a stop/start button.
 * Swiper lays the slides out before the first paint, so server markup styled the same way never moves.
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
  options,
  onIndex,
  swiperRef,
  children,
}: CarouselProps) {
  const region = useRef<HTMLElement & HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const own = useRef<Swiper | null>(null);
  const [view, setView] = useState<View>({ index: initial, atStart: true, atEnd: count < 2 });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const latestOnIndex = useRef(onIndex);
  latestOnIndex.current = onIndex;

  // before the first paint: the slides never show unlaid-out
  useLayoutEffect(() => {
    if (!container.current) return;
    const { autoplay: _rotation, ...layout } = preset;
    const swiper = new Swiper(container.current, {
      ...layout,
      ...options,
      initialSlide: initial,
      allowTouchMove: swipe,
      touchEventsTarget: 'container',
      speed: prefersReducedMotion() ? 0 : 300,
    });
    const sync = () => {
      markOffScreen(swiper);
      const next = viewOf(swiper);
      setView((now) =>
        now.index === next.index && now.atStart === next.atStart && now.atEnd === next.atEnd ? now : next,
      );
    };
    swiper.on('slideChange', () => {
      sync();
      latestOnIndex.current?.(viewOf(swiper).index);
    });
    swiper.on('setTranslate', sync);
    swiper.on('slidesUpdated', sync);
    swiper.on('resize', sync);
    sync();
    own.current = swiper;
    if (swiperRef) swiperRef.current = swiper;
    return () => {
      swiper.destroy(true, false);
      own.current = null;
      if (swiperRef) swiperRef.current = null;
    };
    // one Swiper per mount; the slides are counted again below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => own.current?.update(), [count]);

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

  // native listeners: keys, pointer and focus on slotted light-DOM content never reach React
  useEffect(() => {
    const box = region.current;
    if (!box) return;
    const onKey = (event: KeyboardEvent) => {
      const swiper = own.current;
      if (!keyboard || !swiper) return;
      const fromSlide = event.composedPath().some((node) => swiper.slides.includes(node as HTMLElement));
      if (!pageByKey(event, swiper)) return;
      // the focus followed a slide that left the view: give it to the slide now shown
      if (fromSlide) swiper.slides[swiper.activeIndex]?.focus({ preventScroll: true });
    };
    const onEnter = () => setHovered(true);
    const onLeave = () => setHovered(false);
    const onFocusIn = () => setFocused(true);
    const onFocusOut = (event: FocusEvent) =>
      setFocused(flatContains(box, event.relatedTarget as Node | null));
    box.addEventListener('keydown', onKey);
    box.addEventListener('pointerenter', onEnter);
    box.addEventListener('pointerleave', onLeave);
    box.addEventListener('focusin', onFocusIn);
    box.addEventListener('focusout', onFocusOut);
    return () => {
      box.removeEventListener('keydown', onKey);
      box.removeEventListener('pointerenter', onEnter);
      box.removeEventListener('pointerleave', onLeave);
      box.removeEventListener('focusin', onFocusIn);
      box.removeEventListener('focusout', onFocusOut);
    };
  }, [keyboard]);

  const delay = preset.autoplay?.delay ?? 0;
  const rotation = useRotation({
    delay,
    autostart: true,
    paused: hovered || focused,
    index: view.index,
    onTick: () => {
      const swiper = own.current;
      if (!swiper) return;
      if (!swiper.params.loop && swiper.isEnd) swiper.slideTo(0);
      else swiper.slideNext();
    },
  });
  const rotating = rotation.playing && !hovered && !focused;

  const page = (direction: 'prev' | 'next') => {
    if (direction === 'next') own.current?.slideNext();
    else own.current?.slidePrev();
  };

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
      <div className="swiper" ref={container}>
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
          onPrevious={() => page('prev')}
          onNext={() => page('next')}
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
