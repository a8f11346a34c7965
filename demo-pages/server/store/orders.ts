import { randomBytes } from 'node:crypto';
import type { Cart } from '../../../shared/contract/cart.ts';
import type { OrderPayload } from '../../../shared/contract/requests.ts';
import { roundMoney } from '../../../shared/domain/pricing.ts';
import type { Store } from '../context.ts';
import type { OrderPricing } from '../order-check.ts';
import { cartOf, clearCart } from './cart.ts';
import type { Session } from './sessions.ts';

export interface StoredOrder {
  /** the order as the contract's OrderPayload read it */
  payload: OrderPayload;
  cart: Cart;
  pricing: OrderPricing;
  /** the secret in the order's links (order page, bank stand-in) */
  token: string;
  payment: 'awaiting' | 'paid' | 'cancelled' | 'on_invoice';
}

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

/**
 * Places the session's order in one transaction: the cart is read, checked (by `check`, which prices it) and
 * emptied together, so concurrent submits of one cart make one order and the rest find the cart empty.
 */
export function placeOrder(
  store: Store,
  session: Session,
  payload: OrderPayload,
  check: (cart: Cart) => { errors: string[] } | { pricing: OrderPricing },
): { errors: string[] } | { id: number; token: string; card: boolean } {
  return store.db.transaction(() => {
    const cart = cartOf(store, session.id);
    const checked = check(cart);
    if ('errors' in checked) return checked;
    const token = randomBytes(16).toString('hex');
    const card = payload.payment_method === 'tbank_card';
    const stored: StoredOrder = {
      payload,
      cart,
      pricing: checked.pricing,
      token,
      payment: card ? 'awaiting' : 'on_invoice',
    };
    const id = store.db.run('INSERT INTO orders (session_id, payload, total, status) VALUES (?, ?, ?, ?)', [
      session.id,
      JSON.stringify(stored),
      roundMoney(checked.pricing.total),
      card ? 'awaiting_payment' : 'new',
    ]);
    clearCart(store, session.id);
    return { id, token, card };
  });
}

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
