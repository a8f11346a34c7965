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

/**
 * Sends the order once; never retried. A refusal (`{success: false, errors: [flags]}`, usually 422) resolves
 * with its flags; any other failure throws the ApiError.
 */
export async function placeOrder(payload: OrderPayload): Promise<OrderResult> {
  try {
    const answer = await http.postJson(postPath('orders'), payload, {
      name: 'POST orders',
      answer: OrderAnswer,
      budget: 'order',
    });
    return { placed: true, paymentUrl: answer.payment_url };
  } catch (error) {
    const refusal = error instanceof ApiError ? v.safeParse(OrderRefusal, error.body) : null;
    if (refusal?.success) return { placed: false, errors: refusal.output.errors };
    throw error;
  }
}
