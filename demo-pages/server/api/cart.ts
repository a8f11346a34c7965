import type { Product } from '../../data/catalog.ts';
import type { State, StoreCtx, StoreRouter, Store } from '../context.ts';
import { HttpError } from '../http.ts';
import { productImageUrl, productUrl } from '../urls.ts';

interface LineRow {
  id: number;
  product_id: number;
  quantity: number;
}

export interface CartLineJson {
  id: number;
  quantity: number;
  price: number;
  productName: string;
  productUrl: string;
  productImage: { url: string };
  productId: number;
  installmentPrice: number;
}

export interface CartJson {
  items: CartLineJson[];
  totals: { type: 'sum' | 'sum_old' | 'sum_weight'; value: number }[];
}

const MAX_QUANTITY = 9999;

/** The session's cart in the shape of spec §3: lines and the sum, old sum and weight totals. */
export function cartOf(store: Store, sessionId: string): CartJson {
  const rows = store.db.all<LineRow>(
    'SELECT id, product_id, quantity FROM cart_lines WHERE session_id = ? ORDER BY id',
    [sessionId],
  );
  const lines = rows
    .map((row) => ({ row, product: store.catalog.byId.get(row.product_id) }))
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
      productUrl: productUrl(product),
      productImage: { url: productImageUrl(product, 0) },
      productId: product.id,
      installmentPrice: product.installPrice,
    };
  });
  const round2 = (n: number) => Math.round(n * 100) / 100;
  return {
    items,
    totals: [
      { type: 'sum', value: round2(sum) },
      { type: 'sum_old', value: round2(sumOld) },
      { type: 'sum_weight', value: round2(weight) },
    ],
  };
}

function wholeNumber(value: unknown, field: string, min: number, max = MAX_QUANTITY): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
    throw new HttpError(422, 'The given data was invalid.', {
      message: 'The given data was invalid.',
      errors: { [field]: [`${field} must be a whole number from ${min} to ${max}`] },
    });
  }
  return number;
}

export function cartRoutes(router: StoreRouter): void {
  router.get('/api/:store/:lang/cart', ({ state }: StoreCtx) => cartOf(state.store, state.session.id));

  router.post('/api/:store/:lang/cart/item', async (ctx: StoreCtx) => {
    const body = await ctx.json<{ productId?: unknown; quantity?: unknown }>();
    const productId = wholeNumber(body.productId, 'productId', 1, Number.MAX_SAFE_INTEGER);
    const quantity = wholeNumber(body.quantity ?? 1, 'quantity', 1);
    const product = ctx.state.store.catalog.byId.get(productId);
    if (!product) throw new HttpError(404, 'Product not found.');
    if (product.price === null) {
      throw new HttpError(422, 'This product is sold on request.', {
        message: 'This product is sold on request.',
        errors: { productId: ['request price'] },
      });
    }
    addLine(ctx.state, productId, quantity);
    return cartOf(ctx.state.store, ctx.state.session.id);
  });

  router.put('/api/:store/:lang/cart/item/:itemId/update-quantity', async (ctx: StoreCtx) => {
    const body = await ctx.json<{ quantity?: unknown }>();
    const quantity = wholeNumber(body.quantity, 'quantity', 0);
    const { db } = ctx.state.store;
    const line = db.get<LineRow>('SELECT id FROM cart_lines WHERE id = ? AND session_id = ?', [
      Number(ctx.params.itemId),
      ctx.state.session.id,
    ]);
    if (!line) throw new HttpError(404, 'Cart line not found.');
    if (quantity === 0) db.run('DELETE FROM cart_lines WHERE id = ?', [line.id]);
    else db.run('UPDATE cart_lines SET quantity = ? WHERE id = ?', [quantity, line.id]);
    return cartOf(ctx.state.store, ctx.state.session.id);
  });
}

function addLine({ store, session }: State, productId: number, quantity: number): void {
  store.db.run(
    `INSERT INTO cart_lines (session_id, product_id, quantity) VALUES (?, ?, ?)
     ON CONFLICT (session_id, product_id) DO UPDATE SET quantity = MIN(quantity + excluded.quantity, ${MAX_QUANTITY})`,
    [session.id, productId, quantity],
  );
}
