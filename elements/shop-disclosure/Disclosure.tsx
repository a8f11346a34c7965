import { useEffect, useLayoutEffect, useState } from 'react';
import type { HostProps } from '../../shared/runtime/define.tsx';
import type { ElementProps } from '../../shared/runtime/props.ts';
import type { Attributes } from './shop-disclosure.ts';
import { deepActiveElement } from '../../shared/ui/Dialog.tsx';
import { useReflect } from '../../shared/ui/hooks.ts';
import { prefersReducedMotion } from '../../shared/ui/motion.ts';
import { requirePart } from '../../shared/ui/author-markup.ts';

/** Disclosure open and close durations, ms (docs/behaviour/states.md, docs/behaviour/constants.md). */
export const DISCLOSURE_MS = { open: 200, close: 150 } as const;

type DisclosureProps = ElementProps<Attributes> & HostProps;

type Forced = 'open' | 'closed' | null;

/** Where each <details> is heading: while it animates closed it is still `open`. */
const heading = new WeakMap<HTMLDetailsElement, boolean>();
const isHeadingOpen = (details: HTMLDetailsElement) => heading.get(details) ?? details.open;

/** Opens or closes the <details>, animating its height unless reduced motion is preferred. */
function toggle(details: HTMLDetailsElement, open: boolean): void {
  if (isHeadingOpen(details) === open) return;
  heading.set(details, open);
  details.getAnimations().forEach((animation) => animation.cancel());
  if (prefersReducedMotion()) {
    details.open = open;
    return;
  }
  const from = details.offsetHeight;
  details.open = open;
  const to = details.offsetHeight;
  details.open = true; // closing: the content stays shown until the animation ends
  const animation = details.animate(
    { height: [`${from}px`, `${to}px`], overflow: ['hidden', 'hidden'] },
    { duration: open ? DISCLOSURE_MS.open : DISCLOSURE_MS.close, easing: 'ease-out' },
  );
  animation.onfinish = () => (details.open = open);
}

/** The forced state while one of the media queries matches. */
function forcedBy(openMedia?: string, closedMedia?: string): Forced {
  if (openMedia && matchMedia(openMedia).matches) return 'open';
  if (closedMedia && matchMedia(closedMedia).matches) return 'closed';
  return null;
}

/**
 * The disclosure of docs/behaviour/content.md, docs/behaviour/states.md around the author's <details>: it works without the script; with it, Esc
 * (with the focus inside) and a click outside close it, media queries force it open or closed while they
 * match, and it opens in 200 ms and closes in 150 ms.
 */
export function Disclosure({ host, openMedia, closedMedia }: DisclosureProps) {
  const [details] = useState(() => requirePart<HTMLDetailsElement>(host, ':scope > details', 'a <details>'));
  const [forced, setForced] = useState<Forced>(() => forcedBy(openMedia, closedMedia));
  useReflect(host, 'forced', forced);

  useEffect(() => {
    const queries = [openMedia, closedMedia]
      .filter((query): query is string => Boolean(query))
      .map(matchMedia);
    const update = () => setForced(forcedBy(openMedia, closedMedia));
    update();
    queries.forEach((query) => query.addEventListener('change', update));
    return () => queries.forEach((query) => query.removeEventListener('change', update));
  }, [openMedia, closedMedia]);

  // a forced state applies at once: it follows the window, not the shopper
  useEffect(() => {
    if (!details || !forced) return;
    details.getAnimations().forEach((animation) => animation.cancel());
    details.open = forced === 'open';
    heading.set(details, details.open);
    const summary = details.querySelector(':scope > summary');
    summary?.setAttribute('aria-disabled', 'true');
    return () => summary?.removeAttribute('aria-disabled');
  }, [details, forced]);

  // native listeners: the <details> is slotted light-DOM content
  useLayoutEffect(() => {
    if (!details) return;
    const summary = details.querySelector(':scope > summary');
    const close = () => {
      if (!isHeadingOpen(details) || forced) return;
      const active = deepActiveElement();
      if (active && details.contains(active) && active !== summary && summary instanceof HTMLElement)
        summary.focus();
      toggle(details, false);
    };
    const onClick = (event: MouseEvent) => {
      if (!summary || !(event.target instanceof Node) || !summary.contains(event.target)) return;
      event.preventDefault(); // the element decides: forced, or animated
      if (!forced) toggle(details, !isHeadingOpen(details));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (details.contains(deepActiveElement())) close();
    };
    const onOutside = (event: PointerEvent) => {
      if (!event.composedPath().includes(host)) close();
    };
    // a script or the browser (find in page) opened or closed it: that is where it is heading now
    const onToggle = () => {
      if (!details.getAnimations().length) heading.set(details, details.open);
    };
    details.addEventListener('toggle', onToggle);
    host.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    return () => {
      details.removeEventListener('toggle', onToggle);
      host.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
    };
  }, [host, details, forced]);

  return <slot />;
}
