import * as v from 'valibot';
import { Amount } from './common.ts';

/** Delivery time slots of docs/behaviour/constants.md, and the default. */
export const DELIVERY_TIME_SLOTS = [
  '10:00 - 12:00',
  '12:00 - 14:00',
  '14:00 - 16:00',
  '16:00 - 18:00',
  '18:00 - 20:00',
] as const;
export const DEFAULT_DELIVERY_TIME = '16:00 - 18:00';
/** Call-back times of docs/behaviour/constants.md, in minutes; sent as text (`additional_data.call_time`). */
export const CALL_TIMES = [10, 20, 30] as const;
export const CALL_TIME_VALUES = ['10', '20', '30'] as const;
/** Selectable floors of docs/behaviour/constants.md: 2 to 20. */
export const FLOOR_MIN = 2;
export const FLOOR_MAX = 20;
export const FLOORS = Array.from({ length: FLOOR_MAX - FLOOR_MIN + 1 }, (_, i) => i + FLOOR_MIN);
export const DELIVERY_TYPES = ['pickup', 'tk_terminal', 'self'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const PAYMENT_METHODS = ['tbank_card', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const LEGAL_TYPES = ['individual', 'organization'] as const;
export type LegalType = (typeof LEGAL_TYPES)[number];

/** One delivery tier: its price applies when sumFrom ≤ goods sum < sumTo. */
export const DeliveryTier = v.looseObject({ sumFrom: Amount, sumTo: Amount, price: Amount });
export type DeliveryTier = v.InferOutput<typeof DeliveryTier>;

/** `GET delivery/self/data` (docs/behaviour/data.md "Delivery pricing"); outsideRingPrice is per km. */
export const DeliveryPricing = v.looseObject({ prices: v.array(DeliveryTier), outsideRingPrice: Amount });
export type DeliveryPricing = v.InferOutput<typeof DeliveryPricing>;

/** One lift tier: it applies when weightFrom ≤ cart weight (sum_weight) < weightTo. */
export const LiftTier = v.looseObject({
  weightFrom: Amount,
  weightTo: Amount,
  withElevatorPrice: v.nullable(Amount),
  withoutElevatorPrice: v.nullable(Amount),
});
export type LiftTier = v.InferOutput<typeof LiftTier>;

/** `GET lift/data` (docs/behaviour/data.md "Lift pricing"); porterPrice is per km. */
export const LiftPricing = v.looseObject({ prices: v.array(LiftTier), porterPrice: Amount });
export type LiftPricing = v.InferOutput<typeof LiftPricing>;

/** `GET delivery/pickup/data` */
export const PickupPrice = v.looseObject({ price: Amount });
export type PickupPrice = v.InferOutput<typeof PickupPrice>;

/** `GET auth/client/get`: the signed-in client that prefills the checkout, or null for a guest. */
export const ClientAnswer = v.nullable(
  v.looseObject({ firstName: v.string(), email: v.string(), phone: v.string() }),
);
export type Client = NonNullable<v.InferOutput<typeof ClientAnswer>>;

export type LatLon = [number, number];

/** The answer of a placed order: where the shopper goes next (the bank's page, or the order page). */
export const OrderAnswer = v.looseObject({ success: v.literal(true), payment_url: v.string() });

/** A refused order (422): the flags of what is wrong, e.g. ['phone'] or ['map'] (docs/behaviour/validation.md, docs/behaviour/errors.md). */
export const OrderRefusal = v.looseObject({ success: v.literal(false), errors: v.array(v.string()) });
