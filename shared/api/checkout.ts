import {
  ClientAnswer,
  DeliveryPricing,
  LiftPricing,
  OrderAnswer,
  OrderRefusal,
  PickupPrice,
  type Client,
} from '../contract/checkout.ts';
import type { OrderPayload } from '../contract/requests.ts';
import * as v from 'valibot';
import { ApiError, getPath, http, postPath, type CallOptions } from './client.ts';
import { IDEMPOTENCY_KEY } from '../contract/common.ts';

export const fetchDeliveryPricing = (options?: CallOptions): Promise<DeliveryPricing> =>
  http.get(
    getPath('delivery/self/data'),
    { name: 'GET delivery/self/data', answer: DeliveryPricing },
    options,
  );

export const fetchPickupPrice = (options?: CallOptions) =>
  http.get(
    getPath('delivery/pickup/data'),
    { name: 'GET delivery/pickup/data', answer: PickupPrice },
    options,
  );

export const fetchLiftPricing = (options?: CallOptions): Promise<LiftPricing> =>
  http.get(getPath('lift/data'), { name: 'GET lift/data', answer: LiftPricing }, options);

/** The signed-in client, or null for a guest. */
export const fetchClient = (options?: CallOptions): Promise<Client | null> =>
  http.get(getPath('auth/client/get'), { name: 'GET auth/client/get', answer: ClientAnswer }, options);

/** A placed order goes to its payment page; a refused one names the fields at fault. */
export type OrderResult = { placed: true; paymentUrl: string } | { placed: false; errors: string[] };

/** A refusal (`{success: false, errors: [flags]}`, usually 422) as its flags; null for any other failure. */
function refusalOf(error: unknown): OrderResult | null {
  const refusal = error instanceof ApiError ? v.safeParse(OrderRefusal, error.body) : null;
  return refusal?.success ? { placed: false, errors: refusal.output.errors } : null;
}

/** The store's 422 for a key it took with another request (docs/backend.md "Idempotency"). */
const keyTaken = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 422 &&
  typeof (error.body as { errors?: unknown } | null)?.errors === 'object' &&
  IDEMPOTENCY_KEY in ((error.body as { errors: object }).errors ?? {});

/**
 * Sends the order with its key; never retried behind the shopper's back. A refusal resolves with its flags; any
 * other failure throws the ApiError, whose late answer (`late`, when it got none in time) resolves the same way.
 * When the key went out before with `first` (another payload, the form changed since) and the store took that
 * one, its answer is asked for again: one order, the first.
 */
export async function placeOrder(
  payload: OrderPayload,
  key?: string,
  first?: OrderPayload,
): Promise<OrderResult> {
  const placed = (answer: unknown): OrderResult => ({
    placed: true,
    paymentUrl: (answer as { payment_url: string }).payment_url,
  });
  try {
    return placed(
      await http.postJson(
        postPath('orders'),
        payload,
        { name: 'POST orders', answer: OrderAnswer, budget: 'order' },
        { key },
      ),
    );
  } catch (error) {
    const refused = refusalOf(error);
    if (refused) return refused;
    if (first && first !== payload && keyTaken(error)) return placeOrder(first, key);
    if (error instanceof ApiError && error.late) {
      error.late = error.late.then(placed, (late: unknown) => {
        const lateRefusal = refusalOf(late);
        if (lateRefusal) return lateRefusal;
        throw late;
      });
      error.late.catch(() => {}); // whoever waits for it handles its failure
    }
    throw error;
  }
}
