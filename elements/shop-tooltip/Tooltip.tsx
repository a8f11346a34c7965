import { useEffect, useId, useLayoutEffect, useState } from 'react';
import type { HostProps } from '../../shared/runtime/define.tsx';
import type { ElementProps } from '../../shared/runtime/props.ts';
import type { Attributes } from './shop-tooltip.ts';
import { useReflect } from '../../shared/ui/hooks.ts';

type TooltipProps = ElementProps<Attributes> & HostProps;

/**
 * A tooltip on the slotted element (docs/behaviour/product.md): shown on hover and focus, hidden on leave, blur and Esc,
 * placed with Floating UI, loaded on the first hover or focus. The tooltip lives in the light DOM so the
 * trigger's aria-describedby reaches it.
 */
export function Tooltip({ host, content }: TooltipProps) {
  const [open, setOpen] = useState(false);
  // one React root for the page, so the id is unique among all tooltips
  const id = `shop-tooltip${useId().replace(/:/g, '-')}`;
  useReflect(host, 'open', open);

  useLayoutEffect(() => {
    if (!content) return;
    const trigger = host.querySelector<HTMLElement>(':scope > :not([slot])');
    const tip = document.createElement('span');
    tip.id = id;
    tip.slot = 'tooltip';
    tip.setAttribute('role', 'tooltip');
    tip.textContent = content;
    tip.hidden = true;
    host.append(tip);
    const described = trigger?.getAttribute('aria-describedby');
    trigger?.setAttribute('aria-describedby', described ? `${described} ${id}` : id);
    const show = () => setOpen(true);
    const hide = () => setOpen(false);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    host.addEventListener('mouseenter', show);
    host.addEventListener('mouseleave', hide);
    host.addEventListener('focusin', show);
    host.addEventListener('focusout', hide);
    document.addEventListener('keydown', onKey);
    return () => {
      host.removeEventListener('mouseenter', show);
      host.removeEventListener('mouseleave', hide);
      host.removeEventListener('focusin', show);
      host.removeEventListener('focusout', hide);
      document.removeEventListener('keydown', onKey);
      if (described) trigger?.setAttribute('aria-describedby', described);
      else trigger?.removeAttribute('aria-describedby');
      tip.remove();
    };
  }, [host, content, id]);

  useEffect(() => {
    const tip = document.getElementById(id);
    const trigger = host.querySelector<HTMLElement>(':scope > :not([slot])') ?? host;
    if (!tip) return;
    tip.hidden = !open;
    if (!open) return;
    // laid out (so Floating UI measures its real size) but unseen until it stands in its place
    tip.style.visibility = 'hidden';
    let stop: (() => void) | undefined;
    let closed = false;
    import('@floating-ui/dom').then(({ autoUpdate, computePosition, flip, offset, shift }) => {
      if (closed) return;
      stop = autoUpdate(trigger, tip, () => {
        computePosition(trigger, tip, {
          placement: 'top',
          strategy: 'fixed',
          middleware: [offset(8), flip(), shift({ padding: 8 })],
        }).then(({ x, y, placement }) => {
          Object.assign(tip.style, { left: `${x}px`, top: `${y}px` });
          tip.dataset.placement = placement;
          tip.style.visibility = '';
        }, console.error);
      });
    }, console.error);
    return () => {
      closed = true;
      stop?.();
    };
  }, [host, open, id, content]);

  return (
    <>
      <slot />
      <slot name="tooltip" />
    </>
  );
}
