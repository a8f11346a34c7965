import { randomBytes } from 'node:crypto';
import {
  builtInZones,
  nearestPointOnRing,
  zoneOf,
  type DeliveryZones,
  type LatLon,
  type Zone,
} from '../../../shared/domain/geo.ts';
import {
  deliveryCost,
  installationTotal,
  liftCost,
  orderTotal,
  roundMoney,
  type DeliveryLabel,
  type DeliveryType,
} from '../../../shared/domain/pricing.ts';
import type { Store, StoreCtx, StoreRouter } from '../context.ts';
import { sendJson } from '../http.ts';
import { estimateRoute } from '../stand-ins/routing.ts';
import { cartOf, type CartJson } from './cart.ts';
import { DELIVERY_PRICING, LIFT_PRICING, PICKUP_PRICE } from './checkout.ts';

/**
 * `POST /api/{store}/{lang}/orders` (spec §3 "Order", §7): validates the payload, recomputes every price with
 * the element's own rules (shared/domain/pricing.ts, geo.ts) from the session's cart, the zones and the routed
 * distance, and refuses a missing field or a mismatch with 422 `{success: false, errors: [flags]}`.
 * Flags: 'phone' and 'map' have their own place on the form (spec §5); the others name the field.
 * On success the order is stored, the cart cleared, and `payment_url` is the bank stand-in (tbank_card) or the
 * order page (transfer).
 */

export const DELIVERY_TIME_SLOTS = [
  '10:00 - 12:00',
  '12:00 - 14:00',
  '14:00 - 16:00',
  '16:00 - 18:00',
  '18:00 - 20:00',
];
export const CALL_TIMES = ['10', '20', '30'];
const FLOORS = { min: 2, max: 20 };
/** the rouble tolerance of a price comparison: under a kopeck */
const MONEY_EPSILON = 0.005;
/** metres a client's distance may differ from the store's (rounding of the same computation) */
const DISTANCE_TOLERANCE = 1;

export interface OrderPricing {
  goodsSum: number;
  weight: number;
  zone: Zone | null;
  distance: number;
  delivery: { price: number; label: DeliveryLabel };
  lift: number | null;
  liftLevel: number;
  installation: number;
  total: number;
}

export interface StoredOrder {
  payload: Record<string, unknown>;
  cart: CartJson;
  pricing: OrderPricing;
  /** the secret in the order's links (order page, bank stand-in) */
  token: string;
  payment: 'awaiting' | 'paid' | 'cancelled' | 'on_invoice';
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** ru: 7 and 10 digits; uz: 998 and 9 digits (spec §5 phones, normalised to digits) */
const isPhone = (value: unknown) => typeof value === 'string' && /^(7\d{10}|998\d{9})$/.test(value);
const isEmail = (value: unknown) =>
  typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
const isWholeOrNull = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER) =>
  value === null ||
  value === undefined ||
  (Number.isInteger(value) && (value as number) >= min && (value as number) <= max);

function asPoint(value: unknown): LatLon | null {
  if (!Array.isArray(value) || value.length !== 2 || !value.every(isNumber)) return null;
  const [lat, lon] = value as [number, number];
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? [lat, lon] : null;
}

const sameMoney = (a: unknown, b: number) => isNumber(a) && Math.abs(a - b) < MONEY_EPSILON;

/** Every check of the order; returns the flags of what is wrong, or the recomputed prices. */
export function checkOrder(
  body: unknown,
  cart: CartJson,
  zones: DeliveryZones,
): { errors: string[] } | { pricing: OrderPricing } {
  const errors: string[] = [];
  const flag = (name: string) => {
    if (!errors.includes(name)) errors.push(name);
  };
  if (!isObject(body)) return { errors: ['payload'] };
  if (cart.items.length === 0) flag('cart');

  // the profile
  if (!text(body.name)) flag('name');
  if (!isEmail(body.email)) flag('email');
  if (!isPhone(body.phone)) flag('phone');
  if (body.legal_type !== 'individual' && body.legal_type !== 'organization') flag('legal_type');
  if (body.legal_type === 'organization') {
    const inn = isObject(body.legal_data) ? body.legal_data.inn : undefined;
    // 10 or 12 digits; a leading zero is lost in the number, so 9 and 11 digits pass too
    if (!Number.isInteger(inn) || !/^\d{9,12}$/.test(String(inn))) flag('inn');
  } else if (body.legal_data !== undefined) flag('legal_data'); // sent only for an organization

  // delivery
  const type = body.delivery_type as DeliveryType;
  if (!['pickup', 'tk_terminal', 'self'].includes(type)) flag('delivery_type');
  const data = isObject(body.delivery_data) ? body.delivery_data : null;
  if (
    !data ||
    !isNumber(data.distance) ||
    data.distance < 0 ||
    !isNumber(data.price) ||
    !Array.isArray(data.response)
  ) {
    flag('delivery_data');
  }
  if (!text(data?.address)) flag('address');
  const details = isObject(body.delivery_details) ? body.delivery_details : null;
  if (!details) flag('delivery_details');
  const self = type === 'self';
  let point: LatLon | null = null;
  if (self && details) {
    point = asPoint(details.point);
    if (!point || zoneOf(point, zones) === 'outside') flag('map');
    if (!DELIVERY_TIME_SLOTS.includes(String(details.time))) flag('time');
    if (
      typeof details.date !== 'string' ||
      (details.date !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(details.date))
    ) {
      flag('date');
    }
    if (!isWholeOrNull(details.flat, 0)) flag('flat');
    if (!isWholeOrNull(details.entrance, 0)) flag('entrance');
    if (details.isTakesAnotherPerson === true && !isPhone(details.recipientPhone)) flag('recipient_phone');
    if (
      details.isRiseFloor === true &&
      details.isNotElevator === true &&
      !isWholeOrNull(details.raiseOnFloor, FLOORS.min, FLOORS.max)
    ) {
      flag('floor');
    }
  }

  // payment and the rest
  if (body.payment_method !== 'tbank_card' && body.payment_method !== 'transfer') flag('payment_method');
  if (body.payment_data !== undefined) {
    const payment = isObject(body.payment_data) ? body.payment_data : null;
    // each entry is sent only when not null
    if (
      !payment ||
      ('coupon' in payment && typeof payment.coupon !== 'string') ||
      ('bonus' in payment && !isNumber(payment.bonus))
    ) {
      flag('payment_data');
    }
  }
  if (body.additional_data !== undefined) {
    const call = isObject(body.additional_data) ? String(body.additional_data.call_time ?? '') : '';
    if (!CALL_TIMES.includes(call)) flag('call_time');
  }

  // installation: each item a cart product with an installation price above 0, at that price
  let installItems: { price: number }[] = [];
  if (body.services !== undefined) {
    const services = isObject(body.services) ? body.services : null;
    const items = services && Array.isArray(services.installment_items) ? services.installment_items : [];
    const seen = new Set<number>();
    const valid =
      services !== null &&
      typeof services.projecting === 'boolean' &&
      items.length > 0 &&
      items.every((item: unknown) => {
        if (!isObject(item) || !Number.isInteger(item.product_id) || seen.has(item.product_id as number))
          return false;
        seen.add(item.product_id as number);
        const line = cart.items.find((l) => l.productId === item.product_id);
        return (
          line !== undefined && line.installmentPrice > 0 && sameMoney(item.price, line.installmentPrice)
        );
      });
    if (valid) installItems = items as { price: number }[];
    else flag('services');
  }

  if (errors.length) return { errors };

  // the prices, recomputed
  const goodsSum = cart.totals.find((t) => t.type === 'sum')?.value ?? 0;
  const weight = cart.totals.find((t) => t.type === 'sum_weight')?.value ?? 0;
  const zone = self && point ? zoneOf(point, zones) : null;
  const insideRing = !self || zone === 'a';
  let distance = 0;
  if (self && !insideRing && point) {
    const expected = estimateRoute(nearestPointOnRing(point, zones.a), point).total_distance;
    const sent = data!.distance as number;
    // the route the element drew must be the route to this point
    if (Math.abs(sent - expected) > DISTANCE_TOLERANCE) return { errors: ['map'] };
    distance = sent;
  }
  const delivery = deliveryCost({
    type,
    goodsSum,
    delivery: DELIVERY_PRICING,
    pickupPrice: PICKUP_PRICE.price,
    insideRing,
    distanceMeters: distance,
  });
  if (!sameMoney(data!.price, delivery.price)) flag('delivery_price');

  const liftOn = self && details!.isRiseFloor === true;
  const noElevator = liftOn && details!.isNotElevator === true;
  const floor =
    noElevator && Number.isInteger(details!.raiseOnFloor) ? (details!.raiseOnFloor as number) : null;
  const lift = self
    ? liftCost({
        lift: LIFT_PRICING,
        weight,
        liftOn,
        noElevator,
        floor,
        insideRing,
        distanceMeters: distance,
      })
    : null;
  // lift_data is sent only when both lift_level and lift_price are truthy
  const liftData = isObject(body.lift_data)
    ? body.lift_data
    : body.lift_data === undefined
      ? undefined
      : null;
  let liftLevel = 0;
  if (lift) {
    const level = liftData?.lift_level;
    const levelOk =
      Number.isInteger(level) &&
      (noElevator ? level === (floor ?? 1) : (level as number) >= 1 && (level as number) <= FLOORS.max);
    if (!liftData || !levelOk || !sameMoney(liftData.lift_price, lift)) flag('lift_price');
    else liftLevel = level as number;
  } else if (liftData !== undefined) flag('lift_price');

  if (errors.length) return { errors };
  const installation = installationTotal(installItems);
  return {
    pricing: {
      goodsSum,
      weight,
      zone,
      distance,
      delivery,
      lift,
      liftLevel,
      installation,
      total: orderTotal({ goodsSum, installation, delivery: delivery.price, lift }),
    },
  };
}

export const orderPageUrl = (id: number, token: string) => `/order/${id}?token=${encodeURIComponent(token)}`;
export const bankUrl = (id: number, token: string) =>
  `/stand-in/bank/${id}?token=${encodeURIComponent(token)}`;

interface OrderRow {
  id: number;
  session_id: string;
  payload: string;
  total: number;
  status: string;
  created_at: string;
}

export interface OrderRecord extends StoredOrder {
  id: number;
  sessionId: string;
  total: number;
  status: string;
  createdAt: string;
}

const toRecord = (row: OrderRow): OrderRecord => ({
  ...(JSON.parse(row.payload) as StoredOrder),
  id: row.id,
  sessionId: row.session_id,
  total: row.total,
  status: row.status,
  createdAt: row.created_at,
});

export function findOrder(store: Store, id: number): OrderRecord | null {
  const row = store.db.get<OrderRow>('SELECT * FROM orders WHERE id = ?', [id]);
  return row ? toRecord(row) : null;
}

export function allOrders(store: Store): OrderRecord[] {
  return store.db.all<OrderRow>('SELECT * FROM orders ORDER BY id DESC').map(toRecord);
}

/** Moves an order on after the bank's answer. */
export function setPayment(store: Store, order: OrderRecord, payment: 'paid' | 'cancelled'): void {
  const stored: StoredOrder = {
    payload: order.payload,
    cart: order.cart,
    pricing: order.pricing,
    token: order.token,
    payment,
  };
  store.db.run('UPDATE orders SET payload = ?, status = ? WHERE id = ?', [
    JSON.stringify(stored),
    payment,
    order.id,
  ]);
}

let zones: Promise<DeliveryZones> | undefined;

export function orderRoutes(router: StoreRouter): void {
  router.post('/api/:store/:lang/orders', async (ctx: StoreCtx) => {
    const { store, session } = ctx.state;
    let body: unknown;
    try {
      body = await ctx.json<unknown>();
    } catch {
      body = null;
    }
    const cart = cartOf(store, session.id);
    const configured = (store.pageConfig.zones as DeliveryZones | null | undefined) ?? null;
    const checked = checkOrder(body, cart, configured ?? (await (zones ??= builtInZones())));
    if ('errors' in checked) {
      sendJson(ctx.res, 422, {
        success: false,
        message: 'The given data was invalid.',
        errors: checked.errors,
      });
      return;
    }
    const payload = body as Json;
    const token = randomBytes(16).toString('hex');
    const card = payload.payment_method === 'tbank_card';
    const stored: StoredOrder = {
      payload,
      cart,
      pricing: checked.pricing,
      token,
      payment: card ? 'awaiting' : 'on_invoice',
    };
    const id = store.db.transaction(() => {
      store.db.run('INSERT INTO orders (session_id, payload, total, status) VALUES (?, ?, ?, ?)', [
        session.id,
        JSON.stringify(stored),
        roundMoney(checked.pricing.total),
        card ? 'awaiting_payment' : 'new',
      ]);
      const inserted = Number(store.db.get<{ id: number }>('SELECT last_insert_rowid() AS id')?.id);
      store.db.run('DELETE FROM cart_lines WHERE session_id = ?', [session.id]);
      return inserted;
    });
    return { success: true, payment_url: card ? bankUrl(id, token) : orderPageUrl(id, token) };
  });
}
