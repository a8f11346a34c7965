/** The carousel's steps (previous, next, either end), the keys that take them, and what it shows after one. */
import type Swiper from 'swiper';

/** What the carousel shows: the slide (loop-aware) and whether it is at either end. */
export interface View {
  index: number;
  atStart: boolean;
  atEnd: boolean;
}

export const viewOf = (swiper: Swiper): View => ({
  index: swiper.params.loop ? swiper.realIndex : swiper.activeIndex,
  atStart: !swiper.params.loop && swiper.isBeginning,
  atEnd: !swiper.params.loop && swiper.isEnd,
});

/** Moves to the slide of the given loop-aware index. */
function slideToIndex(swiper: Swiper, index: number): void {
  if (swiper.params.loop) swiper.slideToLoop(index);
  else swiper.slideTo(index);
}

export type Step = 'prev' | 'next' | 'first' | 'last';

/** Takes the carousel a step: to the previous or next slide, or to either end. */
export function take(swiper: Swiper, step: Step): void {
  if (step === 'prev') swiper.slidePrev();
  else if (step === 'next') swiper.slideNext();
  else slideToIndex(swiper, step === 'first' ? 0 : swiper.slides.length - 1);
}

/**
 * The step ArrowLeft/ArrowRight (and Home/End when `ends`) take the carousel; keys typed into a field are left
 * alone.
 */
export function stepOfKey(event: KeyboardEvent, { ends = false } = {}): Step | null {
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
export function flatContains(container: Node, node: Node | null): boolean {
  for (let at: Node | null = node; at;) {
    if (at === container) return true;
    at = (at as Element).assignedSlot ?? at.parentNode ?? (at instanceof ShadowRoot ? at.host : null);
  }
  return false;
}
