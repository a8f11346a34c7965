import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startStore } from './harness.ts';

/**
 * A stand-in for a 1C-Bitrix store with WordPress's nonce as well (docs/cms/bitrix.md): in front of the reference store, it
 * wants every API call to carry `X-WP-Nonce: {nonce}` and every write (POST, PUT, the compare and favourites
 * GETs) the field `sessid={sessid}` (a JSON key, a form field or a query parameter), and refuses the rest with
 * 403. What passes goes on to the reference store as the elements' default would send it.
 */
export async function startBitrixBackend(sessid: string, nonce: string) {
  const store = await startStore();
  const server = createServer((req, res) => {
    void answer(req).then(
      ({ status, headers, body }) => {
        res.writeHead(status, headers);
        res.end(body);
      },
      (error: Error) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(error.message);
      },
    );
  });

  const refuse = (message: string) => ({
    status: 403,
    headers: { 'Content-Type': 'application/json' } as Record<string, string | string[]>,
    body: Buffer.from(JSON.stringify({ message })),
  });

  async function answer(req: IncomingMessage) {
    const parts: Buffer[] = [];
    for await (const part of req) parts.push(part as Buffer);
    const body = Buffer.concat(parts);
    const url = new URL(req.url ?? '/', 'http://bitrix.invalid');
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string' && !['host', 'origin', 'referer', 'content-length'].includes(name))
        headers.set(name, value);
    if (url.pathname.startsWith('/api/')) {
      if (req.headers['x-wp-nonce'] !== nonce) return refuse('Cookie check failed (X-WP-Nonce).');
      const write = req.method !== 'GET' || url.pathname.startsWith('/api/v1/');
      if (write && (await sentSessid(req.method ?? 'GET', url, headers, body)) !== sessid)
        return refuse('Your session has expired (sessid).');
      const cookie = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];
      if (cookie) headers.set('X-XSRF-TOKEN', decodeURIComponent(cookie));
    }
    headers.set('Accept-Encoding', 'identity');
    const response = await fetch(store.url + url.pathname + url.search, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(body),
      redirect: 'manual',
    });
    const out: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie'].includes(name))
        out[name] = value;
    });
    out['set-cookie'] = response.headers.getSetCookie();
    return { status: response.status, headers: out, body: Buffer.from(await response.arrayBuffer()) };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    store,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await store.stop();
    },
  };
}

/** The sessid a request carries: in the query of a GET, else in its JSON or form body. */
async function sentSessid(method: string, url: URL, headers: Headers, body: Buffer): Promise<string | null> {
  if (method === 'GET') return url.searchParams.get('sessid');
  const type = headers.get('content-type') ?? '';
  try {
    if (type.includes('json'))
      return (JSON.parse(body.toString('utf8')) as { sessid?: string }).sessid ?? null;
    const form = await new Request('http://bitrix.invalid', {
      method,
      headers: { 'Content-Type': type },
      body: new Uint8Array(body),
    }).formData();
    const value = form.get('sessid');
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}
