/** px a pointer must travel sideways (and more than up or down) for a swipe made before Swiper to page */
const SWIPE = 30;
/** what Swiper leaves a pointer press to (its focusableElements) */
const FIELD = 'input, select, option, textarea, button, video, label';

/**
 * Swipes that begin before the carousel's Swiper is there, which Swiper never sees begin: one that ends far
 * enough sideways pages once (`forward` for a move to the left), once Swiper has arrived. As under Swiper, a press
 * is no start of a text selection or of a link's drag, and the click a swipe ends with opens no slide.
 * Returns the cleanup.
 */
export function watchEarlySwipes(
  box: HTMLElement,
  early: () => boolean,
  onSwipe: (forward: boolean) => void,
): () => void {
  const swallow = (click: MouseEvent) => {
    click.preventDefault();
    click.stopPropagation();
  };
  const onDown = (down: PointerEvent) => {
    if (!down.isPrimary || down.button !== 0 || !early()) return;
    const target = down.composedPath()[0];
    if (!(target instanceof Element && target.closest(FIELD))) down.preventDefault();
    const end = (up: PointerEvent) => {
      if (up.pointerId !== down.pointerId) return;
      document.removeEventListener('pointerup', end);
      document.removeEventListener('pointercancel', end);
      const [dx, dy] = [up.clientX - down.clientX, up.clientY - down.clientY];
      // a cancelled pointer is the page scrolling up or down
      if (up.type !== 'pointerup' || Math.abs(dx) < SWIPE || Math.abs(dx) <= Math.abs(dy)) return;
      onSwipe(dx < 0);
      box.addEventListener('click', swallow, { capture: true, once: true });
      setTimeout(() => box.removeEventListener('click', swallow, { capture: true }));
    };
    document.addEventListener('pointerup', end);
    document.addEventListener('pointercancel', end);
  };
  box.addEventListener('pointerdown', onDown);
  return () => box.removeEventListener('pointerdown', onDown);
}
