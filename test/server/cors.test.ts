import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { originsFromEnv, PREFLIGHT_MAX_AGE } from '../../demo-pages/server/cors.ts';
import type { AppOptions } from '../../demo-pages/server/app.ts';
import { rawRequest, Shopper, startStore } from './harness.ts';

/** The store's API called from pages on other origins, and dist/ loaded from a CDN's origin. */

const PAGE = 'https://shop.example';
const OTHER = 'https://other.example';
const ADD = '/api/1/ru/cart/item';

describe('CORS for the listed origins (SHOP_CORS_ORIGINS)', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  let dist: string;
  before(async () => {
    dist = mkdtempSync(join(tmpdir(), 'shop-cors-dist-'));
    writeFileSync(join(dist, 'shop-elements.js'), 'export {};\n');
    store = await startStore({ corsOrigins: [PAGE, 'https://b.example'], distDir: dist });
  });
  after(async () => {
    await store.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('an answer to a listed origin allows it with credentials and varies by Origin', async () => {
    const shopper = new Shopper(store.url);
    const { status, headers } = await shopper.call('GET', '/api/1/ru/cart', undefined, {
      headers: { Origin: PAGE },
    });
    assert.equal(status, 200);
    assert.equal(headers.get('access-control-allow-origin'), PAGE);
    assert.equal(headers.get('access-control-allow-credentials'), 'true');
    assert.match(headers.get('vary') ?? '', /Origin/);
  });

  it('an origin not in the list gets no CORS headers', async () => {
    const shopper = new Shopper(store.url);
    const { headers } = await shopper.call('GET', '/api/1/ru/cart', undefined, {
      headers: { Origin: OTHER },
    });
    assert.equal(headers.get('access-control-allow-origin'), null);
    assert.equal(headers.get('access-control-allow-credentials'), null);
    assert.match(headers.get('vary') ?? '', /Origin/);
  });

  it('a preflight from a listed origin is answered 204 with the methods, the asked headers and a max age', async () => {
    const { status, headers } = await rawRequest(store.url, {
      method: 'OPTIONS',
      path: ADD,
      headers: {
        Origin: PAGE,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-csrftoken,x-wp-nonce',
      },
    });
    assert.equal(status, 204);
    assert.equal(headers['access-control-allow-origin'], PAGE);
    assert.equal(headers['access-control-allow-credentials'], 'true');
    assert.match(String(headers['access-control-allow-methods']), /POST/);
    assert.match(String(headers['access-control-allow-methods']), /PUT/);
    assert.equal(headers['access-control-allow-headers'], 'content-type,x-csrftoken,x-wp-nonce');
    assert.equal(headers['access-control-max-age'], String(PREFLIGHT_MAX_AGE));
  });

  it('a preflight from another origin is refused without CORS headers', async () => {
    const { status, headers } = await rawRequest(store.url, {
      method: 'OPTIONS',
      path: ADD,
      headers: { Origin: OTHER, 'Access-Control-Request-Method': 'POST' },
    });
    assert.equal(status, 403);
    assert.equal(headers['access-control-allow-origin'], undefined);
  });

  it('a listed origin may write with the session and its token', async () => {
    const shopper = new Shopper(store.url);
    await shopper.get('/api/1/ru/cart');
    const added = await shopper.call(
      'POST',
      ADD,
      { productId: 5, quantity: 1 },
      { headers: { Origin: PAGE } },
    );
    assert.equal(added.status, 200);
    assert.equal(added.body.items.length, 1);
    assert.equal(added.headers.get('access-control-allow-origin'), PAGE);
  });

  it('a listed page on another origin gets the pictures as the store’s URLs and the links as its own pages', async () => {
    const shopper = new Shopper(store.url);
    await shopper.get('/api/1/ru/cart');
    const added = await shopper.call(
      'POST',
      ADD,
      { productId: 5, quantity: 1 },
      { headers: { Origin: PAGE } },
    );
    const [line] = added.body.items;
    assert.equal(line.productImage.url, `${store.url}/img/p/5/0.svg`);
    assert.match(line.productUrl, /^\/product\//, 'a product page is the site’s own page');
    const found = await shopper.call(
      'GET',
      `/api/1/ru/catalog/products/search?query=${encodeURIComponent('ламинат')}`,
      undefined,
      {
        headers: { Origin: PAGE },
      },
    );
    assert.ok(found.body.data.length > 0);
    for (const result of found.body.data) assert.ok(result.image.url.startsWith(`${store.url}/img/`));
    const own = await shopper.call('GET', '/api/1/ru/cart', undefined, { headers: { Origin: store.url } });
    assert.equal(own.body.items[0].productImage.url, '/img/p/5/0.svg', 'the store’s own pages keep paths');
  });

  it('a write from an origin neither the store’s own nor listed is refused (403) and changes nothing', async () => {
    const shopper = new Shopper(store.url);
    await shopper.get('/api/1/ru/cart');
    const cookies = shopper.cookieHeader;
    const refused = await shopper.call(
      'POST',
      ADD,
      { productId: 5, quantity: 1 },
      { headers: { Origin: OTHER } },
    );
    assert.equal(refused.status, 403);
    assert.equal(refused.headers.get('access-control-allow-origin'), null);
    assert.equal(refused.headers.getSetCookie().length, 0, 'not even the cookies move');
    assert.equal(shopper.cookieHeader, cookies);
    assert.deepEqual((await shopper.get('/api/1/ru/cart')).body.items, []);
  });

  it('a compare or favourites toggle (a GET that changes state) from another origin is refused too', async () => {
    const shopper = new Shopper(store.url);
    await shopper.get('/api/1/ru/cart');
    const refused = await shopper.call('GET', '/api/v1/compare/product/5/push', undefined, {
      headers: { Origin: OTHER },
    });
    assert.equal(refused.status, 403);
    const own = await shopper.call('GET', '/api/v1/compare/product/6/push', undefined, {
      headers: { Origin: store.url },
    });
    assert.deepEqual(
      own.body,
      { success: true, count: 1 },
      'only the product pushed from the store’s own origin',
    );
    const reads = await shopper.call('GET', '/api/1/ru/cart', undefined, { headers: { Origin: OTHER } });
    assert.equal(reads.status, 200, 'a read from another origin is answered; its page just cannot read it');
  });

  it('the store’s own origin may write as before', async () => {
    const shopper = new Shopper(store.url);
    await shopper.get('/api/1/ru/cart');
    const added = await shopper.call(
      'POST',
      ADD,
      { productId: 5, quantity: 1 },
      { headers: { Origin: store.url } },
    );
    assert.equal(added.status, 200);
  });

  it('the outside-service stand-ins answer any origin without cookies, as DaData and 2GIS do', async () => {
    const preflight = await rawRequest(store.url, {
      method: 'OPTIONS',
      path: '/stand-in/suggestions/suggest/address',
      headers: {
        Origin: OTHER,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], '*');
    assert.equal(preflight.headers['access-control-allow-headers'], 'authorization,content-type');
    assert.equal(preflight.headers['access-control-allow-credentials'], undefined);
  });

  it('dist/ is served to any origin (module scripts are CORS fetches): Access-Control-Allow-Origin: *', async () => {
    const { status, headers } = await rawRequest(store.url, {
      path: '/dist/shop-elements.js',
      headers: { Origin: OTHER },
    });
    assert.equal(status, 200);
    assert.equal(headers['access-control-allow-origin'], '*');
    assert.equal(headers['access-control-allow-credentials'], undefined);
  });
});

describe('a store with no CORS list answers as before', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  before(async () => (store = await startStore()));
  after(() => store.stop());

  it('no CORS headers, and a write from another origin is refused', async () => {
    const shopper = new Shopper(store.url);
    const read = await shopper.call('GET', '/api/1/ru/cart', undefined, { headers: { Origin: PAGE } });
    assert.equal(read.headers.get('access-control-allow-origin'), null);
    assert.equal(read.headers.get('vary'), null);
    const write = await shopper.call(
      'POST',
      ADD,
      { productId: 5, quantity: 1 },
      { headers: { Origin: PAGE } },
    );
    assert.equal(write.status, 403);
    const plain = await shopper.call('POST', ADD, { productId: 5, quantity: 1 });
    assert.equal(
      plain.status,
      200,
      'a client that sends no Origin (curl, a server) is not a cross-site page',
    );
  });

  it('the session cookies are SameSite=Lax, Secure only over HTTPS', async () => {
    const { headers } = await rawRequest(store.url, { path: '/api/1/ru/cart' });
    const cookies = headers['set-cookie'] as string[];
    assert.equal(cookies.length, 2);
    for (const cookie of cookies) {
      assert.match(cookie, /; SameSite=Lax/);
      assert.doesNotMatch(cookie, /Secure|Domain=/);
    }
  });
});

describe('cross-site cookies where the operator configures them', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  before(
    async () =>
      (store = await startStore(
        originsFromEnv({
          SHOP_CORS_ORIGINS: 'https://a.example, https://b.example',
          SHOP_COOKIE_SAMESITE: 'None',
          SHOP_COOKIE_DOMAIN: '.shop.example',
        }),
      )),
  );
  after(() => store.stop());

  it('SHOP_COOKIE_SAMESITE=None gives SameSite=None; Secure, SHOP_COOKIE_DOMAIN a Domain', async () => {
    const { headers } = await rawRequest(store.url, {
      path: '/api/1/ru/cart',
      headers: { Origin: 'https://b.example' },
    });
    const cookies = headers['set-cookie'] as string[];
    assert.equal(cookies.length, 2);
    for (const cookie of cookies) {
      assert.match(cookie, /; Domain=\.shop\.example/);
      assert.match(cookie, /; SameSite=None; Secure/);
    }
    assert.match(
      cookies.find((c) => c.startsWith('shop_session='))!,
      /HttpOnly/,
    );
    assert.equal(headers['access-control-allow-origin'], 'https://b.example');
  });

  it('a wrong variable stops the start with what to write', () => {
    assert.throws(
      () => originsFromEnv({ SHOP_CORS_ORIGINS: 'shop.example' }),
      /SHOP_CORS_ORIGINS: "shop.example"/,
    );
    assert.throws(() => originsFromEnv({ SHOP_CORS_ORIGINS: 'https://a.example/path' }), /not an origin/);
    assert.throws(() => originsFromEnv({ SHOP_COOKIE_SAMESITE: 'none' }), /Lax, Strict or None/);
    assert.deepEqual(originsFromEnv({}), {
      corsOrigins: [],
      publicOrigins: [],
      cookies: { sameSite: 'Lax' },
    });
  });
});

describe('the store behind a proxy that rewrites the Host header (SHOP_PUBLIC_ORIGIN, SHOP_TRUST_PROXY)', () => {
  const PUBLIC = 'https://shop.example';
  /** A write of the store's own page as it reaches the store through the proxy: its Host is the upstream's. */
  async function writeThroughProxy(options: Partial<AppOptions>, headers: Record<string, string> = {}) {
    const store = await startStore(options);
    try {
      const shopper = new Shopper(store.url);
      await shopper.get('/api/1/ru/cart');
      const answer = await shopper.call(
        'POST',
        ADD,
        { productId: 5, quantity: 1 },
        { headers: { Origin: PUBLIC, ...headers } },
      );
      return answer.status;
    } finally {
      await store.stop();
    }
  }

  it('told nothing, the store refuses its own pages’ writes with 403: their origin is not its Host', async () => {
    assert.equal(await writeThroughProxy({}), 403);
  });

  it('told its public origin, the store takes its own pages’ writes', async () => {
    assert.equal(await writeThroughProxy({ publicOrigins: [PUBLIC] }), 200);
    assert.equal(await writeThroughProxy({ publicOrigins: ['https://other.example'] }), 403);
  });

  it('trusting the proxy, the store takes the X-Forwarded-Host it sets for its own', async () => {
    assert.equal(await writeThroughProxy({ trustProxy: true }, { 'X-Forwarded-Host': 'shop.example' }), 200);
    assert.equal(await writeThroughProxy({}, { 'X-Forwarded-Host': 'shop.example' }), 403, 'not trusted');
  });

  it('SHOP_PUBLIC_ORIGIN is a comma-separated list of origins; anything else stops the start', () => {
    const { publicOrigins } = originsFromEnv({
      SHOP_PUBLIC_ORIGIN: 'https://shop.example, https://www.shop.example',
    });
    assert.deepEqual(publicOrigins, ['https://shop.example', 'https://www.shop.example']);
    assert.throws(() => originsFromEnv({ SHOP_PUBLIC_ORIGIN: 'shop.example' }), /SHOP_PUBLIC_ORIGIN/);
  });
});
