import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

export type Params = Record<string, string>;

/** What a route handler gets: the request, its URL and path parameters, and lazy body readers. */
export interface Ctx<S = unknown> {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Params;
  state: S;
  json<T = unknown>(): Promise<T>;
  form(): Promise<FormData>;
}

export type Handler<S> = (ctx: Ctx<S>) => unknown | Promise<unknown>;

interface Route<S> {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler<S>;
}

/** A small router: `add('GET', '/api/:store/:lang/cart', handler)`. */
export class Router<S> {
  private readonly routes: Route<S>[] = [];

  add(method: string, path: string, handler: Handler<S>): this {
    const keys: string[] = [];
    const source = path.replace(/:([a-zA-Z]+)/g, (_, key: string) => {
      keys.push(key);
      return '([^/]+)';
    });
    this.routes.push({ method, pattern: new RegExp(`^${source}/?$`), keys, handler });
    return this;
  }

  get = (path: string, handler: Handler<S>) => this.add('GET', path, handler);
  post = (path: string, handler: Handler<S>) => this.add('POST', path, handler);
  put = (path: string, handler: Handler<S>) => this.add('PUT', path, handler);

  match(method: string, pathname: string): { handler: Handler<S>; params: Params } | 'method' | null {
    let wrongMethod = false;
    for (const route of this.routes) {
      const found = route.pattern.exec(pathname);
      if (!found) continue;
      if (route.method !== method && !(route.method === 'GET' && method === 'HEAD')) {
        wrongMethod = true;
        continue;
      }
      const params: Params = {};
      route.keys.forEach((key, index) => (params[key] = decodeURIComponent(found[index + 1] ?? '')));
      return { handler: route.handler, params };
    }
    return wrongMethod ? 'method' : null;
  }
}

const MAX_BODY = 2 * 1024 * 1024;

/** The request as a WHATWG Request, so JSON, urlencoded and multipart bodies parse the standard way. */
export function toWebRequest(req: IncomingMessage, url: URL): Request {
  const length = Number(req.headers['content-length'] ?? 0);
  if (length > MAX_BODY) throw new HttpError(413, 'The request body is too large.');
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : null,
    duplex: 'half',
  } as RequestInit);
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

export function sendHtml(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

export function redirect(res: ServerResponse, location: string, status = 302): void {
  res.writeHead(status, { Location: location });
  res.end();
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      cookies[name] = part.slice(index + 1).trim();
    }
  }
  return cookies;
}

export function appendCookie(res: ServerResponse, cookie: string): void {
  const existing = res.getHeader('Set-Cookie');
  const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
  res.setHeader('Set-Cookie', [...list, cookie]);
}
