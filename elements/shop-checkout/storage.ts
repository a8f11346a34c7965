import { getConfig } from '../../shared/config.ts';
import type { LatLon } from '../../shared/domain/geo.ts';
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

export function clearCheckout(): void {
  try {
    sessionStorage.removeItem(key());
  } catch {
    // nothing kept, nothing to clear
  }
}
