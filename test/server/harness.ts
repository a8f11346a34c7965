import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type App, type AppOptions } from '../../demo-pages/server/app.ts';
import { createStoreServer } from '../../demo-pages/server/server.ts';

/** The reference store on a free port with an in-memory database, and a cookie-keeping client. */
export async function startStore(
  options: Partial<AppOptions> = {},
): Promise<{ app: App; url: string; stop: () => Promise<void> }> {
  const app = await createApp({ dbFile: null, ...options });
  const server = createStoreServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { app, url, stop: () => new Promise((resolve) => server.close(() => (app.close(), resolve()))) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read server JSON of many shapes
type Json = any;

/** A shopper's browser: keeps cookies and sends X-XSRF-TOKEN like the elements do. */
export class Shopper {
  private cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  /** The same browser (its cookies) talking to another address: a restarted store. */
  at(base: string): Shopper {
    const moved = new Shopper(base);
    moved.cookies = new Map(this.cookies);
    return moved;
  }

  /** the Cookie header this browser sends */
  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get xsrf(): string {
    return decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
  }

  async call(
    method: string,
    path: string,
    body?: unknown,
    options: { xsrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: Json; text: string; headers: Headers }> {
    const headers: Record<string, string> = {
      Cookie: this.cookieHeader,
    };
    if (options.xsrf !== false && this.cookies.has('XSRF-TOKEN')) headers['X-XSRF-TOKEN'] = this.xsrf;
    Object.assign(headers, options.headers);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(this.base + path, { method, headers, body: payload, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (/Max-Age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed, text, headers: response.headers };
  }

  get = (path: string) => this.call('GET', path);
  post = (path: string, body?: unknown, options?: { xsrf?: boolean }) =>
    this.call('POST', path, body, options);
  put = (path: string, body?: unknown, options?: { xsrf?: boolean }) => this.call('PUT', path, body, options);
}

/**
 * One request written by hand (node:http), for what fetch will not send: a wrong Host, a raw path, a chunked
 * body. `body` chunks go out one by one; the answer is read even when the store stops reading the body early.
 */
export function rawRequest(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; chunks?: (string | Buffer)[] },
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  body: Json;
}> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, method: options.method ?? 'GET', path: options.path, headers: options.headers },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => {
          const text = Buffer.concat(parts).toString('utf8');
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            body = null;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
        });
      },
    );
    // the store may answer and close before the whole body is written: that is the answer we want
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    const chunks = [...(options.chunks ?? [])];
    const next = () => {
      const chunk = chunks.shift();
      if (chunk === undefined) return void req.end();
      if (req.write(chunk)) setImmediate(next);
      else req.once('drain', next);
    };
    next();
  });
}

/** The store as its own process (`node demo-pages/server/main.ts`) on a free port, with the given database file. */
export function spawnStore(dbFile: string): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo-pages/server/main.ts'], {
      env: { ...process.env, PORT: '0', SHOP_DB: dbFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      const found = /http:\/\/localhost:(\d+)/.exec(chunk.toString());
      if (found) resolve({ url: `http://127.0.0.1:${found[1]}`, child });
    });
    child.once('exit', (code) =>
      reject(Object.assign(new Error(`the store exited with ${code}`), { code, errors })),
    );
  });
}

/** Stops a spawned store with the signal and waits until it has gone. */
export function stopStore(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** Form data of the given fields, as a browser sends a form. */
export function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** An order's delivery_details with nothing chosen (pickup), as the checkout sends them; `extra` sets fields. */
export const noDeliveryDetails = (extra: Record<string, unknown> = {}) => ({
  flat: null,
  entrance: null,
  comment: '',
  date: '',
  time: '',
  isRiseFloor: false,
  isNotElevator: false,
  raiseOnFloor: null,
  isTakesAnotherPerson: false,
  recipientPhone: '',
  recipientFullName: '',
  isQuestions: false,
  point: null,
  ...extra,
});
