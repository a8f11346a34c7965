import { useCallback, useEffect, useRef, useState } from 'react';
import { safeUrl } from '../../shared/domain/safe-url.ts';
import type { ToastDetail } from '../../shared/events.ts';
import { t } from '../../shared/i18n/index.ts';
import { useShopEvent } from '../../shared/ui/hooks.ts';

/** How long a toast stays (spec §9). */
export const TOAST_DURATION_MS = 3000;

interface Toast extends ToastDetail {
  id: number;
}

let nextId = 1;

/** Shows every `shop-toast` for 3000 ms with a close button, in a polite live region. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  useShopEvent('shop-toast', (detail) => {
    if (!detail || typeof detail.message !== 'string') return;
    setToasts((list) => [...list, { ...detail, id: nextId++ }]);
  });

  return (
    <section className="toaster" part="region" aria-label={t('notifications')}>
      <div role="status" aria-live="polite" aria-atomic="false" className="toaster__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(TOAST_DURATION_MS);

  // the timer pauses while the shopper points at or focuses the toast, so a link can still be used
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id, onDismiss]);

  const href = toast.link ? safeUrl(toast.link.href) : null;
  return (
    <div
      className={`toast toast--${toast.kind}`}
      part={`toast toast-${toast.kind}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="toast__message">
        {toast.message}
        {toast.link && href ? (
          <>
            {' '}
            <a href={href} part="toast-link">
              {toast.link.text}
            </a>
          </>
        ) : null}
      </p>
      <button
        type="button"
        className="toast__close"
        part="toast-close"
        aria-label={t('close')}
        onClick={() => onDismiss(toast.id)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
