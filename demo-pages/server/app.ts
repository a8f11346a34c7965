import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCatalog, productImageSvg } from '../data/catalog.ts';
import { registerApi } from './api/index.ts';
import type { State, Store } from './context.ts';
import { Database } from './db/database.ts';
import { demoPageConfig } from './demo-config.ts';
import { HttpError, Router, sendHtml, sendJson, toWebRequest, type Ctx } from './http.ts';
import { pageRoutes } from './pages/routes.ts';
import { notFoundPage } from './pages/errors.ts';
import { loadSession, requireXsrf } from './session.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface AppOptions {
  /** the database file; null keeps everything in memory (tests) */
  dbFile: string | null;
  /** where the built elements are (dist/) */
  distDir?: string;
  /** extra config entries handed to the elements on every page */
  pageConfig?: Record<string, unknown>;
  /** markup added at the end of every page (the dev server's reload script) */
  pageTail?: string;
}

export interface App {
  /** handles a request; resolves false when the path is not the store's (so a test server can go on) */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  store: Store;
  close(): void;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
};

export async function createApp(options: AppOptions): Promise<App> {
  const db = await Database.open(options.dbFile);
  const store: Store = {
    db,
    catalog: generateCatalog(),
    pageConfig: { ...demoPageConfig(), ...options.pageConfig },
  };
  const distDir = options.distDir ?? join(ROOT, 'dist');
  const publicDir = join(ROOT, 'demo-pages', 'public');

  const api = new Router<State>();
  registerApi(api);

  const pages = new Router<State>();
  pageRoutes(pages, { tail: options.pageTail ?? '' });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const method = req.method ?? 'GET';
    try {
      if (url.pathname.startsWith('/dist/'))
        return serveFile(res, distDir, url.pathname.slice('/dist/'.length), true);
      if (url.pathname.startsWith('/assets/'))
        return serveFile(res, publicDir, url.pathname.slice('/assets/'.length), false);
      const image = /^\/img\/p\/(\d+)\/(\d+)\.svg$/.exec(url.pathname);
      if (image) return serveProductImage(res, store, Number(image[1]), Number(image[2]));

      // /api/ answers JSON; the stand-ins of outside services (/stand-in/) answer in their own protocols
      const isApi = url.pathname.startsWith('/api/') || url.pathname.startsWith('/stand-in/');
      const found = (isApi ? api : pages).match(method, url.pathname);
      if (!found) {
        if (isApi) sendJson(res, 404, { message: 'Not found.' });
        else return false;
        return true;
      }
      if (found === 'method') {
        sendJson(res, 405, { message: 'Method not allowed.' });
        return true;
      }
      const session = loadSession(db, req, res);
      if (url.pathname.startsWith('/api/') && method !== 'GET' && method !== 'HEAD')
        requireXsrf(session, req);
      let request: Request | undefined;
      const body = () => (request ??= toWebRequest(req, url));
      const ctx: Ctx<State> = {
        req,
        res,
        url,
        params: found.params,
        state: { store, session },
        json: async <T>() => {
          const text = await body().text();
          if (!text) return {} as T;
          try {
            return JSON.parse(text) as T;
          } catch {
            throw new HttpError(400, 'The body is not valid JSON.');
          }
        },
        form: () => body().formData(),
      };
      const result = await found.handler(ctx);
      if (!res.headersSent && result !== undefined) {
        if (isApi) sendJson(res, 200, result);
        else sendHtml(res, 200, String(result));
      }
      return true;
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return true;
      }
      const status = error instanceof HttpError ? error.status : 500;
      if (status === 500) console.error('[store]', method, url.pathname, error);
      if (url.pathname.startsWith('/api/')) {
        sendJson(
          res,
          status,
          error instanceof HttpError
            ? (error.body ?? { message: error.message })
            : { message: 'Server error.' },
        );
      } else if (status === 404) {
        sendHtml(res, 404, String(notFoundPage()));
      } else {
        sendHtml(res, status, `<!doctype html><title>${status}</title><p>${status}</p>`);
      }
      return true;
    }
  }

  return { handle, store, close: () => db.close() };
}

function serveFile(res: ServerResponse, dir: string, relative: string, immutableChunks: boolean): boolean {
  const path = normalize(join(dir, decodeURIComponent(relative)));
  if (!path.startsWith(dir) || !existsSync(path) || !statSync(path).isFile()) {
    sendJson(res, 404, { message: 'Not found.' });
    return true;
  }
  const hashed = immutableChunks && /-[\w-]{8}\.js$/.test(path);
  res.writeHead(200, {
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    'Content-Length': statSync(path).size,
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(path).pipe(res);
  return true;
}

function serveProductImage(res: ServerResponse, store: Store, id: number, view: number): boolean {
  const product = store.catalog.byId.get(id);
  const category = product && store.catalog.categoryById.get(product.categoryId);
  if (!product || !category || view >= product.images) {
    sendJson(res, 404, { message: 'Not found.' });
    return true;
  }
  const svg = productImageSvg(product, category, view);
  res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
  res.end(svg);
  return true;
}
