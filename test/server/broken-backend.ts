import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../demo-pages/server/app.ts';
import { parseCookies } from '../../demo-pages/server/http.ts';
import { createStoreServer } from '../../demo-pages/server/server.ts';

/**
 * A store backend that breaks the contract on purpose, for the conformance checker to find: the reference
 * store with these calls answered wrongly. Each break names what the checker must report.
 */
export const BREAKS = {
  /** a delivery tier without its price */
  deliveryTierWithoutPrice: /\/delivery\/self\/data$/,
  /** `success: false` in the answer of a compare push that worked */
  compareSaysNo: /\/compare\/product\/[^/]+\/push$/,
  /** a search result without its url */
  searchResultWithoutUrl: /\/catalog\/products\/search$/,
  /** a filter total as text */
  filterTotalAsText: /\/catalog\/get-filters$/,
  /** an order accepted whatever it holds */
  orderAccepted: /\/orders$/,
  /** an enquiry accepted without its captcha token */
  formAccepted: /\/forms\/feedback\/store$/,
  /** a cart write accepted without X-XSRF-TOKEN (the store takes the token from the cookie itself) */
  writeWithoutToken: /\/cart\/item$/,
} as const;

const answer = (res: ServerResponse, body: unknown) => {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
  return true;
};

function broken(req: IncomingMessage, res: ServerResponse): boolean {
  const path = new URL(req.url ?? '/', 'http://backend.invalid').pathname;
  if (!path.startsWith('/api/')) return false;
  if (BREAKS.deliveryTierWithoutPrice.test(path)) {
    return answer(res, { prices: [{ sumFrom: 0, sumTo: 5000 }], outsideRingPrice: 45 });
  }
  if (BREAKS.compareSaysNo.test(path)) return answer(res, { success: false });
  if (BREAKS.searchResultWithoutUrl.test(path)) {
    return answer(res, {
      data: [{ id: 1, title: 'Ламинат', image: null, sku: 'L-1', price: 990, oldPrice: null }],
      error: null,
    });
  }
  if (BREAKS.filterTotalAsText.test(path))
    return answer(res, { filters: [], total: '12', url: '/catalog/1' });
  if (BREAKS.orderAccepted.test(path)) return answer(res, { success: true, payment_url: '/order/1' });
  if (BREAKS.formAccepted.test(path)) return answer(res, { success: true });
  if (BREAKS.writeWithoutToken.test(path) && !req.headers['x-xsrf-token']) {
    req.headers['x-xsrf-token'] = parseCookies(req.headers.cookie)['XSRF-TOKEN'] ?? '';
  }
  return false;
}

/** The broken backend on a free port of this machine, in memory. */
export async function startBrokenBackend(): Promise<{ url: string; stop: () => Promise<void> }> {
  const app = await createApp({ dbFile: null });
  const server = createStoreServer(app, broken);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, stop: () => new Promise((resolve) => server.close(() => (app.close(), resolve()))) };
}

/**
 * A backend that ignores Idempotency-Key (docs/backend.md "Idempotency": optional): the reference store with the
 * header taken off every request, so a repeat is done again.
 */
export async function startBackendWithoutIdempotency(): Promise<{ url: string; stop: () => Promise<void> }> {
  const app = await createApp({ dbFile: null });
  const server = createStoreServer(app, (req) => {
    delete req.headers['idempotency-key'];
    return false;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, stop: () => new Promise((resolve) => server.close(() => (app.close(), resolve()))) };
}
