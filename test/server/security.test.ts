import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { Store } from '../../demo-pages/server/context.ts';
import { contentSecurityPolicy, cspFromEnv } from '../../demo-pages/server/security.ts';
import { SIGN_IN_LIMITS } from '../../demo-pages/server/store/throttle.ts';
import { formData, rawRequest, Shopper, startStore } from './harness.ts';

describe('security headers and Secure cookies', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  before(async () => (store = await startStore({ trustProxy: true })));
  after(() => store.stop());

  it('every page, API answer and file sends CSP, nosniff, Referrer-Policy and frame protection', async () => {
    for (const path of [
      '/',
      '/catalog/laminat',
      '/api/1/ru/cart',
      '/assets/theme.css',
      '/no-such-page',
      '/api/nope',
    ]) {
      const { headers } = await rawRequest(store.url, { path });
      assert.match(String(headers['content-security-policy']), /default-src 'self'/, path);
      assert.match(String(headers['content-security-policy']), /frame-ancestors 'self'/, path);
      assert.match(String(headers['content-security-policy']), /script-src 'self'(;| )/, path);
      assert.doesNotMatch(String(headers['content-security-policy']), /script-src[^;]*unsafe-inline/, path);
      assert.equal(headers['x-content-type-options'], 'nosniff', path);
      assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', path);
      assert.equal(headers['x-frame-options'], 'SAMEORIGIN', path);
    }
  });

  it('the CSP admits the page config’s outside services: captcha script and frame, suggestions, routing, tiles', () => {
    const csp = contentSecurityPolicy(
      {
        captcha: { scriptUrl: 'https://smartcaptcha.yandexcloud.net/captcha.js' },
        suggest: { url: 'https://suggestions.dadata.ru/suggestions/api/4_1/rs' },
        routing: { url: 'https://routing.api.2gis.com/routing/7.0.0/global' },
        map: { tiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' },
      },
      { 'frame-src': ['https://rutube.ru'] },
    );
    const directive = (name: string) => new RegExp(`(^|; )${name} ([^;]*)`).exec(csp)?.[2] ?? '';
    assert.match(directive('script-src'), /^'self' https:\/\/smartcaptcha\.yandexcloud\.net$/);
    assert.match(directive('frame-src'), /https:\/\/smartcaptcha\.yandexcloud\.net/);
    assert.match(directive('frame-src'), /https:\/\/rutube\.ru/);
    assert.match(directive('connect-src'), /https:\/\/suggestions\.dadata\.ru/);
    assert.match(directive('connect-src'), /https:\/\/routing\.api\.2gis\.com/);
    assert.match(directive('img-src'), /https:\/\/tile\.openstreetmap\.org/);
  });

  it('SHOP_CSP=strict: the pages allow no inline style and enforce Trusted Types; the stand-ins keep the default', async () => {
    assert.deepEqual(cspFromEnv({}), { strictCsp: false });
    assert.deepEqual(cspFromEnv({ SHOP_CSP: 'strict' }), { strictCsp: true });
    assert.throws(() => cspFromEnv({ SHOP_CSP: 'loose' }), /SHOP_CSP must be "strict" or unset/);
    const strict = await startStore(cspFromEnv({ SHOP_CSP: 'strict' }));
    try {
      for (const path of ['/', '/catalog/laminat', '/docs/api', '/api/1/ru/cart']) {
        const csp = String((await rawRequest(strict.url, { path })).headers['content-security-policy']);
        assert.match(csp, /(^|; )style-src 'self'(;|$)/, path);
        assert.match(csp, /require-trusted-types-for 'script'; trusted-types shop-elements/, path);
        assert.doesNotMatch(csp, /unsafe-inline/, path);
      }
      const standIn = await rawRequest(strict.url, { path: '/stand-in/rutube/play/embed/1/' });
      assert.match(String(standIn.headers['content-security-policy']), /style-src 'self' 'unsafe-inline'/);
      assert.doesNotMatch(String(standIn.headers['content-security-policy']), /trusted-types/);
    } finally {
      await strict.stop();
    }
  });

  it('cookies are Secure behind HTTPS (a trusted proxy’s X-Forwarded-Proto), and not over plain HTTP', async () => {
    const https = await rawRequest(store.url, { path: '/', headers: { 'X-Forwarded-Proto': 'https' } });
    const cookies = [https.headers['set-cookie']].flat().join('\n');
    assert.match(cookies, /shop_session=[^\n]*; Secure/);
    assert.match(cookies, /XSRF-TOKEN=[^\n]*; Secure/);
    const http = await rawRequest(store.url, { path: '/' });
    assert.doesNotMatch([http.headers['set-cookie']].flat().join('\n'), /Secure/);
  });

  it('without SHOP_TRUST_PROXY the X-Forwarded-Proto header is not believed', async () => {
    const untrusting = await startStore();
    try {
      const answer = await rawRequest(untrusting.url, {
        path: '/',
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      assert.doesNotMatch([answer.headers['set-cookie']].flat().join('\n'), /Secure/);
    } finally {
      await untrusting.stop();
    }
  });
});

describe('compression and caching of the store’s answers', () => {
  const dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
  const script = `export const shop = ${JSON.stringify('элементы витрины '.repeat(400))};\n`;
  let store: Awaited<ReturnType<typeof startStore>>;
  before(async () => {
    mkdirSync(join(dist, 'chunks'));
    writeFileSync(join(dist, 'shop-elements.js'), script);
    writeFileSync(join(dist, 'chunks', 'runtime-AbC12_-9.js'), script);
    store = await startStore({ distDir: dist });
  });
  after(async () => {
    await store.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, encoding?: string, headers: Record<string, string> = {}) =>
    rawRequest(store.url, {
      path,
      headers: { ...(encoding ? { 'Accept-Encoding': encoding } : {}), ...headers },
    });
  const bytes = (answer: { text: string }) => Buffer.from(answer.text, 'latin1');

  it('JS is sent with brotli or gzip by Accept-Encoding, Vary: Accept-Encoding, and plain without it', async () => {
    const raw = async (path: string, encoding?: string) => {
      const { hostname, port } = new URL(store.url);
      const { request } = await import('node:http');
      return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) =>
        request({ hostname, port, path, headers: encoding ? { 'Accept-Encoding': encoding } : {} }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
        })
          .on('error', reject)
          .end(),
      );
    };
    const br = await raw('/dist/shop-elements.js', 'gzip, deflate, br');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.vary, 'Accept-Encoding');
    assert.equal(brotliDecompressSync(br.body).toString(), script);
    assert.ok(br.body.length < Buffer.byteLength(script) / 4);
    const gz = await raw('/dist/shop-elements.js', 'gzip');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.body).toString(), script);
    const plain = await raw('/dist/shop-elements.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), script);
    const refused = await raw('/dist/shop-elements.js', 'br;q=0, gzip;q=0');
    assert.equal(refused.headers['content-encoding'], undefined);

    for (const path of ['/catalog/laminat', '/assets/theme.css', '/assets/favicon.svg']) {
      const page = await raw(path, 'br');
      assert.equal(page.headers['content-encoding'], 'br', path);
      assert.equal(page.headers.vary, 'Accept-Encoding', path);
    }
    const search = await raw(
      '/api/1/ru/catalog/products/search?query=%D0%BB%D0%B0%D0%BC%D0%B8%D0%BD%D0%B0%D1%82',
      'gzip',
    );
    assert.equal(search.headers['content-encoding'], 'gzip');
    assert.ok(Array.isArray(JSON.parse(gunzipSync(search.body).toString()).data));
  });

  it('pages come without the templates’ indentation: a line break and the blanks after it are one line break', async () => {
    const { text } = await get('/catalog/laminat');
    assert.ok(text.includes('<shop-add-to-cart'));
    assert.doesNotMatch(text, /\n[ \t]/);
  });

  it('hashed chunks are cached for a year as immutable; other files are revalidated by ETag (304)', async () => {
    const chunk = await get('/dist/chunks/runtime-AbC12_-9.js', 'br');
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    const loader = await get('/dist/shop-elements.js', 'br');
    assert.equal(loader.headers['cache-control'], 'no-cache');
    const etag = String(loader.headers.etag);
    assert.match(etag, /^"[\w-]+-br"$/);
    const again = await get('/dist/shop-elements.js', 'br', { 'If-None-Match': etag });
    assert.equal(again.status, 304);
    assert.equal(bytes(again).length, 0);
    const gzipTag = String((await get('/dist/shop-elements.js', 'gzip')).headers.etag);
    assert.notEqual(gzipTag, etag, 'each encoding has its own tag');
    assert.equal((await get('/dist/shop-elements.js', 'gzip', { 'If-None-Match': etag })).status, 200);
    const theme = await get('/assets/theme.css');
    assert.equal(theme.headers['cache-control'], 'no-cache');
    assert.equal(
      (await get('/assets/theme.css', undefined, { 'If-None-Match': String(theme.headers.etag) })).status,
      304,
    );
  });

  it('a rebuilt file is read again: a new ETag and the new content', async () => {
    const before = await get('/dist/shop-elements.js');
    writeFileSync(join(dist, 'shop-elements.js'), `${script}// rebuilt\n`);
    const after = await get('/dist/shop-elements.js');
    assert.notEqual(after.headers.etag, before.headers.etag);
    assert.match(after.text, /\/\/ rebuilt/);
  });
});

describe('the demo routes answer only this machine or the demo token', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  before(async () => (store = await startStore()));
  after(() => store.stop());
  // a proxy's header marks a request that did not start on this machine
  const remote = { 'X-Forwarded-For': '203.0.113.7' };

  it('/demo/inbox and /demo/orders answer a request from this machine', async () => {
    for (const path of ['/demo/inbox', '/demo/orders'])
      assert.equal((await rawRequest(store.url, { path })).status, 200);
  });

  it('from elsewhere they are 403; with ?token= they answer and the token is kept in a cookie; a wrong token is 403', async () => {
    for (const path of ['/demo/inbox', '/demo/orders']) {
      const refused = await rawRequest(store.url, { path, headers: remote });
      assert.equal(refused.status, 403, path);
      assert.doesNotMatch(refused.text, /password\/reset\/handle|\/order\/\d/);
      assert.equal(
        (await rawRequest(store.url, { path: `${path}?token=wrong`, headers: remote })).status,
        403,
      );
    }
    const opened = await rawRequest(store.url, {
      path: `/demo/inbox?token=${encodeURIComponent(store.app.demoToken)}`,
      headers: remote,
    });
    assert.equal(opened.status, 200);
    const cookie = [opened.headers['set-cookie']].flat().find((c) => c?.startsWith('shop_demo='))!;
    assert.match(cookie, /HttpOnly/);
    const withCookie = await rawRequest(store.url, {
      path: '/demo/orders',
      headers: { ...remote, Cookie: cookie.split(';')[0]! },
    });
    assert.equal(withCookie.status, 200);
  });

  it('the bank stand-in’s pay action is 403 from elsewhere even with the order’s token, and works here', async () => {
    const shopper = new Shopper(store.url);
    await shopper.get('/');
    const { id, token } = insertOrder(store.app.store);
    const pay = `/stand-in/bank/${id}/pay?token=${token}`;
    const refused = await rawRequest(store.url, { method: 'POST', path: pay, headers: remote });
    assert.equal(refused.status, 403);
    assert.equal(typeof refused.body.message, 'string');
    assert.equal(
      store.app.store.db.get<{ status: string }>('SELECT status FROM orders WHERE id = ?', [id])!.status,
      'awaiting_payment',
    );
    const paid = await rawRequest(store.url, { method: 'POST', path: pay });
    assert.equal(paid.status, 303);
    assert.equal(
      store.app.store.db.get<{ status: string }>('SELECT status FROM orders WHERE id = ?', [id])!.status,
      'paid',
    );
  });
});

/** An order awaiting its card payment, as POST orders stores it. */
function insertOrder(store: Store) {
  const token = 'a'.repeat(32);
  const stored = {
    payload: {},
    cart: { items: [], totals: [] },
    pricing: {
      goodsSum: 0,
      weight: 0,
      zone: null,
      distance: 0,
      delivery: { price: 0, label: 'delivery_pickup' },
      lift: null,
      liftLevel: 0,
      installation: 0,
      total: 100,
    },
    token,
    payment: 'awaiting',
  };
  const id = store.db.run(
    "INSERT INTO orders (session_id, payload, total, status) VALUES ('s', ?, 100, 'awaiting_payment')",
    [JSON.stringify(stored)],
  );
  return { id, token };
}

describe('sign-in throttling', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  let clock = Date.now();
  before(async () => (store = await startStore({ now: () => clock, trustProxy: true })));
  after(() => store.stop());

  let addresses = 0;
  /** a shopper behind its own address (the trusted proxy's X-Forwarded-For) */
  async function shopperAt(address = `198.51.100.${++addresses}`) {
    const s = new Shopper(store.url);
    await s.get('/');
    const signIn = (email: string, password: string) =>
      s.call('POST', '/api/1/ru/auth/authenticate', formData({ email, password }), {
        headers: { 'X-Forwarded-For': address },
      });
    return { s, signIn, address };
  }
  async function client(password = 'secret123') {
    const { s } = await shopperAt();
    const email = `throttle-${++addresses}@example.ru`;
    await s.post(
      '/api/1/ru/auth/register',
      formData({
        first_name: 'Тест',
        email,
        phone: '79160001122',
        password,
        password_confirmation: password,
      }),
    );
    return email;
  }

  it(`after ${SIGN_IN_LIMITS.perEmail} wrong passwords for one e-mail the next try is 429 with Retry-After, even with the right password`, async () => {
    const email = await client();
    const { signIn } = await shopperAt();
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail; i++)
      assert.equal((await signIn(email, 'wrong-pass')).status, 422);
    const limited = await signIn(email, 'secret123');
    assert.equal(limited.status, 429);
    assert.equal(limited.body.success, false);
    assert.equal(typeof limited.body.message, 'string');
    assert.ok(limited.body.errors.email[0]);
    const wait = Number(limited.headers.get('retry-after'));
    assert.ok(wait > 0 && wait <= SIGN_IN_LIMITS.windowMs / 1000, String(wait));
    // another address does not help: the e-mail is what is guessed
    assert.equal((await (await shopperAt()).signIn(email, 'secret123')).status, 429);

    clock += wait * 1000;
    assert.equal((await signIn(email, 'secret123')).status, 200, 'allowed again once the wait is over');
  });

  it(`after ${SIGN_IN_LIMITS.perAddress} failures from one address, any e-mail from it is 429; other addresses go on`, async () => {
    const email = await client();
    const { signIn } = await shopperAt();
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++)
      assert.equal((await signIn(`nobody-${i}@example.ru`, 'wrong-pass')).status, 422);
    assert.equal((await signIn(email, 'secret123')).status, 429);
    assert.equal((await (await shopperAt()).signIn(email, 'secret123')).status, 200);
  });

  it('a right password takes its try back: successful sign-ins never throttle', async () => {
    const email = await client();
    const { signIn } = await shopperAt();
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail + 3; i++)
      assert.equal((await signIn(email, 'secret123')).status, 200);
  });
});
