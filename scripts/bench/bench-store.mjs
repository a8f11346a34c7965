import { Agent, request } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStore } from './store-process.mjs';

/**
 * The reference store under load: on a database after 100 and after 1000 orders, 200 listing-page loads by new
 * visitors, 200 by shoppers with a cart and 200 catalog/get-filters calls, each batch sent at once, with p50 and
 * p95 (targets: p95 under 300 ms for the page, under 100 ms for the filters, flat as the database grows); and 200
 * shoppers each sending an add to cart twice at once with its one Idempotency-Key, as a retry racing a late first
 * send (docs/backend.md "Idempotency"): one effect per action, or the bench fails.
 */
export async function benchStore(root) {
  const store = await startStore(root);
  try {
    const shop = await prepare(store.url);
    await measure(shop); // a first pass warms the new process up (JIT, heap), as a store that has run a while is
    const results = [];
    for (const orders of [100, 1000]) {
      await placeOrders(shop, orders - shop.placed);
      results.push({ orders, ...(await measure(shop)) });
    }
    console.log(
      '\nThe reference store under load (200 requests at once; median of 3 rounds after a warm-up)',
    );
    const ms = ({ p50, p95 }) => `p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`;
    for (const { orders, page, ownPage, filters, repeated } of results) {
      console.log(`  after ${orders} orders`);
      console.log(`    listing page, new visitors:         ${ms(page)} (target p95 < 300 ms)`);
      console.log(`    listing page, shoppers with a cart: ${ms(ownPage)} (target p95 < 300 ms)`);
      console.log(`    catalog/get-filters:                ${ms(filters)} (target p95 < 100 ms)`);
      console.log(
        `    add to cart sent twice, one key:    ${ms(repeated)}; one effect per action: ${repeated.once} of ${repeated.actions}`,
      );
    }
    return results;
  } finally {
    await store.stop();
  }
}

const LISTING = '/catalog/laminat';
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br', Accept: 'text/html' };

/** A visitor: its cookies and XSRF token, as a browser keeps them. */
async function visitor(base) {
  const answer = await fetch(`${base}/api/1/ru/cart`);
  await answer.arrayBuffer();
  const cookies = answer.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const xsrf = decodeURIComponent(
    cookies.find((c) => c.startsWith('XSRF-TOKEN=')).slice('XSRF-TOKEN='.length),
  );
  return { Cookie: cookies.join('; '), 'X-XSRF-TOKEN': xsrf };
}

/** What the run needs from the store: goods in stock, the pickup price, the filters of the listing. */
async function prepare(base) {
  const html = await (await fetch(base + LISTING)).text();
  const inStock = html
    .split('<article class="card"')
    .slice(1)
    .filter((card) => card.includes('card__stock in-stock') && card.includes('<shop-add-to-cart'))
    .map((card) => Number(/data-product-id="(\d+)"/.exec(card)[1]));
  const categoryId = Number(/category-id="(\d+)"/.exec(html)?.[1]);
  const pickup = await (await fetch(`${base}/api/1/ru/delivery/pickup/data`)).json();
  return { base, inStock, categoryId, pickupPrice: pickup.price, placed: 0 };
}

/** Orders of five lines each, placed as shoppers do: a new session, its cart, POST orders (10 at a time). */
async function placeOrders(shop, count) {
  const one = async (n) => {
    const headers = { ...(await visitor(shop.base)), 'Content-Type': 'application/json' };
    for (let line = 0; line < 5; line++) {
      const productId = shop.inStock[(n * 5 + line) % shop.inStock.length];
      const added = await fetch(`${shop.base}/api/1/ru/cart/item`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ productId, quantity: 1 + (n % 3) }),
      });
      await added.arrayBuffer();
    }
    const order = await fetch(`${shop.base}/api/1/ru/orders`, {
      method: 'POST',
      headers,
      body: JSON.stringify(pickupOrder(shop.pickupPrice, n)),
    });
    if (!order.ok) throw new Error(`order ${n} refused: ${order.status} ${await order.text()}`);
    await order.arrayBuffer();
  };
  for (let start = 0; start < count; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, (_, i) => one(shop.placed + start + i)),
    );
  }
  shop.placed += count;
}

const pickupOrder = (price, n) => ({
  name: `Покупатель ${n}`,
  email: `bench-${n}@example.ru`,
  phone: '79161234567',
  legal_type: 'individual',
  delivery_type: 'pickup',
  delivery_data: { address: 'г Москва ', distance: 0, price, response: [] },
  payment_method: 'transfer',
  payment_data: {},
  delivery_details: {
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
  },
});

/** One request over a kept-alive connection; the body is read, not decompressed (that is the browser's work). */
function send(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () =>
        res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode} ${url}`)),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** p50 and p95 of `count` requests sent at once, each timed from its start to its last byte. */
async function round(count, run) {
  const times = await Promise.all(
    Array.from({ length: count }, async () => {
      const start = performance.now();
      await run();
      return performance.now() - start;
    }),
  );
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.ceil(times.length * share) - 1)];
  return { p50: at(0.5), p95: at(0.95) };
}

/** A warm-up round (connections, JIT), then the median of three rounds: the machine is shared and noisy. */
async function concurrently(count, run) {
  await round(count, run);
  const rounds = [await round(count, run), await round(count, run), await round(count, run)];
  const median = (key) => rounds.map((r) => r[key]).sort((a, b) => a - b)[1];
  return { p50: median('p50'), p95: median('p95') };
}

async function measure(shop) {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  try {
    const page = await concurrently(200, () => send(agent, shop.base + LISTING, { headers: BROWSER }));
    // shoppers with a cart line see their own counters: their pages are rendered for each of them
    const shoppers = [];
    for (let i = 0; i < 200; i++) {
      const headers = { ...(await visitor(shop.base)), 'Content-Type': 'application/json' };
      await send(agent, `${shop.base}/api/1/ru/cart/item`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ productId: shop.inStock[i % shop.inStock.length], quantity: 1 }),
      });
      shoppers.push({ ...BROWSER, Cookie: headers.Cookie });
    }
    let next = 0;
    const ownPage = await concurrently(200, () =>
      send(agent, shop.base + LISTING, { headers: shoppers[next++ % shoppers.length] }),
    );
    const headers = { ...(await visitor(shop.base)), 'Content-Type': 'application/json', ...BROWSER };
    const body = JSON.stringify({
      category_id: shop.categoryId,
      filters: [{ field: 'in_stock', value: ['1'] }],
    });
    const filters = await concurrently(200, () =>
      send(agent, `${shop.base}/api/1/ru/catalog/get-filters`, { method: 'POST', headers, body }),
    );
    return { page, ownPage, filters, repeated: await repeatedWrites(shop, agent) };
  } finally {
    agent.destroy();
  }
}

let rounds = 0;

/**
 * Three rounds of 200 new shoppers at once, each sending one add to cart twice at the same moment with its one
 * Idempotency-Key: p50 and p95 of the pair (median of the rounds), and each cart then holds one line of one.
 * Throws when a shopper's cart holds anything else: a write sent again must not happen twice.
 */
async function repeatedWrites(shop, agent) {
  const results = [];
  let once = 0;
  for (let r = 0; r < 3; r++) {
    const round = ++rounds;
    const shoppers = await Promise.all(Array.from({ length: 200 }, () => visitor(shop.base)));
    const times = await Promise.all(
      shoppers.map(async (cookies, i) => {
        const productId = shop.inStock[i % shop.inStock.length];
        const options = {
          method: 'POST',
          headers: {
            ...cookies,
            'Content-Type': 'application/json',
            'Idempotency-Key': `"bench-${round}-${i}"`,
          },
          body: JSON.stringify({ productId, quantity: 1 }),
        };
        const start = performance.now();
        await Promise.all([
          send(agent, `${shop.base}/api/1/ru/cart/item`, options),
          send(agent, `${shop.base}/api/1/ru/cart/item`, options),
        ]);
        return performance.now() - start;
      }),
    );
    for (const [i, cookies] of shoppers.entries()) {
      const cart = await (await fetch(`${shop.base}/api/1/ru/cart`, { headers: cookies })).json();
      const lines = cart.items.map((line) => `${line.productId}×${line.quantity}`).join(', ');
      if (lines !== `${shop.inStock[i % shop.inStock.length]}×1`)
        throw new Error(
          `an add sent twice with one key happened twice: shopper ${i} of round ${round} has ${lines}`,
        );
      once++;
    }
    times.sort((a, b) => a - b);
    const at = (share) => times[Math.min(times.length - 1, Math.ceil(times.length * share) - 1)];
    results.push({ p50: at(0.5), p95: at(0.95) });
  }
  const median = (key) => results.map((x) => x[key]).sort((a, b) => a - b)[1];
  return { p50: median('p50'), p95: median('p95'), once, actions: 3 * 200 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchStore(resolve(dirname(fileURLToPath(import.meta.url)), '../..'));
}
