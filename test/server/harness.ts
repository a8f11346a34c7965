import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type App } from '../../demo-pages/server/app.ts';

/** The reference store on a free port with an in-memory database, and a cookie-keeping client. */
export async function startStore(): Promise<{ app: App; url: string; stop: () => Promise<void> }> {
  const app = await createApp({ dbFile: null });
  const server: Server = createServer((req, res) => {
    void app.handle(req, res).then((handled) => {
      if (!handled) {
        res.writeHead(404);
        res.end();
      }
    });
  });
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

  get xsrf(): string {
    return decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
  }

  async call(
    method: string,
    path: string,
    body?: unknown,
    options: { xsrf?: boolean; form?: boolean } = {},
  ): Promise<{ status: number; body: Json; text: string; headers: Headers }> {
    const headers: Record<string, string> = {
      Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    if (options.xsrf !== false && this.cookies.has('XSRF-TOKEN')) headers['X-XSRF-TOKEN'] = this.xsrf;
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
