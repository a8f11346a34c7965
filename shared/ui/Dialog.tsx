import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { t } from '../i18n/index.ts';
import { deepActiveElement, trapTab } from './focus.ts';

export { deepActiveElement };

interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** 'side' slides in from the edge (menus, filters); 'center' is a modal window */
  placement?: 'side' | 'center';
  className?: string;
  /** where the focus goes on close, given the control that opened the dialog (default: that control) */
  returnFocus?: (opener: Element | null) => Element | null;
}

/**
 * A modal dialog on the native <dialog>: the rest of the page is inert while it is open (focus stays inside),
 * Esc closes it, and focus returns to the control that opened it.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  placement = 'center',
  className = '',
  returnFocus,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);
  // drawn from its first opening on: a page's closed dialogs (the cards' notify modals, the menu) cost no upgrade
  const [drawn, setDrawn] = useState(open);
  if (open && !drawn) setDrawn(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = deepActiveElement();
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault(); // React state decides; Esc asks to close
      onClose();
    };
    const onClosed = () => {
      const target = returnFocus ? returnFocus(opener.current) : opener.current;
      opener.current = null;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
    // native listeners: React does not see events whose target is slotted light-DOM content
    const onKeyDown = (event: KeyboardEvent) => trapTab(event, dialog, deepActiveElement());
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      // a click on the backdrop (the dialog itself), or on the close button
      if (target === dialog || (dialog.contains(target) && target.closest('.dialog__close'))) onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('click', onClick);
    };
  }, [onClose, returnFocus]);

  return (
    <dialog
      ref={ref}
      part="dialog"
      className={`dialog dialog--${placement} ${className}`}
      aria-labelledby={titleId}
    >
      {drawn ? (
        <>
          <div className="dialog__header" part="dialog-header">
            <h2 id={titleId} className="dialog__title" part="dialog-title">
              {title}
            </h2>
            <button type="button" className="dialog__close" part="close" aria-label={t('close')}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className="dialog__body" part="dialog-body">
            {children}
          </div>
        </>
      ) : null}
    </dialog>
  );
}
