import { useEffect, useLayoutEffect, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import type Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import type { CarouselPreset } from './carousel-presets.ts';
import { t } from '../../i18n/index.ts';
import { layOutBeforeSwiper, markOffScreen } from './carousel-layout.ts';
import { deepActiveElement } from '../Dialog.tsx';
import { watchEarlySwipes } from './early-swipe.ts';
import { prefersReducedMotion } from '../motion.ts';
import { RotationButton, useRotation } from './rotation.tsx';
import { SlideArrows } from './SlideArrows.tsx';
import { loadSwiper } from './swiper-loader.ts';

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

/** Runs an action on a carousel's Swiper now, or once it has arrived (fetching it). */
export type Drive = (action: (swiper: Swiper) => void) => void;

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

/** Moves to the slide of the given loop-aware index. */
export function slideToIndex(swiper: Swiper, index: number): void {
  if (swiper.params.loop) swiper.slideToLoop(index);
  else swiper.slideTo(index);
}

type Step = 'prev' | 'next' | 'first' | 'last';

/** Takes the carousel a step: to the previous or next slide, or to either end. */
function take(swiper: Swiper, step: Step): void {
  if (step === 'prev') swiper.slidePrev();
  else if (step === 'next') swiper.slideNext();
  else slideToIndex(swiper, step === 'first' ? 0 : swiper.slides.length - 1);
}

/**
 * The step ArrowLeft/ArrowRight (and Home/End when `ends`) take the carousel; keys typed into a field are left
 * alone.
 */
function stepOfKey(event: KeyboardEvent, { ends = false } = {}): Step | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.composedPath()[0];
  if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]'))
    return null;
  if (event.key === 'ArrowLeft') return 'prev';
  if (event.key === 'ArrowRight') return 'next';
  if (ends && event.key === 'Home') return 'first';
  if (ends && event.key === 'End') return 'last';
  return null;
}

/** Pages the carousel by ArrowLeft/ArrowRight (and Home/End when `ends`). Returns whether the key was used. */
export function pageByKey(event: KeyboardEvent, swiper: Swiper, options: { ends?: boolean } = {}): boolean {
  const step = stepOfKey(event, options);
  if (!step) return false;
  take(swiper, step);
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
  const own = useRef<Swiper | null>(null);
  // what the shopper did before Swiper was there, done once it is
  const waiting = useRef<((swiper: Swiper) => void)[]>([]);
  const fetchSwiper = useRef(() => {});
  const loop = !!preset.loop;
  const [view, setView] = useState<View>({ index: initial, atStart: !loop, atEnd: !loop && count < 2 });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const latestOnIndex = useRef(onIndex);
  latestOnIndex.current = onIndex;

  /** Does `action` now, or once Swiper is there (fetching it if it is not on its way). */
  const withSwiper: Drive = (action) => {
    if (own.current) return action(own.current);
    waiting.current.push(action);
    fetchSwiper.current();
  };
  if (driveRef) driveRef.current = withSwiper;

  // before the first paint: the slides never show unlaid-out
  useLayoutEffect(() => {
    const box = container.current;
    if (!box) return;
    let mounted = true;
    const layOut = () => {
      const allInView = layOutBeforeSwiper(box, preset);
      setView((now) => (loop || now.atEnd === allInView ? now : { ...now, atEnd: allInView }));
    };
    // a frame later, as Swiper does: auto height resizes what is observed
    let frame = 0;
    const resized = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(layOut);
    });
    const stopLayingOut = () => {
      resized.disconnect();
      cancelAnimationFrame(frame);
    };
    const create = (Core: typeof Swiper) => {
      if (!mounted || own.current) return;
      stopLayingOut();
      const { autoplay: _rotation, ...layout } = preset;
      const swiper = new Core(box, {
        ...layout,
        ...options,
        // the preset's breakpoints read the carousel's own width, never the window's (ARCHITECTURE.md)
        breakpointsBase: 'container',
        initialSlide: initial,
        allowTouchMove: swipe,
        touchEventsTarget: 'container',
        speed: prefersReducedMotion() ? 0 : 300,
      });
      const sync = () => {
        markOffScreen(swiper.slides, swiper.size, swiper.translate, swiper.slidesSizesGrid);
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
      for (const action of waiting.current.splice(0)) action(swiper);
    };
    if (eager) create(eager);
    else {
      layOut();
      // the owner slots the author's slides in its own layout effect, after this one: their heights are read again
      queueMicrotask(() => mounted && !own.current && layOut());
      // the slides' heights too: a picture that loads changes what auto height reads
      for (const observed of [box, ...box.querySelectorAll('.swiper-slide')]) resized.observe(observed);
      // a failed fetch leaves the carousel as laid out; the next reach tries again
      fetchSwiper.current = () =>
        void loadSwiper().then(create, (error: unknown) =>
          console.error('[shop-elements] the carousel could not load its Swiper:', error),
        );
    }
    return () => {
      mounted = false;
      stopLayingOut();
      own.current?.destroy(true, false);
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
  useLayoutEffect(() => {
    const box = region.current;
    const strip = container.current?.firstElementChild;
    if (!box || !strip) return;
    const onKey = (event: KeyboardEvent) => {
      const step = keyboard && stepOfKey(event);
      if (!step) return;
      event.preventDefault();
      const fromSlide = event.composedPath().some((node) => (node as Node).parentNode === strip);
      withSwiper((swiper) => {
        take(swiper, step);
        // the focus followed a slide that left the view: give it to the slide now shown
        if (fromSlide) swiper.slides[swiper.activeIndex]?.focus({ preventScroll: true });
      });
    };
    // the shopper reaching for the carousel: Swiper is on its way before the click, key or swipe
    const onReach = () => fetchSwiper.current();
    const onEnter = () => {
      setHovered(true);
      onReach();
    };
    const onLeave = () => setHovered(false);
    const onFocusIn = () => {
      setFocused(true);
      onReach();
    };
    const onFocusOut = (event: FocusEvent) =>
      setFocused(flatContains(box, event.relatedTarget as Node | null));
    const unwatch = swipe
      ? watchEarlySwipes(
          container.current!,
          () => !own.current,
          (forward) => withSwiper((swiper) => take(swiper, forward ? 'next' : 'prev')),
        )
      : () => {};
    box.addEventListener('keydown', onKey);
    box.addEventListener('pointerenter', onEnter);
    box.addEventListener('pointerdown', onReach);
    box.addEventListener('pointerleave', onLeave);
    box.addEventListener('focusin', onFocusIn);
    box.addEventListener('focusout', onFocusOut);
    return () => {
      unwatch();
      box.removeEventListener('keydown', onKey);
      box.removeEventListener('pointerenter', onEnter);
      box.removeEventListener('pointerdown', onReach);
      box.removeEventListener('pointerleave', onLeave);
      box.removeEventListener('focusin', onFocusIn);
      box.removeEventListener('focusout', onFocusOut);
    };
  }, [keyboard, swipe]);

  const delay = preset.autoplay?.delay ?? 0;
  const rotation = useRotation({
    delay,
    autostart: true,
    paused: hovered || focused,
    index: view.index,
    onTick: () =>
      withSwiper((swiper) => {
        if (!swiper.params.loop && swiper.isEnd) swiper.slideTo(0);
        else swiper.slideNext();
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
          onPrevious={() => withSwiper((swiper) => take(swiper, 'prev'))}
          onNext={() => withSwiper((swiper) => take(swiper, 'next'))}
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
