import type { IncomingMessage, ServerResponse } from 'node:http';
import { compressForAnswer } from './compression.ts';

export type Params = Record<string, string>;

/** What a route handler gets: the request, its URL and path parameters, and lazy body readers. */
export interface Ctx<S = unknown> {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Params;
  state: S;
  /** the body's bytes, read once (up to the route's limit) */
  body(): Promise<Buffer>;
  /** the body as a JSON object: 415 for another content type, 400 for bad JSON, a nesting too deep or a non-object */
  json<T = Record<string, unknown>>(): Promise<T>;
  /** the body as form data (multipart or urlencoded): 415 for another content type, 400 when it does not parse */
  form(): Promise<FormData>;
}

export type Handler<S> = (ctx: Ctx<S>) => unknown | Promise<unknown>;

export interface RouteOptions {
  /** a GET that changes state (compare and favourites): it needs the XSRF token like a POST */
  changesState?: boolean;
  /** the largest body the route reads, when smaller than MAX_BODY */
  bodyLimit?: number;
  /** a POST that only reads: its answer is not kept by an Idempotency-Key */
  readOnly?: boolean;
  /** a write that signs a client in or out (new cookies): sent again with its Idempotency-Key, it runs again */
  signsIn?: boolean;
}

interface Route<S> {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler<S>;
  options: RouteOptions;
}

export interface Match<S> {
  handler: Handler<S>;
  params: Params;
  options: RouteOptions;
}

/** A small router: `add('GET', '/api/:store/:lang/cart', handler)`. */
export class Router<S> {
  private readonly routes: Route<S>[] = [];

  add(method: string, path: string, handler: Handler<S>, options: RouteOptions = {}): this {
    const keys: string[] = [];
    const source = path.replace(/:([a-zA-Z]+)/g, (_, key: string) => {
      keys.push(key);
      return '([^/]+)';
    });
    this.routes.push({ method, pattern: new RegExp(`^${source}/?$`), keys, handler, options });
    return this;
  }

  get = (path: string, handler: Handler<S>, options?: RouteOptions) =>
    this.add('GET', path, handler, options);
  post = (path: string, handler: Handler<S>) => this.add('POST', path, handler);
  put = (path: string, handler: Handler<S>) => this.add('PUT', path, handler);

  /** The route of a request; a path parameter with a malformed percent-escape is the client's mistake (400). */
  match(method: string, pathname: string): Match<S> | 'method' | null {
    let wrongMethod = false;
    for (const route of this.routes) {
      const found = route.pattern.exec(pathname);
      if (!found) continue;
      if (route.method !== method && !(route.method === 'GET' && method === 'HEAD')) {
        wrongMethod = true;
        continue;
      }
      const params: Params = {};
      route.keys.forEach((key, index) => (params[key] = decodePart(found[index + 1] ?? '')));
      return { handler: route.handler, params, options: route.options };
    }
    return wrongMethod ? 'method' : null;
  }
}

export function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new HttpError(400, 'The address has a malformed percent-escape.');
  }
}

/** The largest body the store reads; counted while it streams, so a chunked body cannot pass it either. */
export const MAX_BODY = 2 * 1024 * 1024;
/** Deeper JSON is refused before anything walks it recursively (an order is 4 levels deep). */
export const MAX_JSON_DEPTH = 32;

/** Reads the whole body, refusing it with 413 as soon as it passes `limit` bytes. */
export function readBody(req: IncomingMessage, limit = MAX_BODY): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', () => reject(new HttpError(400, 'The body could not be read.')));
  });
}

// the rest of the body stays unread, so the connection closes after the answer
const tooLarge = () =>
  new HttpError(413, 'The request body is too large.', undefined, { Connection: 'close' });

const mediaType = (req: IncomingMessage) =>
  String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

const isJsonType = (type: string) =>
  type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);

/** How deep a parsed JSON value nests, walked without recursion; stops counting past `limit`. */
function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON object of a body; an empty body reads as {}. */
export async function readJson(req: IncomingMessage, body: Buffer): Promise<Record<string, unknown>> {
  if (body.length === 0) return {};
  if (!isJsonType(mediaType(req))) throw new HttpError(415, 'Send the body as application/json.');
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.');
  }
  if (depthOf(value, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new HttpError(400, 'The body nests too deeply.');
  if (!isPlainObject(value)) throw new HttpError(400, 'The body must be a JSON object.');
  return value;
}

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

export async function readForm(req: IncomingMessage, body: Buffer): Promise<FormData> {
  const type = mediaType(req);
  if (!FORM_TYPES.includes(type)) throw new HttpError(415, 'Send the body as form data.');
  try {
    return await new Response(new Uint8Array(body), {
      headers: { 'Content-Type': String(req.headers['content-type']) },
    }).formData();
  } catch {
    throw new HttpError(400, 'The body is not valid form data.');
  }
}

/** A failed request: its status and the body of the store's error shape `{message, errors?}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Sends a text answer, compressed when the client accepts it and the type is worth it. */
export function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  headers: Record<string, string | number> = {},
): void {
  const { encoded, encoding } = compressForAnswer(res.req, type, body);
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    ...headers,
    ...(encoding ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {}),
    'Content-Length': encoded.length,
  });
  res.end(res.req.method === 'HEAD' ? undefined : encoded);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers = {}): void {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body), headers);
}

export function sendHtml(res: ServerResponse, status: number, body: string): void {
  send(res, status, 'text/html; charset=utf-8', body);
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
