import { atom } from 'jotai/vanilla';
import { listen, type ToastDetail } from '../../shared/events.ts';
import { shopStore } from '../../shared/store.ts';
import { TOAST_DURATION_MS } from '../../shared/toast.ts';

/** A toast fired and not yet dismissed. */
export interface QueuedToast extends ToastDetail {
  id: number;
  /** ms it still stays on screen: a toaster taken off the page mid-way leaves the rest to the next one */
  left: number;
}

/**
 * The toasts on screen or waiting for a toaster, kept in the shared store rather than in a toaster: a site that
 * swaps pages replaces the body and its toaster, and the next toaster shows what the last one had not finished
 * and what was fired in between (docs/sites-that-swap-pages.md). It listens from the toaster's first load on,
 * which the autoloader's toaster brings at the start of every page.
 */
export const toastsAtom = atom<QueuedToast[]>([]);

let lastId = 0;
listen('shop-toast', (detail) => {
  if (!detail || typeof detail.message !== 'string') return; // page scripts fire toasts too
  const toast = { ...detail, id: ++lastId, left: TOAST_DURATION_MS };
  shopStore.set(toastsAtom, (toasts) => [...toasts, toast]);
});

export const dismissToast = (id: number) =>
  shopStore.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id));
