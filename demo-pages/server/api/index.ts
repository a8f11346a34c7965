import type { StoreRouter } from '../context.ts';
import { cartRoutes } from './cart.ts';
import { catalogRoutes } from './catalog.ts';
import { listRoutes } from './lists.ts';
import { formRoutes } from './forms.ts';
import { authRoutes } from './auth.ts';
import { accountRoutes } from './account.ts';
import { checkoutRoutes } from './checkout.ts';
import { orderRoutes } from './orders.ts';
import { standInRoutes } from '../stand-ins/index.ts';

/** Every API area of the reference store, one router module each (docs/architecture/reference-store.md). */
export function registerApi(router: StoreRouter): void {
  cartRoutes(router);
  catalogRoutes(router);
  listRoutes(router);
  formRoutes(router);
  authRoutes(router);
  accountRoutes(router);
  checkoutRoutes(router);
  orderRoutes(router);
  standInRoutes(router);
}
