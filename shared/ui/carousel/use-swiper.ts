import { useEffect, useLayoutEffect, useRef, useState, type MutableRefObject, type RefObject } from 'react';
import type Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import { prefersReducedMotion } from '../motion.ts';
import { layOutBeforeSwiper, markOffScreen } from './carousel-layout.ts';
import type { CarouselPreset } from './carousel-presets.ts';
import { viewOf, type View } from './carousel-steps.ts';
import { loadSwiper } from './swiper-loader.ts';

/** Runs an action on a carousel's Swiper now, or once it has arrived (fetching it). */
export type Drive = (action: (swiper: Swiper) => void) => void;

interface Options {
  preset: CarouselPreset;
  count: number;
  initial: number;
  swipe: boolean;
  /** Swiper itself, created before the first paint; without it Swiper is fetched on the first reach */
  eager: typeof Swiper | undefined;
  options: SwiperOptions | undefined;
  onIndex: ((index: number) => void) | undefined;
  swiperRef: MutableRefObject<Swiper | null> | undefined;
  driveRef: MutableRefObject<Drive | null> | undefined;
}

/**
 * The carousel's Swiper in `container`: laid out as Swiper will lay it out until it is there (so nothing moves
 * when it arrives), created at once when the owner gives it, otherwise fetched by `fetchSwiper()` (the shopper's
 * first reach). What the shopper did before it was there (`withSwiper`) is done once it is; `view` follows it.
 */
export function useSwiper(container: RefObject<HTMLDivElement>, props: Options) {
  const { preset, count, initial, swipe, eager, options, swiperRef, driveRef } = props;
  const own = useRef<Swiper | null>(null);
  // what the shopper did before Swiper was there, done once it is
  const waiting = useRef<((swiper: Swiper) => void)[]>([]);
  const fetchSwiper = useRef(() => {});
  const loop = !!preset.loop;
  const [view, setView] = useState<View>({ index: initial, atStart: !loop, atEnd: !loop && count < 2 });
  const latestOnIndex = useRef(props.onIndex);
  latestOnIndex.current = props.onIndex;

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
        // the preset's breakpoints read the carousel's own width, never the window's
        // (docs/architecture/carousel.md)
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

  return { view, withSwiper, own, fetchSwiper: () => fetchSwiper.current() };
}
