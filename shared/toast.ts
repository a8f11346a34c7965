import { emit, type ToastLink } from './events.ts';
import { t } from './i18n/index.ts';

/** How long a toast stays (docs/behaviour/constants.md). */
export const TOAST_DURATION_MS = 3000;

export const toastSuccess = (message: string, link?: ToastLink) =>
  emit('shop-toast', { kind: 'success', message, link });
export const toastError = (message: string) => emit('shop-toast', { kind: 'error', message });
/** The generic error of the error catalogue (docs/behaviour/errors.md). */
export const toastGenericError = () => toastError(t('generic_error'));
