import type { StoreCtx, StoreRouter, Store } from '../context.ts';
import { HttpError } from '../http.ts';

export type ListName = 'compare' | 'favorites';

export function listProductIds(store: Store, sessionId: string, list: ListName): number[] {
  return store.db
    .all<{ product_id: number }>(
      'SELECT product_id FROM list_items WHERE session_id = ? AND list = ? ORDER BY added_at, rowid',
      [sessionId, list],
    )
    .map((row) => row.product_id);
}

/** Compare and favourites: GET push/remove under /api/{version}/ (spec §7), answering the list's new count. */
export function listRoutes(router: StoreRouter): void {
  router.get('/api/:version/:list/product/:id/:action', (ctx: StoreCtx) => {
    const { list, action, id } = ctx.params;
    if (list !== 'compare' && list !== 'favorites') throw new HttpError(404, 'Not found.');
    if (action !== 'push' && action !== 'remove') throw new HttpError(404, 'Not found.');
    const productId = Number(id);
    const { store, session } = ctx.state;
    if (!store.catalog.byId.has(productId)) throw new HttpError(404, 'Product not found.');
    if (action === 'push') {
      store.db.run('INSERT OR IGNORE INTO list_items (session_id, list, product_id) VALUES (?, ?, ?)', [
        session.id,
        list,
        productId,
      ]);
    } else {
      store.db.run('DELETE FROM list_items WHERE session_id = ? AND list = ? AND product_id = ?', [
        session.id,
        list,
        productId,
      ]);
    }
    return { success: true, count: listProductIds(store, session.id, list).length };
  });
}
