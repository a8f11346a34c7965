import { useLayoutEffect, useState, type MutableRefObject, type RefObject } from 'react';
import type Swiper from 'swiper';
import { flatContains, stepOfKey, take } from './carousel-steps.ts';
import { watchEarlySwipes } from './early-swipe.ts';
import type { Drive } from './use-swiper.ts';

/**
 * The shopper reaching for the carousel, with native listeners (keys, pointer and focus on slotted light-DOM
 * content never reach React): the arrow keys page it, a pointer or the focus inside fetches Swiper before the
 * click, key or swipe, and holds the rotation (`hovered`, `focused`); a swipe before Swiper is there pages once
 * it is.
 */
export function useCarouselReach(
  region: RefObject<HTMLElement>,
  container: RefObject<HTMLDivElement>,
  { keyboard, swipe }: { keyboard: boolean; swipe: boolean },
  swiper: { own: MutableRefObject<Swiper | null>; withSwiper: Drive; fetchSwiper: () => void },
) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useLayoutEffect(() => {
    const box = region.current;
    const strip = container.current?.firstElementChild;
    if (!box || !strip) return;
    const { own, withSwiper, fetchSwiper } = swiper;
    const onKey = (event: KeyboardEvent) => {
      const step = keyboard && stepOfKey(event);
      if (!step) return;
      event.preventDefault();
      const fromSlide = event.composedPath().some((node) => (node as Node).parentNode === strip);
      withSwiper((core) => {
        take(core, step);
        // the focus followed a slide that left the view: give it to the slide now shown
        if (fromSlide) core.slides[core.activeIndex]?.focus({ preventScroll: true });
      });
    };
    // the shopper reaching for the carousel: Swiper is on its way before the click, key or swipe
    const onReach = () => fetchSwiper();
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
          (forward) => withSwiper((core) => take(core, forward ? 'next' : 'prev')),
        )
      : () => {};
    // one signal takes every listener off again
    const listening = new AbortController();
    const { signal } = listening;
    box.addEventListener('keydown', onKey, { signal });
    box.addEventListener('pointerenter', onEnter, { signal });
    box.addEventListener('pointerdown', onReach, { signal });
    box.addEventListener('pointerleave', onLeave, { signal });
    box.addEventListener('focusin', onFocusIn, { signal });
    box.addEventListener('focusout', onFocusOut, { signal });
    return () => {
      unwatch();
      listening.abort();
    };
    // the listeners read Swiper through its refs; they change with the keyboard and swipe options only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyboard, swipe]);

  return { hovered, focused };
}
