import type { StoreRouter } from '../context.ts';
import { cartRoutes } from './cart.ts';
import { listRoutes } from './lists.ts';

/** Every API area of the reference store, one router module each (ARCHITECTURE.md). */
export function registerApi(router: StoreRouter): void {
  cartRoutes(router);
  listRoutes(router);
}
