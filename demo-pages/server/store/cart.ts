import type { Product } from '../../data/catalog.ts';
import type { Cart } from '../../../shared/contract/cart.ts';
import type { Store } from '../context.ts';
import { productImageUrl, productUrl } from '../urls.ts';
import { rememberSession, type Session } from './sessions.ts';
import { localPath, type Lang } from '../lang.ts';

export const MAX_QUANTITY = 9999;

interface LineRow {
  id: number;
  product_id: number;
  quantity: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The session's cart in the shape of docs/behaviour/data.md: lines and the sum, old sum and weight totals, in the language;
 * pictures under `assetBase` (State), links as the site's own pages.
 */
export function cartOf(store: Store, sessionId: string, lang: Lang = 'ru', assetBase = ''): Cart {
  const rows = store.db.all<LineRow>(
    'SELECT id, product_id, quantity FROM cart_lines WHERE session_id = ? ORDER BY id',
    [sessionId],
  );
  const lines = rows
    .map((row) => ({ row, product: store.catalogs[lang].byId.get(row.product_id) }))
    .filter((line): line is { row: LineRow; product: Product } => Boolean(line.product));
  let sum = 0;
  let sumOld = 0;
  let weight = 0;
  const items = lines.map(({ row, product }) => {
    const price = product.price ?? 0;
    sum += price * row.quantity;
    sumOld += (product.oldPrice ?? price) * row.quantity;
    weight += product.weight * row.quantity;
    return {
      id: row.id,
      quantity: row.quantity,
      price,
      productName: product.name,
      productUrl: localPath(lang, productUrl(product)),
      productImage: { url: productImageUrl(product, 0, assetBase) },
      productId: product.id,
      installmentPrice: product.installPrice,
    };
  });
  return {
    items,
    totals: [
      { type: 'sum', value: round2(sum) },
      { type: 'sum_old', value: round2(sumOld) },
      { type: 'sum_weight', value: round2(weight) },
    ],
  };
}

/** Why a product cannot go into the cart: unknown, sold on request (no price), or out of stock. */
export type AddRefusal = 'unknown' | 'on-request' | 'out-of-stock';

/** Adds the quantity to the product's line (a new line when there is none), up to MAX_QUANTITY. */
export function addToCart(
  store: Store,
  session: Session,
  productId: number,
  quantity: number,
): AddRefusal | null {
  const product = store.catalog.byId.get(productId);
  if (!product) return 'unknown';
  if (product.price === null) return 'on-request';
  if (product.stock <= 0) return 'out-of-stock';
  store.db.transaction(() => {
    rememberSession(store, session);
    store.db.run(
      `INSERT INTO cart_lines (session_id, product_id, quantity) VALUES (?, ?, ?)
       ON CONFLICT (session_id, product_id) DO UPDATE SET quantity = MIN(quantity + excluded.quantity, ${MAX_QUANTITY})`,
      [session.id, productId, quantity],
    );
  });
  return null;
}

/** Sets a line's quantity (0 deletes it); false when the session has no such line. */
export function setLineQuantity(store: Store, sessionId: string, lineId: number, quantity: number): boolean {
  if (quantity === 0)
    return store.db.change('DELETE FROM cart_lines WHERE id = ? AND session_id = ?', [lineId, sessionId]) > 0;
  return (
    store.db.change('UPDATE cart_lines SET quantity = ? WHERE id = ? AND session_id = ?', [
      quantity,
      lineId,
      sessionId,
    ]) > 0
  );
}

/** Empties the session's cart (inside the order's transaction). */
export function clearCart(store: Store, sessionId: string): void {
  store.db.run('DELETE FROM cart_lines WHERE session_id = ?', [sessionId]);
}
