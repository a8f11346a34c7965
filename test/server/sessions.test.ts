import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CAPTCHA_TOKEN_LIFETIME_MS, issueCaptchaToken } from '../../demo-pages/server/store/captcha.ts';
import { createResetToken, RESET_LIFETIME_MS } from '../../demo-pages/server/store/accounts.ts';
import { purgeExpired } from '../../demo-pages/server/store/purge.ts';
import { SESSION_IDLE_MS } from '../../demo-pages/server/store/sessions.ts';
import { formData, Shopper, startStore } from './harness.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('sessions: made when something must be remembered, expiring, purged, rotated', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  let clock = Date.now();
  before(async () => (store = await startStore({ now: () => clock })));
  after(() => store.stop());

  const db = () => store.app.store.db;
  const sessionRows = () => db().get<{ n: number }>('SELECT COUNT(*) AS n FROM sessions')!.n;
  const inStock = () => store.app.store.catalog.products.filter((p) => p.price !== null && p.stock > 0);
  const cookie = (shopper: Shopper, name: string) =>
    new RegExp(`(?:^|; )${name}=([^;]*)`).exec(shopper.cookieHeader)?.[1];

  it('pages and reads by a cookieless visitor make no session row, though the cookies are sent', async () => {
    const before = sessionRows();
    for (let i = 0; i < 5; i++) {
      const visitor = new Shopper(store.url);
      assert.equal((await visitor.get('/')).status, 200);
      await visitor.get('/api/1/ru/cart');
      assert.ok(cookie(visitor, 'shop_session'));
      assert.ok(visitor.xsrf);
    }
    assert.equal(sessionRows(), before);
  });

  it('a first-time visitor’s XSRF token works before the row exists; the first cart line makes the row', async () => {
    const visitor = new Shopper(store.url);
    await visitor.get('/catalog/laminat');
    const before = sessionRows();
    const forged = await visitor.call(
      'POST',
      '/api/1/ru/cart/item',
      { productId: inStock()[0]!.id },
      { xsrf: false },
    );
    assert.equal(forged.status, 419);
    assert.equal(sessionRows(), before);
    const added = await visitor.post('/api/1/ru/cart/item', { productId: inStock()[0]!.id, quantity: 2 });
    assert.equal(added.status, 200);
    assert.equal(sessionRows(), before + 1);
    assert.equal((await visitor.get('/api/1/ru/cart')).body.items[0].quantity, 2);
  });

  it('a list item makes the row too; an XSRF token of another session is refused', async () => {
    const visitor = new Shopper(store.url);
    const other = new Shopper(store.url);
    await visitor.get('/');
    await other.get('/');
    const before = sessionRows();
    const stolen = await visitor.call('GET', '/api/v1/favorites/product/5/push', undefined, {
      headers: { 'X-XSRF-TOKEN': other.xsrf },
    });
    assert.equal(stolen.status, 419);
    assert.equal((await visitor.get('/api/v1/favorites/product/5/push')).body.count, 1);
    assert.equal(sessionRows(), before + 1);
  });

  it('compare and favourites push and remove need the X-XSRF-TOKEN header (419 without)', async () => {
    const visitor = new Shopper(store.url);
    await visitor.get('/');
    for (const path of [
      '/api/v1/compare/product/7/push',
      '/api/v1/compare/product/7/remove',
      '/api/v1/favorites/product/7/push',
      '/api/v1/favorites/product/7/remove',
    ]) {
      const refused = await visitor.call('GET', path, undefined, { xsrf: false });
      assert.equal(refused.status, 419, path);
      assert.equal(refused.body.message, 'CSRF token mismatch.');
    }
    assert.deepEqual((await visitor.get('/api/v1/compare/product/7/push')).body, { success: true, count: 1 });
  });

  it('catalogue pages a guest sees may come from the page cache; once the session holds a cart line, its page shows it', async () => {
    const visitor = new Shopper(store.url);
    const first = await visitor.get('/catalog/laminat');
    const again = await visitor.get('/catalog/laminat');
    assert.equal(again.text, first.text);
    assert.match(again.text, /<shop-cart-count class="badge">0<\/shop-cart-count>/);
    await visitor.post('/api/1/ru/cart/item', { productId: inStock()[0]!.id, quantity: 4 });
    const own = await visitor.get('/catalog/laminat');
    assert.match(own.text, /<shop-cart-count class="badge">4<\/shop-cart-count>/);
    assert.match(
      (await new Shopper(store.url).get('/catalog/laminat')).text,
      /<shop-cart-count class="badge">0</,
    );
  });

  it('a session idle past 30 days expires: a new id, an empty cart; the purge deletes its rows', async () => {
    const visitor = new Shopper(store.url);
    await visitor.get('/');
    await visitor.post('/api/1/ru/cart/item', { productId: inStock()[1]!.id, quantity: 1 });
    await visitor.get('/api/v1/compare/product/8/push');
    const id = cookie(visitor, 'shop_session');

    clock += SESSION_IDLE_MS - DAY;
    assert.equal((await visitor.get('/api/1/ru/cart')).body.items.length, 1, 'still there a day before');

    clock += SESSION_IDLE_MS + DAY; // idle for a term since the last request moved it
    const expired = await visitor.get('/api/1/ru/cart');
    assert.deepEqual(expired.body.items, []);
    assert.notEqual(cookie(visitor, 'shop_session'), id);
    assert.equal(db().all('SELECT 1 FROM sessions WHERE id = ?', [id!]).length, 0);
    assert.equal(db().all('SELECT 1 FROM cart_lines WHERE session_id = ?', [id!]).length, 0);
    assert.equal(db().all('SELECT 1 FROM list_items WHERE session_id = ?', [id!]).length, 0);
  });

  it('the purge deletes idle sessions with their carts and lists, and expired captcha tokens and reset links', async () => {
    const idle = new Shopper(store.url);
    await idle.get('/');
    await idle.post('/api/1/ru/cart/item', { productId: inStock()[2]!.id, quantity: 1 });
    const id = cookie(idle, 'shop_session')!;
    const user = db().run("INSERT INTO users (email, password_hash) VALUES ('purge@example.ru', 'x')");
    issueCaptchaToken(store.app.store);
    createResetToken(store.app.store, user);
    const active = new Shopper(store.url);
    await active.get('/');
    clock += SESSION_IDLE_MS - DAY;
    await active.post('/api/1/ru/cart/item', { productId: inStock()[2]!.id, quantity: 1 });
    const activeId = cookie(active, 'shop_session')!;
    clock += 2 * DAY;
    assert.ok(CAPTCHA_TOKEN_LIFETIME_MS < DAY && RESET_LIFETIME_MS < DAY);

    const purged = purgeExpired(store.app.store);
    assert.ok(purged.sessions >= 1);
    assert.ok(purged.captchaTokens >= 1);
    assert.ok(purged.resetLinks >= 1);
    assert.equal(db().all('SELECT 1 FROM sessions WHERE id = ?', [id]).length, 0);
    assert.equal(db().all('SELECT 1 FROM cart_lines WHERE session_id = ?', [id]).length, 0);
    assert.equal(
      db().all('SELECT 1 FROM sessions WHERE id = ?', [activeId]).length,
      1,
      'the active one stays',
    );
    assert.equal(db().get<{ n: number }>('SELECT COUNT(*) AS n FROM captcha_tokens')!.n, 0);
    assert.equal(db().get<{ n: number }>('SELECT COUNT(*) AS n FROM password_resets')!.n, 0);
  });

  it('sign-in and sign-out rotate the session (new id, new XSRF token); the cart and the lists follow', async () => {
    const shopper = new Shopper(store.url);
    await shopper.get('/');
    const product = inStock()[3]!;
    await shopper.post('/api/1/ru/cart/item', { productId: product.id, quantity: 3 });
    await shopper.get('/api/v1/favorites/product/9/push');
    const email = `rotate-${Date.now()}@example.ru`;
    const fields = {
      first_name: 'Ольга',
      email,
      phone: '79161112233',
      password: 'secret123',
      password_confirmation: 'secret123',
    };
    assert.equal((await shopper.post('/api/1/ru/auth/register', formData(fields))).status, 200);

    const steps: [string, () => Promise<unknown>][] = [
      ['sign-out', () => shopper.post('/api/1/ru/auth/logout', {})],
      [
        'sign-in',
        () => shopper.post('/api/1/ru/auth/authenticate', formData({ email, password: 'secret123' })),
      ],
    ];
    for (const [step, run] of steps) {
      const before = {
        id: cookie(shopper, 'shop_session'),
        xsrf: shopper.xsrf,
        cookies: shopper.cookieHeader,
      };
      await run();
      assert.notEqual(cookie(shopper, 'shop_session'), before.id, `${step}: a new id`);
      assert.notEqual(shopper.xsrf, before.xsrf, `${step}: a new XSRF token`);
      const cart = await shopper.get('/api/1/ru/cart');
      assert.equal(cart.body.items[0].productId, product.id, `${step}: the cart follows`);
      assert.equal(cart.body.items[0].quantity, 3);
      assert.match(
        (await shopper.get('/wishlist')).text,
        /data-product-id="9"|product-id="9"/,
        `${step}: the list follows`,
      );
      assert.equal(
        db().all('SELECT 1 FROM sessions WHERE id = ?', [before.id!]).length,
        0,
        `${step}: the old row goes`,
      );
      // the old cookie is worth nothing now: its XSRF token does not pass for the new session
      const replay = await fetch(`${store.url}/api/1/ru/cart/item`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: before.cookies, 'X-XSRF-TOKEN': before.xsrf },
        body: JSON.stringify({ productId: product.id, quantity: 1 }),
      });
      assert.equal(replay.status, 200, 'the old id is an empty new session');
      assert.equal(
        (await shopper.get('/api/1/ru/cart')).body.items[0].quantity,
        3,
        `${step}: not in the new cart`,
      );
    }
    assert.equal((await shopper.get('/account')).status, 200, 'signed in at the end');
  });
});
