import { getConfig } from '../../shared/config.ts';
import type { LatLon } from '../../shared/domain/geo.ts';
import type { OrderPayload } from '../../shared/contract/requests.ts';
import { emptyCheckoutForm, type CheckoutForm } from '../../shared/domain/order-payload.ts';

/** What survives a failed submit and a reload: the form and the chosen map point. */
export interface SavedCheckout {
  form: CheckoutForm;
  point: LatLon | null;
}

const key = () => `shop-checkout:${getConfig().storeId}`;

const isPoint = (value: unknown): value is LatLon =>
  Array.isArray(value) && value.length === 2 && value.every((n) => Number.isFinite(n));

/** The saved checkout over the empty form; only known fields of the right type are taken. */
export function loadCheckout(): SavedCheckout {
  const form = emptyCheckoutForm();
  let point: LatLon | null = null;
  try {
    const raw = JSON.parse(sessionStorage.getItem(key()) ?? 'null') as Partial<SavedCheckout> | null;
    const saved = (raw?.form ?? {}) as Record<string, unknown>;
    for (const [name, fallback] of Object.entries(form)) {
      const value = saved[name];
      if (Array.isArray(fallback) ? Array.isArray(value) : typeof value === typeof fallback) {
        (form as unknown as Record<string, unknown>)[name] = Array.isArray(value) ? value.map(String) : value;
      }
    }
    if (isPoint(raw?.point)) point = raw.point;
  } catch {
    // a broken entry starts the form afresh
  }
  return { form, point };
}

export function saveCheckout(saved: SavedCheckout): void {
  try {
    sessionStorage.setItem(key(), JSON.stringify(saved));
  } catch {
    // storage full or blocked: the form still works, it just is not kept
  }
}

/**
 * An order sent and not confirmed or refused yet: its Idempotency-Key and what was sent first. Kept beside the
 * form, so that sending it again, after a reload too, is the same order (docs/behaviour/errors.md "Not confirmed
 * yet").
 */
export interface PendingOrder {
  key: string;
  payload: OrderPayload;
}

const orderKey = () => `shop-checkout-order:${getConfig().storeId}`;

export function loadPendingOrder(): PendingOrder | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(orderKey()) ?? 'null') as Partial<PendingOrder> | null;
    return typeof saved?.key === 'string' && typeof saved.payload === 'object' && saved.payload
      ? { key: saved.key, payload: saved.payload }
      : null;
  } catch {
    return null;
  }
}

export function savePendingOrder(order: PendingOrder): void {
  try {
    sessionStorage.setItem(orderKey(), JSON.stringify(order));
  } catch {
    // storage full or blocked: the order still goes, with its key for this visit only
  }
}

/** The order the store refused or placed: the next one is another order, with a key of its own. */
export function clearPendingOrder(): void {
  try {
    sessionStorage.removeItem(orderKey());
  } catch {
    // nothing kept, nothing to clear
  }
}

export function clearCheckout(): void {
  try {
    sessionStorage.removeItem(key());
  } catch {
    // nothing kept, nothing to clear
  }
  clearPendingOrder();
}
