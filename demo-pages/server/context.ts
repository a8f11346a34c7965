import type { Catalog } from '../data/catalog.ts';
import type { CookieOptions } from './cors.ts';
import type { Ctx, Router } from './http.ts';
import type { Lang } from './lang.ts';
import type { Database } from './store/database.ts';
import type { Session } from './store/sessions.ts';

/** What the store's handlers and data functions share. */
export interface Store {
  db: Database;
  /** the Russian catalogue, the default; `catalogs` holds it in each language (lang.ts catalogOf) */
  catalog: Catalog;
  catalogs: Record<Lang, Catalog>;
  /** the config the pages hand to the elements (stand-in service URLs, captcha key) */
  pageConfig: Record<string, unknown>;
  /** the clock of every expiry (sessions, captcha tokens, reset links, sign-in attempts); tests move it */
  now: () => number;
  /** the key XSRF tokens are derived with (store/sessions.ts) */
  xsrfKey: Buffer;
  /** SameSite and Domain of the session and XSRF cookies (cors.ts) */
  cookies: CookieOptions;
  /** test only (test/journeys): a same-origin script put first in every page's <head>; production pages have none */
  pageScript?: string;
  /** bench only: a listing takes `?cards=N` (pages/category.ts) */
  benchListing?: boolean;
}

export interface State {
  store: Store;
  session: Session;
  /** the request came over HTTPS: cookies get Secure */
  secure: boolean;
  /** the shopper's address (sign-in throttling) */
  address: string;
  /** the token that opens the demo routes from another machine (demo-access.ts) */
  demoToken: string;
  /**
   * What the store's own files (product pictures) are prefixed with in API answers: '' for its own pages, its
   * origin for a listed page on another origin, whose relative `/img/…` would point at that site (cors.ts)
   */
  assetBase: string;
}

export type StoreCtx = Ctx<State>;
export type StoreRouter = Router<State>;
