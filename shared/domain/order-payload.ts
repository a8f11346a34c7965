/** The checkout payload of docs/behaviour/data.md 'Order', built from what the shopper entered and the computed prices. */
import type { DeliveryType, LegalType, PaymentMethod } from '../contract/checkout.ts';
import type { OrderPayload } from '../contract/requests.ts';

type CallTime = NonNullable<OrderPayload['additional_data']>['call_time'];
import type { LatLon } from './geo.ts';
import { phoneDigits } from './phone.ts';

export {
  CALL_TIMES,
  DEFAULT_DELIVERY_TIME,
  DELIVERY_TIME_SLOTS,
  FLOORS,
  type LegalType,
  type PaymentMethod,
} from '../contract/checkout.ts';
export type { DeliveryDetails, OrderPayload } from '../contract/requests.ts';
import { DEFAULT_DELIVERY_TIME } from '../contract/checkout.ts';

/** The delivery type on the form: none until a locality is chosen. */
export type OrderDeliveryType = '' | DeliveryType;

/** Everything the shopper enters on the checkout form (also what sessionStorage keeps). */
export interface CheckoutForm {
  legalType: LegalType;
  phone: string;
  name: string;
  email: string;
  inn: string;
  projecting: boolean;
  installation: boolean;
  /** product ids of the products whose installation is selected */
  installItems: string[];
  locality: string;
  /** the chosen locality suggestion's region ('Москва', 'Московская', ...); '' until one is chosen */
  region: string;
  cityFiasId: string;
  deliveryType: OrderDeliveryType;
  street: string;
  /** the house number of the chosen address ('' until an address with a house is chosen): couriers need one */
  house: string;
  flat: string;
  entrance: string;
  commentOpen: boolean;
  comment: string;
  paymentMethod: PaymentMethod;
  date: string;
  time: string;
  isRiseFloor: boolean;
  isNotElevator: boolean;
  /** the floor of the floor select; '' until chosen */
  raiseOnFloor: string;
  isTakesAnotherPerson: boolean;
  recipientPhone: string;
  recipientFullName: string;
  isQuestions: boolean;
  /** minutes of the call-back select; '' until chosen */
  callTime: string;
}

export const emptyCheckoutForm = (): CheckoutForm => ({
  legalType: 'individual',
  phone: '',
  name: '',
  email: '',
  inn: '',
  projecting: false,
  installation: false,
  installItems: [],
  locality: '',
  region: '',
  cityFiasId: '',
  deliveryType: '',
  street: '',
  house: '',
  flat: '',
  entrance: '',
  commentOpen: false,
  comment: '',
  paymentMethod: 'transfer',
  date: '',
  time: DEFAULT_DELIVERY_TIME,
  isRiseFloor: false,
  isNotElevator: false,
  raiseOnFloor: '',
  isTakesAnotherPerson: false,
  recipientPhone: '',
  recipientFullName: '',
  isQuestions: false,
  callTime: '',
});

/** The prices and the route the checkout computed for the current form. */
export interface OrderPricing {
  /** the first delivery cost line's price; null when no delivery type is chosen */
  deliveryPrice: number | null;
  /** the lift line's price; null when there is no lift line */
  liftPrice: number | null;
  /** road distance in metres (the route's total_distance), 0 without a route */
  distanceMeters: number;
  /** the route answers, sent as delivery_data.response */
  response: unknown[];
  /** the map point for `self`, sent in delivery_details.point */
  point: LatLon | null;
  coupon?: string | null;
  bonus?: number | null;
}

/** A cart line as far as installation goes: product id and installation price. */
export interface InstallableLine {
  productId: number | string;
  installmentPrice?: number | null;
}

const numberOrNull = (value: string): number | null => {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The lift level: the chosen floor without an elevator (default 1), floor 1 with an elevator. */
export function liftLevel(
  form: Pick<CheckoutForm, 'isRiseFloor' | 'isNotElevator' | 'raiseOnFloor'>,
): number {
  if (!form.isRiseFloor) return 0;
  if (!form.isNotElevator) return 1;
  return numberOrNull(form.raiseOnFloor) ?? 1;
}

/** The installation lines the shopper selected (installation on, product eligible with a price above 0). */
export function selectedInstallation(
  form: Pick<CheckoutForm, 'installation' | 'installItems'>,
  lines: InstallableLine[],
): { product_id: number; price: number }[] {
  if (!form.installation) return [];
  const chosen = new Set(form.installItems.map(String));
  const seen = new Set<string>();
  const items: { product_id: number; price: number }[] = [];
  for (const line of lines) {
    const price = Number(line.installmentPrice) || 0;
    const id = String(line.productId);
    if (price > 0 && chosen.has(id) && !seen.has(id)) {
      seen.add(id);
      items.push({ product_id: Number(line.productId), price });
    }
  }
  return items;
}

/** Builds the order exactly as the docs/behaviour/data.md table says, plus `delivery_details`. */
export function orderPayload(
  form: CheckoutForm,
  pricing: OrderPricing,
  lines: InstallableLine[],
  normalisePhone: (phone: string) => string = phoneDigits,
): OrderPayload {
  const self = form.deliveryType === 'self';
  const payload: OrderPayload = {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: normalisePhone(form.phone),
    legal_type: form.legalType,
    delivery_type: form.deliveryType as DeliveryType, // the form requires one before it submits
    delivery_data: {
      address: `${form.locality} ${self ? form.street : ''}`,
      distance: self ? Math.round(pricing.distanceMeters) || 0 : 0,
      price: pricing.deliveryPrice ?? 0,
      response: self ? pricing.response : [],
    },
    payment_method: form.paymentMethod,
    payment_data: {},
    delivery_details: {
      flat: self ? numberOrNull(form.flat) : null,
      entrance: self ? numberOrNull(form.entrance) : null,
      comment: self && form.commentOpen ? form.comment : '',
      date: self ? form.date : '',
      time: self ? (form.time as OrderPayload['delivery_details']['time']) : '',
      isRiseFloor: self && form.isRiseFloor,
      isNotElevator: self && form.isRiseFloor && form.isNotElevator,
      raiseOnFloor: self && form.isRiseFloor && form.isNotElevator ? numberOrNull(form.raiseOnFloor) : null,
      isTakesAnotherPerson: self && form.isTakesAnotherPerson,
      recipientPhone: self && form.isTakesAnotherPerson ? normalisePhone(form.recipientPhone) : '',
      recipientFullName: self && form.isTakesAnotherPerson ? form.recipientFullName.trim() : '',
      isQuestions: form.isQuestions,
      point: self ? pricing.point : null,
    },
  };
  if (form.legalType === 'organization') payload.legal_data = { inn: Number(form.inn.replace(/\D+/g, '')) };

  const level = self ? liftLevel(form) : 0;
  const liftPrice = self ? (pricing.liftPrice ?? 0) : 0;
  if (level && liftPrice) payload.lift_data = { lift_level: level, lift_price: liftPrice };

  const paymentData: NonNullable<OrderPayload['payment_data']> = {};
  if (pricing.coupon !== null && pricing.coupon !== undefined) paymentData.coupon = pricing.coupon;
  if (pricing.bonus !== null && pricing.bonus !== undefined) paymentData.bonus = pricing.bonus;
  payload.payment_data = paymentData;

  if (form.isQuestions && form.callTime) {
    // the select offers only the docs/behaviour/constants.md call-back times
    payload.additional_data = { call_time: form.callTime as CallTime };
  }

  const items = selectedInstallation(form, lines);
  if (items.length > 0) payload.services = { projecting: form.projecting, installment_items: items };
  return payload;
}
