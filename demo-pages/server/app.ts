import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCatalog, productImageSvg } from '../data/catalog.ts';
import { registerApi } from './api/index.ts';
import type { State, Store } from './context.ts';
import { newDemoToken } from './demo-access.ts';
import { Cors, publicFiles, publicService, type CookieOptions } from './cors.ts';
import { demoPageConfig } from './demo-config.ts';
import { escapeHtml } from './html.ts';
import { answerOnce, idempotencyKey } from './idempotency.ts';
import {
  HttpError,
  readBody,
  readForm,
  readJson,
  Router,
  send,
  sendHtml,
  sendJson,
  type Ctx,
} from './http.ts';
import { notFoundPage } from './pages/errors.ts';
import { PageCache } from './page-cache.ts';
import { pageRoutes } from './pages/routes.ts';
import {
  applyHeaders,
  clientAddress,
  contentSecurityPolicy,
  isHttps,
  securityHeaders,
  type CspSources,
} from './security.ts';
import { loadSession, requireXsrf } from './session.ts';
import { StaticFiles } from './static-files.ts';
import { Database, isDiskFull } from './store/database.ts';
import { releaseUnanswered } from './store/idempotency.ts';
import { purgeExpired } from './store/purge.ts';
import { xsrfKey } from './store/sessions.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** Expired sessions, tokens and links are purged at start and then hourly. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface AppOptions {
  /** the database file; null keeps everything in memory (tests) */
  dbFile: string | null;
  /** where the built elements are (dist/) */
  distDir?: string;
  /** extra config entries handed to the elements on every page */
  pageConfig?: Record<string, unknown>;
  /** markup added at the end of every page (the dev server's reload script) */
  pageTail?: string;
  /**
   * test only: the path of a script put first in every page's <head>, before any other script or link (the
   * journeys' error recorder, test/journeys/); `npm start` and `npm run dev` never set it
   */
  pageScript?: string;
  /** trust X-Forwarded-Proto and X-Forwarded-For from a proxy in front (SHOP_TRUST_PROXY=1) */
  trustProxy?: boolean;
  /** the token that opens the demo routes from another machine; a new one by default */
  demoToken?: string;
  /** sources added to the Content-Security-Policy, e.g. `{ 'frame-src': ['https://video.example'] }` */
  csp?: CspSources;
  /** the store's pages with the strict policy: no inline style, Trusted Types enforced (SHOP_CSP=strict) */
  strictCsp?: boolean;
  /** origins whose pages may call the API with the shopper's cookies (CORS; SHOP_CORS_ORIGINS) */
  corsOrigins?: string[];
  /**
   * the store's own public origins, for a proxy in front that rewrites the Host header (SHOP_PUBLIC_ORIGIN): its
   * pages' writes are its own, not another site's
   */
  publicOrigins?: string[];
  /** how the session and XSRF cookies travel: SameSite and Domain (SHOP_COOKIE_SAMESITE, SHOP_COOKIE_DOMAIN) */
  cookies?: CookieOptions;
  /** the clock of every expiry; tests move it */
  now?: () => number;
  /** bench only (SHOP_BENCH_LISTING=1, scripts/bench/bench.mjs): a listing takes `?cards=N`; a shop's store never sets it */
  benchListing?: boolean;
}

export interface App {
  /** handles a request; resolves false when the path is not the store's (so a test server can go on) */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  store: Store;
  demoToken: string;
  close(): void;
}

export async function createApp(options: AppOptions): Promise<App> {
  const db = Database.open(options.dbFile);
  const catalog = generateCatalog();
  const store: Store = {
    db,
    catalog,
    catalogs: { ru: catalog, uz: generateCatalog(undefined, 'uz') },
    pageConfig: { ...demoPageConfig(), ...options.pageConfig },
    now: options.now ?? Date.now,
    xsrfKey: xsrfKey({ db }),
    cookies: options.cookies ?? { sameSite: 'Lax' },
    ...(options.pageScript ? { pageScript: options.pageScript } : {}),
    ...(options.benchListing ? { benchListing: true } : {}),
  };
  const trustProxy = options.trustProxy ?? false;
  const cors = new Cors(options.corsOrigins ?? [], {
    publicOrigins: options.publicOrigins ?? [],
    trustProxy,
  });
  const demoToken = options.demoToken ?? newDemoToken();
  const headers = securityHeaders(contentSecurityPolicy(store.pageConfig, options.csp, options.strictCsp));
  // the stand-ins play other sites (the bank, the video host), which send their own policy, not the shop's
  const outsideHeaders = securityHeaders(contentSecurityPolicy(store.pageConfig, options.csp));
  const dist = new StaticFiles({
    dir: options.distDir ?? join(ROOT, 'dist'),
    // the build names chunks and assets by their content's hash
    immutable: ([folder]) => folder === 'chunks' || folder === 'assets',
  });
  const assets = new StaticFiles({ dir: join(ROOT, 'demo-pages', 'public'), immutable: () => false });

  const purge = (starting = false) => {
    try {
      // keys a stopped process claimed and never answered run again when sent again (store/idempotency.ts)
      if (starting) releaseUnanswered(store);
      purgeExpired(store);
    } catch (error) {
      // a purge that fails (a full disk) is tried again next hour; the store goes on answering
      console.error('[store] the purge of expired sessions and tokens failed:', error);
    }
  };
  purge(true);
  const purging = setInterval(purge, PURGE_EVERY_MS);
  purging.unref();

  const api = new Router<State>();
  registerApi(api);
  const pages = new Router<State>();
  pageRoutes(pages, { tail: options.pageTail ?? '' });
  const guestPages = new PageCache(store.now);

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const method = req.method ?? 'GET';
    if (url.pathname.startsWith('/dist/')) {
      publicFiles(res);
      await dist.serve(req, res, url.pathname.slice('/dist/'.length));
      return true;
    }
    if (url.pathname.startsWith('/assets/')) {
      await assets.serve(req, res, url.pathname.slice('/assets/'.length));
      return true;
    }
    const image = /^\/img\/p\/(\d+)\/(\d+)\.svg$/.exec(url.pathname);
    if (image) return serveProductImage(res, store, Number(image[1]), Number(image[2]));

    // /api/ answers JSON; the stand-ins of outside services (/stand-in/) answer in their own protocols
    const isApi = url.pathname.startsWith('/api/') || url.pathname.startsWith('/stand-in/');
    const found = (isApi ? api : pages).match(method, url.pathname);
    if (!found) {
      if (!isApi) return false;
      throw new HttpError(404, 'Not found.');
    }
    if (found === 'method') throw new HttpError(405, 'Method not allowed.');
    const secure = isHttps(req, trustProxy);
    const write = (method !== 'GET' && method !== 'HEAD') || found.options.changesState;
    // before the session: a refused call changes nothing, not even the cookies
    // (the stand-ins are outside services: they answer any origin, without the shopper's cookies)
    if (write && !url.pathname.startsWith('/stand-in/')) cors.requireOrigin(req);
    const session = loadSession(store, req, res, secure);
    if (url.pathname.startsWith('/api/') && write) requireXsrf(session, req);
    let body: Promise<Buffer> | undefined;
    const read = () => (body ??= readBody(req, found.options.bodyLimit));
    const ctx: Ctx<State> = {
      req,
      res,
      url,
      params: found.params,
      state: {
        store,
        session,
        secure,
        address: clientAddress(req, trustProxy),
        demoToken,
        assetBase: cors.assetBase(req, secure),
      },
      body: read,
      json: async <T>() => (await readJson(req, await read())) as T,
      form: async () => readForm(req, await read()),
    };
    const cacheKey =
      !isApi && method === 'GET' && !session.stored && PageCache.covers(url.pathname)
        ? url.pathname + url.search
        : null;
    if (cacheKey && guestPages.send(res, cacheKey)) return true;
    // a write sent again with its key gets its first answer, not a second effect (docs/backend.md "Idempotency")
    const key =
      url.pathname.startsWith('/api/') && write && !found.options.readOnly && !found.options.signsIn
        ? idempotencyKey(req.headers['idempotency-key'])
        : null;
    const result = key ? await answerOnce(ctx, key, () => found.handler(ctx)) : await found.handler(ctx);
    if (!res.headersSent && result !== undefined) {
      if (isApi) sendJson(res, 200, result);
      else {
        sendHtml(res, 200, String(result));
        if (cacheKey) guestPages.keep(cacheKey, String(result));
      }
    }
    return true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    applyHeaders(res, headers);
    // the Host header is the client's to get wrong ('a b'): the store's paths never need it
    const target = req.url ?? '/';
    const url = target.startsWith('/') ? URL.parse(`http://store.invalid${target}`) : null;
    try {
      if (!url) throw new HttpError(400, 'The request target must be a path.');
      if (url.pathname.startsWith('/stand-in/')) applyHeaders(res, outsideHeaders);
      if (url.pathname.startsWith('/api/')) {
        cors.answer(req, res);
        if (cors.preflight(req, res)) return true;
      } else if (url.pathname.startsWith('/stand-in/') && publicService(req, res)) return true;
      return await route(req, res, url);
    } catch (error) {
      answerError(req, res, url, error);
      return true;
    }
  }

  return {
    handle,
    store,
    demoToken,
    close: () => {
      clearInterval(purging);
      db.close();
    },
  };
}

/** Every failure in the store's error shape `{message, errors?}` (a page gets HTML); a 500 is logged. */
function answerError(req: IncomingMessage, res: ServerResponse, url: URL | null, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const known = error instanceof HttpError;
  const full = isDiskFull(error);
  const status = known ? error.status : full ? 507 : 500;
  if (full) console.error('[store] the disk is full: a write was refused', req.method, url?.pathname);
  else if (!known) console.error('[store]', req.method, url?.pathname ?? req.url, error);
  const message = known
    ? error.message
    : full
      ? 'The store cannot save this now: its disk is full. Try again later.'
      : 'Server error.';
  // a body left unread would be read as the next request: the connection closes after this answer instead
  const headers = { ...(known ? error.headers : {}), ...(req.complete ? {} : { Connection: 'close' }) };
  const path = url?.pathname ?? '';
  if (path.startsWith('/api/') || path.startsWith('/stand-in/') || !url) {
    sendJson(res, status, (known && error.body) || { message }, headers);
  } else if (status === 404) {
    send(
      res,
      404,
      'text/html; charset=utf-8',
      String(notFoundPage(url.searchParams.get('lang') === 'uz' ? 'uz' : 'ru')),
      headers,
    );
  } else {
    send(
      res,
      status,
      'text/html; charset=utf-8',
      `<!doctype html><html lang="ru"><meta charset="utf-8"><title>${status}</title><p>${escapeHtml(message)}</p></html>`,
      headers,
    );
  }
}

function serveProductImage(res: ServerResponse, store: Store, id: number, view: number): boolean {
  const product = store.catalog.byId.get(id);
  const category = product && store.catalog.categoryById.get(product.categoryId);
  if (!product || !category || view >= product.images) throw new HttpError(404, 'Not found.');
  send(res, 200, 'image/svg+xml', productImageSvg(product, category, view), {
    'Cache-Control': 'public, max-age=86400',
  });
  return true;
}
