import { emit, type ToastLink } from './events.ts';
import { t } from './i18n/index.ts';

/** How long a toast stays (docs/behaviour/constants.md). */
export const TOAST_DURATION_MS = 3000;

/** A toast asked for by `from`, the element whose action it reports (the event comes from it). */
export const toastSuccess = (from: HTMLElement, message: string, link?: ToastLink) =>
  emit('shop-toast', { kind: 'success', message, link }, from);
export const toastError = (from: HTMLElement, message: string) =>
  emit('shop-toast', { kind: 'error', message }, from);
/** The generic error of the error catalogue (docs/behaviour/errors.md). */
export const toastGenericError = (from: HTMLElement) => toastError(from, t('generic_error'));
/** A write the store has not confirmed yet: it may have happened, and the element tells what did once it knows. */
export const toastNotConfirmed = (from: HTMLElement) =>
  emit('shop-toast', { kind: 'info', message: t('not_confirmed') }, from);
