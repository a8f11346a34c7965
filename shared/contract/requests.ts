import * as v from 'valibot';
import {
  CALL_TIME_VALUES,
  DELIVERY_TIME_SLOTS,
  DELIVERY_TYPES,
  FLOOR_MAX,
  FLOOR_MIN,
  LEGAL_TYPES,
  PAYMENT_METHODS,
} from './checkout.ts';
import { Amount, Text, Whole } from './common.ts';
import { CAPTCHA_FIELD, type EnquiryType } from './forms.ts';
import { NewPassword, PhoneDigits } from './people.ts';

/**
 * What the elements send: the body of every call. The reference store checks each request against these, the
 * conformance checker sends them and dist/openapi.json documents them; the elements only build them (their
 * types), so none of this is in the pages' JavaScript.
 */

/** An e-mail address (surrounding spaces are not part of it). */
export const Email = v.pipe(v.string(), v.trim(), v.email());

// cart (docs/behaviour/calls.md "Cart")

/** `POST cart/item`: a listing adds quantity 1, the product page its counter's quantity (docs/behaviour/data.md, docs/behaviour/constants.md). */
export const AddToCartBody = v.object({ productId: v.pipe(v.number(), v.integer()), quantity: Whole(1) });
export type AddToCartBody = v.InferOutput<typeof AddToCartBody>;

/** `PUT cart/item/{itemId}/update-quantity`: quantity 0 deletes the line (docs/behaviour/constants.md). */
export const UpdateQuantityBody = v.object({ quantity: Whole(0) });
export type UpdateQuantityBody = v.InferOutput<typeof UpdateQuantityBody>;

// catalogue (docs/behaviour/data.md "Applied filters", docs/behaviour/calls.md "Catalogue")

/** A range as sent: either end may be left open. */
export const RangeValue = v.object({ from: v.nullish(Amount), to: v.nullish(Amount) });

/**
 * One applied filter as sent (docs/behaviour/data.md "Applied filters"): attributes as {attribute_id, value} with the chosen
 * option ids or a range, manufacturers and in_stock as option ids, price as a range.
 */
export const AppliedFilter = v.variant('field', [
  v.object({
    field: v.literal('attributes'),
    value: v.array(v.object({ attribute_id: Whole(1), value: v.union([v.array(v.string()), RangeValue]) })),
  }),
  v.object({ field: v.literal('manufacturers'), value: v.array(v.string()) }),
  v.object({ field: v.literal('in_stock'), value: v.array(v.string()) }),
  v.object({ field: v.literal('price'), value: RangeValue }),
]);
export type AppliedFilter = v.InferOutput<typeof AppliedFilter>;

/** `POST catalog/get-filters` */
export const GetFiltersBody = v.object({ category_id: Whole(1), filters: v.array(AppliedFilter) });
export type GetFiltersBody = v.InferOutput<typeof GetFiltersBody>;

/** `POST catalog/products/search` */
export const SearchBody = v.object({ query: v.string() });

// the order (docs/behaviour/data.md "Order")

/** [lat, lon] */
export const Point = v.tuple([
  v.pipe(Amount, v.minValue(-90), v.maxValue(90)),
  v.pipe(Amount, v.minValue(-180), v.maxValue(180)),
]);
/**
 * The details the checkout keeps but docs/behaviour/data.md leaves out of the order table, sent under the one documented extra
 * key `delivery_details` (names as in docs/behaviour/data.md's list), plus `point`: for `self`, the point the delivery was
 * priced by (the map marker, the chosen street's, or the typed locality's centre: docs/checkout-without-services.md).
 */
export const DeliveryDetails = v.object({
  flat: v.nullable(Whole(0)),
  entrance: v.nullable(Whole(0)),
  comment: v.string(),
  /** yyyy-mm-dd, or '' when none was chosen */
  date: v.union([v.literal(''), v.pipe(v.string(), v.isoDate())]),
  /** one of the docs/behaviour/constants.md slots for `self`, '' otherwise */
  time: v.union([v.literal(''), v.picklist(DELIVERY_TIME_SLOTS)]),
  isRiseFloor: v.boolean(),
  isNotElevator: v.boolean(),
  /** 2–20, or null when no floor is chosen */
  raiseOnFloor: v.nullable(v.pipe(Whole(FLOOR_MIN), v.maxValue(FLOOR_MAX))),
  isTakesAnotherPerson: v.boolean(),
  /** digits, '' unless another person receives the order */
  recipientPhone: v.union([v.literal(''), PhoneDigits]),
  recipientFullName: v.string(),
  isQuestions: v.boolean(),
  point: v.nullable(Point),
});
export type DeliveryDetails = v.InferOutput<typeof DeliveryDetails>;

/**
 * `POST orders` (docs/behaviour/data.md "Order"). `legal_data` only for an organization; `lift_data` only when both values are
 * truthy; `payment_data` entries only when not null; `additional_data` only when call_time is set; `services`
 * only with at least one installment item. `delivery_details` is this project's documented extra key.
 */
export const OrderPayload = v.pipe(
  v.object({
    name: Text,
    email: Email,
    phone: PhoneDigits,
    legal_type: v.picklist(LEGAL_TYPES),
    /** INN: 10 or 12 digits, so 9 to 12 as a number (a leading zero is lost in it) */
    legal_data: v.optional(v.object({ inn: v.pipe(Whole(100_000_000), v.maxValue(999_999_999_999)) })),
    delivery_type: v.picklist(DELIVERY_TYPES),
    delivery_data: v.object({
      /** locality + ' ' + street/house */
      address: Text,
      /** metres, the route's total_distance (0 without a route) */
      distance: v.pipe(Amount, v.minValue(0)),
      /** the first delivery cost line's price */
      price: v.pipe(Amount, v.minValue(0)),
      response: v.array(v.unknown()),
    }),
    lift_data: v.optional(v.object({ lift_level: Whole(1), lift_price: v.pipe(Amount, v.minValue(0)) })),
    payment_method: v.picklist(PAYMENT_METHODS),
    payment_data: v.optional(v.object({ coupon: v.optional(v.string()), bonus: v.optional(Amount) })),
    additional_data: v.optional(v.object({ call_time: v.picklist(CALL_TIME_VALUES) })),
    services: v.optional(
      v.object({
        projecting: v.boolean(),
        installment_items: v.pipe(
          v.array(v.object({ product_id: v.pipe(v.number(), v.integer()), price: Amount })),
          v.minLength(1),
        ),
      }),
    ),
    delivery_details: DeliveryDetails,
  }),
  // what one field requires of another (docs/behaviour/checkout.md, docs/behaviour/validation.md): each names the field at fault
  v.forward(
    v.partialCheck(
      [['legal_type'], ['legal_data']],
      (order) => (order.legal_type === 'organization') === (order.legal_data !== undefined),
      'legal_data (the INN) is sent for an organization, and only then',
    ),
    ['legal_data'],
  ),
  v.forward(
    v.partialCheck(
      [['delivery_type'], ['delivery_details', 'time']],
      (order) => order.delivery_type !== 'self' || order.delivery_details.time !== '',
      'courier delivery needs a time slot',
    ),
    ['delivery_details', 'time'],
  ),
  v.forward(
    v.partialCheck(
      [['delivery_type'], ['delivery_details', 'point']],
      (order) => order.delivery_type !== 'self' || order.delivery_details.point !== null,
      'courier delivery needs the point on the map',
    ),
    ['delivery_details', 'point'],
  ),
  v.forward(
    v.partialCheck(
      [
        ['delivery_details', 'isNotElevator'],
        ['delivery_details', 'raiseOnFloor'],
      ],
      (order) => !order.delivery_details.isNotElevator || order.delivery_details.raiseOnFloor !== null,
      "'no elevator' needs the floor",
    ),
    ['delivery_details', 'raiseOnFloor'],
  ),
  v.forward(
    v.partialCheck(
      [
        ['delivery_details', 'isTakesAnotherPerson'],
        ['delivery_details', 'recipientPhone'],
      ],
      (order) => !order.delivery_details.isTakesAnotherPerson || order.delivery_details.recipientPhone !== '',
      'another recipient needs a phone',
    ),
    ['delivery_details', 'recipientPhone'],
  ),
);
export type OrderPayload = v.InferOutput<typeof OrderPayload>;

/**
 * The order's field → the flag a refusal names for it ('phone' and 'map' have their own place on the form,
 * docs/behaviour/validation.md). A field not listed takes the flag of the nearest listed field above it, else its first key.
 */
export const ORDER_FLAGS: Record<string, string> = {
  legal_data: 'inn',
  'delivery_data.address': 'address',
  'delivery_details.point': 'map',
  'delivery_details.time': 'time',
  'delivery_details.date': 'date',
  'delivery_details.flat': 'flat',
  'delivery_details.entrance': 'entrance',
  'delivery_details.raiseOnFloor': 'floor',
  'delivery_details.recipientPhone': 'recipient_phone',
  'additional_data.call_time': 'call_time',
  lift_data: 'lift_price',
};

/** The flags of an order's issues, each once, in the order of the fields; 'payload' when it is no object. */
export function orderFlags(issues: readonly v.BaseIssue<unknown>[]): string[] {
  const flags = new Set<string>();
  for (const issue of issues) {
    const path = v.getDotPath(issue)?.split('.') ?? [];
    let flag = path.length ? undefined : 'payload';
    for (let end = path.length; end > 0 && !flag; end--) flag = ORDER_FLAGS[path.slice(0, end).join('.')];
    flags.add(flag ?? path[0]!);
  }
  return [...flags];
}

// enquiries (docs/behaviour/calls.md "Enquiry forms")

/**
 * An enquiry as sent (form data, read as an object): the author's fields and the captcha token. The
 * availability request and the review name the product; the banner's request has its two steps' fields.
 */
export const Enquiry = v.looseObject({ [CAPTCHA_FIELD]: Text });
export const AvailabilityEnquiry = v.looseObject({
  [CAPTCHA_FIELD]: Text,
  product_id: Text,
  name: Text,
  phone: Text,
});
export const ReviewEnquiry = v.looseObject({ [CAPTCHA_FIELD]: Text, productId: Text });
export const MontazhRequest = v.looseObject({
  [CAPTCHA_FIELD]: Text,
  installment_type: Text,
  square: Text,
  name: Text,
  email: Text,
  phone: Text,
});

/** The request schema of each enquiry type. */
export const ENQUIRY_BODIES: Record<EnquiryType, v.GenericSchema<Record<string, unknown>>> = {
  feedback: Enquiry,
  available: AvailabilityEnquiry,
  cheaper: Enquiry,
  bargain: Enquiry,
  'call-me': Enquiry,
  'quick-order': Enquiry,
  credit: Enquiry,
  'calculate-installment': Enquiry,
  'calculate-work': Enquiry,
  projecting: Enquiry,
  partners: Enquiry,
  'product-review': ReviewEnquiry,
};

// sign-in, registration, the password reset and the account area (docs/behaviour/calls.md)

/** A password is taken as typed, spaces and all. */
export const LoginForm = v.looseObject({ email: Email, password: v.pipe(v.string(), v.nonEmpty()) });

/** Registration: the phone as digits (docs/behaviour/validation.md), the password twice. */
export const RegisterForm = v.intersect([v.looseObject({ email: Email, phone: PhoneDigits }), NewPassword]);

export const PasswordResetForm = v.looseObject({ email: Email });

export const PasswordResetHandleForm = v.intersect([v.looseObject({ token: Text }), NewPassword]);

/** The account area: the profile (its phone as digits, or empty), the password, the subscription. */
export const ProfileForm = v.looseObject({ phone: v.optional(v.union([v.literal(''), PhoneDigits])) });
export const PasswordForm = NewPassword;
export const SubscriptionForm = v.looseObject({});

/** Form data as the object the form schemas read: each field's text (the last, when a name repeats). */
export function formFields(data: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of data) if (typeof value === 'string') fields[name] = value;
  return fields;
}
