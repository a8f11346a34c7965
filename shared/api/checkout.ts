import type { LatLon } from '../domain/geo.ts';
import type { DeliveryPricing, DeliveryType, LiftPricing } from '../domain/pricing.ts';
import { ApiError, getPath, http, postPath, type CallOptions } from './client.ts';

/** The signed-in client that prefills the checkout (spec §3 "Client"). */
export interface Client {
  firstName: string;
  email: string;
  phone: string;
}

/**
 * The details the checkout form keeps but spec §3 leaves out of the order table, sent under the one extra key
 * `delivery_details` (names as in the spec's list), plus `point`: the delivery point on the map for `self`.
 */
export interface DeliveryDetails {
  flat: number | null;
  entrance: number | null;
  comment: string;
  date: string;
  /** one of the §9 slots; default '16:00 - 18:00' */
  time: string;
  isRiseFloor: boolean;
  isNotElevator: boolean;
  /** 2–20, or null when no floor is chosen (counts as 1) */
  raiseOnFloor: number | null;
  isTakesAnotherPerson: boolean;
  recipientPhone: string;
  recipientFullName: string;
  isQuestions: boolean;
  /** [lat, lon] of the marker; required for `self` (the store recomputes the zone and the route from it) */
  point: LatLon | null;
}

/**
 * The order (spec §3 "Order"). `legal_data` only for an organization; `lift_data` only when both values are
 * truthy; `payment_data` entries only when not null; `additional_data` only when call_time is set; `services`
 * only with at least one installment item. `delivery_details` is this project's documented extra key.
 */
export interface OrderPayload {
  name: string;
  email: string;
  /** digits only */
  phone: string;
  legal_type: 'individual' | 'organization';
  legal_data?: { inn: number };
  delivery_type: DeliveryType | '';
  delivery_data: {
    /** locality + ' ' + street/house */
    address: string;
    /** metres, the route's total_distance (0 without a route) */
    distance: number;
    /** the first delivery cost line's price */
    price: number;
    response: unknown[];
  };
  lift_data?: { lift_level: number; lift_price: number };
  payment_method: 'tbank_card' | 'transfer';
  payment_data?: { coupon?: string; bonus?: number };
  additional_data?: { call_time: string };
  services?: { projecting: boolean; installment_items: { product_id: number; price: number }[] };
  delivery_details: DeliveryDetails;
}

/** The answer of `POST orders`: on refusal `errors` holds flags such as 'phone' or 'map'. */
export interface OrderAnswer {
  success: boolean;
  payment_url?: string;
  errors?: string[];
}

export const fetchDeliveryPricing = (options?: CallOptions) =>
  http.get<DeliveryPricing>(getPath('delivery/self/data'), options);

export const fetchPickupPrice = (options?: CallOptions) =>
  http.get<{ price: number }>(getPath('delivery/pickup/data'), options);

export const fetchLiftPricing = (options?: CallOptions) =>
  http.get<LiftPricing>(getPath('lift/data'), options);

/** The signed-in client, or null for a guest. */
export async function fetchClient(options?: CallOptions): Promise<Client | null> {
  const answer = await http.get<Partial<Client> | null>(getPath('auth/client/get'), options);
  if (!answer || typeof answer !== 'object' || !('email' in answer)) return null;
  return { firstName: answer.firstName ?? '', email: answer.email ?? '', phone: answer.phone ?? '' };
}

/**
 * Sends the order once; never retried. A refusal (422 `{success: false, errors: [...]}`) resolves with its
 * flags; any other failure throws the ApiError.
 */
export async function placeOrder(payload: OrderPayload | unknown): Promise<OrderAnswer> {
  try {
    return (await http.postJson<OrderAnswer | null>(postPath('orders'), payload)) ?? { success: false };
  } catch (error) {
    const body = error instanceof ApiError ? (error.body as Partial<OrderAnswer> | null) : null;
    if (error instanceof ApiError && error.status === 422 && Array.isArray(body?.errors)) {
      return { success: false, errors: body.errors.map(String) };
    }
    throw error;
  }
}
