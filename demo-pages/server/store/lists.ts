import type { ListName } from '../../../shared/contract/lists.ts';
import type { Store } from '../context.ts';
import { rememberSession, type Session } from './sessions.ts';

export function listProductIds(store: Store, sessionId: string, list: ListName): number[] {
  return store.db
    .all<{ product_id: number }>(
      'SELECT product_id FROM list_items WHERE session_id = ? AND list = ? ORDER BY added_at, rowid',
      [sessionId, list],
    )
    .map((row) => row.product_id);
}

/** Adds the product to the list (once) or removes it; returns the list's new count. */
export function changeList(
  store: Store,
  session: Session,
  list: ListName,
  productId: number,
  action: 'push' | 'remove',
): number {
  if (action === 'push') {
    store.db.transaction(() => {
      rememberSession(store, session);
      store.db.run('INSERT OR IGNORE INTO list_items (session_id, list, product_id) VALUES (?, ?, ?)', [
        session.id,
        list,
        productId,
      ]);
    });
  } else {
    store.db.run('DELETE FROM list_items WHERE session_id = ? AND list = ? AND product_id = ?', [
      session.id,
      list,
      productId,
    ]);
  }
  return listProductIds(store, session.id, list).length;
}
