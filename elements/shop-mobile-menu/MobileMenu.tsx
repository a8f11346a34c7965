import { useCallback, useLayoutEffect, useState } from 'react';
import type { HostProps } from '../../shared/runtime/define.tsx';
import { t } from '../../shared/i18n/index.ts';
import { afterNextPaint } from '../../shared/ui/after-paint.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { useReflect } from '../../shared/ui/hooks.ts';

/** The slide-out menu titled 'Меню' around the author's navigation. */
export function MobileMenu({ host }: HostProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useReflect(host, 'open', open);

  // a followed link closes the menu, so an in-page anchor is not hidden behind it (a native listener:
  // React does not see clicks on slotted content)
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.('a[href]') && host.contains(event.target as Node))
        close();
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, close]);
  return (
    <>
      <button
        type="button"
        className="opener"
        part="opener"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('open_menu')}
        // the modal's first opening restyles the whole page (every element turns inert): after the tap's frame
        onClick={() => afterNextPaint(() => setOpen(true))}
      >
        <slot name="opener">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </slot>
      </button>
      <Dialog open={open} title={t('menu')} onClose={close} placement="side">
        <slot />
      </Dialog>
    </>
  );
}
