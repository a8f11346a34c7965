import { useLayoutEffect, useState } from 'react';
import type { HostProps } from '../../shared/runtime/define.tsx';
import { useReflect } from '../../shared/ui/hooks.ts';
import { byId, requirePart } from '../../shared/ui/author-markup.ts';

/**
 * A popover opener (docs/behaviour/product.md): the slotted [aria-controls] opener toggles aria-expanded on itself and the
 * 'active' class on the controlled element; a click outside both, or Esc, closes it.
 */
export function Popover({ host }: HostProps) {
  const [open, setOpen] = useState(false);
  useReflect(host, 'open', open);

  useLayoutEffect(() => {
    const opener = requirePart(host, '[aria-controls]', 'an opener with aria-controls');
    const id = opener?.getAttribute('aria-controls');
    const panel = id ? byId(host, id) : null;
    if (!opener || !panel) return;
    opener.setAttribute('aria-expanded', String(open));
    panel.classList.toggle('active', open);
    if (!open) return;
    const onOutside = (event: Event) => {
      const path = event.composedPath();
      if (!path.includes(host) && !path.includes(panel)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (panel.contains(document.activeElement) || opener === document.activeElement) opener.focus();
    };
    document.addEventListener('click', onOutside, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onOutside, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [host, open]);

  useLayoutEffect(() => {
    const onClick = (event: Event) => {
      const opener = (event.target as Element | null)?.closest?.('[aria-controls]');
      if (!opener || !host.contains(opener)) return;
      event.preventDefault();
      setOpen((current) => !current);
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host]);

  return <slot />;
}
