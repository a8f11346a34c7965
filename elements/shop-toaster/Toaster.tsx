import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { getConfig } from '../../shared/config.ts';
import { shopUrl } from '../../shared/domain/safe-url.ts';
import type { ToastDetail } from '../../shared/events.ts';
import { t } from '../../shared/i18n/index.ts';
import { deepActiveElement } from '../../shared/ui/focus.ts';
import { useShopEvent } from '../../shared/ui/hooks.ts';

/** How long a toast stays (docs/behaviour/constants.md). */
export const TOAST_DURATION_MS = 3000;
/** The key that takes the keyboard to the newest toast's link or close button (as Sonner's toasters do). */
export const TOAST_SHORTCUT = 'Alt+T';
const isShortcut = (event: globalThis.KeyboardEvent) =>
  event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyT';

interface Toast extends ToastDetail {
  id: number;
}

let nextId = 1;

/**
 * Shows every `shop-toast` for 3000 ms with a close button, in a polite live region. Alt+T moves the focus to
 * the newest toast; a toast stays while it has the focus or the pointer; closing it (its button or Esc) gives
 * the focus back to the control the shopper came from.
 */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const list = useRef<HTMLDivElement>(null);
  const cameFrom = useRef<Element | null>(null);

  const dismiss = useCallback((id: number) => {
    const closing = list.current?.querySelector(`[data-toast="${id}"]`);
    if (closing?.matches(':focus-within')) {
      const target = cameFrom.current;
      cameFrom.current = null;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    }
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  useShopEvent('shop-toast', (detail) => {
    if (!detail || typeof detail.message !== 'string') return;
    setToasts((current) => [...current, { ...detail, id: nextId++ }]);
  });

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isShortcut(event)) return;
      const newest = list.current?.lastElementChild;
      const target = newest?.querySelector<HTMLElement>('a[href]') ?? newest?.querySelector('button');
      if (!target) return;
      event.preventDefault();
      const active = deepActiveElement();
      if (!list.current?.contains(active)) cameFrom.current = active;
      target.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      className="toaster"
      part="region"
      aria-label={t('notifications')}
      aria-keyshortcuts={TOAST_SHORTCUT}
    >
      <div ref={list} role="status" aria-live="polite" aria-atomic="false" className="toaster__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const clock = useToastClock(() => onDismiss(toast.id));
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) clock.hold('focus', false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onDismiss(toast.id);
  };

  // a toast's link stays in the shop: page scripts fire toasts too
  const href = toast.link ? shopUrl(toast.link.href, getConfig()) : null;
  return (
    <div
      className={`toast toast--${toast.kind}`}
      part={`toast toast-${toast.kind}`}
      data-toast={toast.id}
      onMouseEnter={() => clock.hold('pointer', true)}
      onMouseLeave={() => clock.hold('pointer', false)}
      onFocus={() => clock.hold('focus', true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <p className="toast__message">
        {toast.message}
        {toast.link && href ? (
          <>
            {' '}
            <a href={href} part="toast-link" aria-keyshortcuts={TOAST_SHORTCUT}>
              {toast.link.text}
            </a>
            <span className="visually-hidden"> {t('toast_shortcut', { keys: TOAST_SHORTCUT })}</span>
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

/**
 * A toast's 3000 ms, paused while the shopper points at or focuses the toast so a link can still be used.
 * The handlers stop the clock at once: waiting for React's next effects would let the toast go under the pointer.
 */
function useToastClock(expire: () => void) {
  const expireRef = useRef(expire);
  expireRef.current = expire;
  const [clock] = useState(() => {
    let remaining = TOAST_DURATION_MS;
    let running: { timer: ReturnType<typeof setTimeout>; started: number } | null = null;
    const holds = new Set<'pointer' | 'focus'>();
    const stop = () => {
      if (!running) return;
      clearTimeout(running.timer);
      remaining -= Date.now() - running.started;
      running = null;
    };
    const start = () => {
      if (running || holds.size > 0) return;
      running = { timer: setTimeout(() => expireRef.current(), remaining), started: Date.now() };
    };
    return {
      start,
      stop,
      hold(by: 'pointer' | 'focus', on: boolean) {
        if (on) holds.add(by);
        else holds.delete(by);
        if (holds.size > 0) stop();
        else start();
      },
    };
  });
  useEffect(() => {
    clock.start();
    return clock.stop;
  }, [clock]);
  return clock;
}
