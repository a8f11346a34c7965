import { CALLS } from '../../../shared/contract/calls.ts';
import type { ListName } from '../../../shared/contract/lists.ts';
import type { StoreCtx, StoreRouter } from '../context.ts';
import { HttpError } from '../http.ts';
import { changeList } from '../store/lists.ts';
import { serve } from './contract-route.ts';

/**
 * Compare and favourites: GET push/remove under /api/{apiVersion}/ (docs/behaviour/calls.md), answering the list's new count.
 * GETs that change state, so they need the X-XSRF-TOKEN header like every write.
 */
export function listRoutes(router: StoreRouter): void {
  const change = (list: ListName, action: 'push' | 'remove') => (ctx: StoreCtx) => {
    const productId = Number(ctx.params.id);
    const { store, session } = ctx.state;
    if (!store.catalog.byId.has(productId)) throw new HttpError(404, 'Product not found.');
    return { success: true, count: changeList(store, session, list, productId, action) };
  };
  serve(router, CALLS['compare.push'], change('compare', 'push'));
  serve(router, CALLS['compare.remove'], change('compare', 'remove'));
  serve(router, CALLS['favorites.push'], change('favorites', 'push'));
  serve(router, CALLS['favorites.remove'], change('favorites', 'remove'));
}
