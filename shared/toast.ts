import { atom } from 'jotai/vanilla';
import { emit, listen, type ToastDetail, type ToastLink } from './events.ts';
import { t } from './i18n/index.ts';
import { shopStore } from './store.ts';

/** How long a toast stays (docs/behaviour/constants.md). */
export const TOAST_DURATION_MS = 3000;

export const toastSuccess = (message: string, link?: ToastLink) =>
  emit('shop-toast', { kind: 'success', message, link });
export const toastInfo = (message: string, link?: ToastLink) =>
  emit('shop-toast', { kind: 'info', message, link });
export const toastError = (message: string) => emit('shop-toast', { kind: 'error', message });
/** The generic error of the error catalogue (docs/behaviour/errors.md). */
export const toastGenericError = () => toastError(t('generic_error'));

/** A toast fired and not yet dismissed. */
export interface QueuedToast extends ToastDetail {
  id: number;
  /** ms it still stays on screen: a toaster taken off the page mid-way leaves the rest to the next one */
  left: number;
}

/**
 * The toasts on screen or waiting for a toaster, kept in the shared store rather than in a toaster: a site that
 * swaps pages replaces the body and its toaster, and the next toaster shows what the last one had not finished
 * and what was fired in between (docs/sites-that-swap-pages.md).
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
