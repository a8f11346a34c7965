import type { Catalog } from '../data/catalog.ts';
import type { Database } from './db/database.ts';
import type { Ctx, Router } from './http.ts';
import type { Session } from './session.ts';

/** What the store's handlers share. */
export interface Store {
  db: Database;
  catalog: Catalog;
  /** the config the pages hand to the elements (stand-in service URLs, captcha key) */
  pageConfig: Record<string, unknown>;
}

export interface State {
  store: Store;
  session: Session;
}

export type StoreCtx = Ctx<State>;
export type StoreRouter = Router<State>;
