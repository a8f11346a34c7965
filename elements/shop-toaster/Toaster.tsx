import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { getConfig } from '../../shared/config.ts';
import { shopUrl } from '../../shared/domain/safe-url.ts';
import { t } from '../../shared/i18n/index.ts';
import { useShopValue } from '../../shared/store.ts';
import { deepActiveElement } from '../../shared/ui/focus.ts';
import { dismissToast, toastsAtom, type QueuedToast } from './toast-queue.ts';
/** The key that takes the keyboard to the newest toast's link or close button (as Sonner's toasters do). */
export const TOAST_SHORTCUT = 'Alt+T';
const isShortcut = (event: globalThis.KeyboardEvent) =>
  event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyT';

/**
 * Shows every `shop-toast` for 3000 ms with a close button, in a polite live region. Alt+T moves the focus to
 * the newest toast; a toast stays while it has the focus or the pointer; closing it (its button or Esc) gives
 * the focus back to the control the shopper came from. The toasts are the shared store's, so
 * a toaster that joins the page after a page swap shows those fired while there was none (./toast-queue.ts).
 */
export function Toaster() {
  const toasts = useShopValue(toastsAtom);
  const list = useRef<HTMLDivElement>(null);
  const cameFrom = useRef<Element | null>(null);

  const dismiss = useCallback((id: number) => {
    const closing = list.current?.querySelector(`[data-toast="${id}"]`);
    if (closing?.matches(':focus-within')) {
      const target = cameFrom.current;
      cameFrom.current = null;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    }
    dismissToast(id);
  }, []);

  useLayoutEffect(() => {
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

function ToastItem({ toast, onDismiss }: { toast: QueuedToast; onDismiss: (id: number) => void }) {
  const clock = useToastClock(toast, () => onDismiss(toast.id));
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
 * The time left is the queued toast's, so a toaster that replaces this one (a page swap) goes on from there.
 */
function useToastClock(toast: QueuedToast, expire: () => void) {
  const expireRef = useRef(expire);
  expireRef.current = expire;
  const [clock] = useState(() => {
    let running: { timer: ReturnType<typeof setTimeout>; started: number } | null = null;
    const holds = new Set<'pointer' | 'focus'>();
    const stop = () => {
      if (!running) return;
      clearTimeout(running.timer);
      toast.left -= Date.now() - running.started;
      running = null;
    };
    const start = () => {
      if (running || holds.size > 0) return;
      running = { timer: setTimeout(() => expireRef.current(), toast.left), started: Date.now() };
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
