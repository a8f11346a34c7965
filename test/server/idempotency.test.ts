import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createApp } from '../../demo-pages/server/app.ts';
import { answerOnce } from '../../demo-pages/server/idempotency.ts';
import { HttpError, readForm, readJson, sendJson } from '../../demo-pages/server/http.ts';
import { allOrders } from '../../demo-pages/server/store/orders.ts';
import { inboxEntries } from '../../demo-pages/server/store/inbox.ts';
import { KEEP_ANSWERS_MS } from '../../demo-pages/server/store/idempotency.ts';
import { purgeExpired } from '../../demo-pages/server/store/purge.ts';
import { newSession } from '../../demo-pages/server/store/sessions.ts';
import type { StoreCtx } from '../../demo-pages/server/context.ts';
import { formData, noDeliveryDetails, Shopper, spawnStore, startStore, stopStore } from './harness.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes
type Json = any;

/** A key as the elements send it: a Structured Fields string (docs/backend.md "Idempotency"). */
const keyed = (key: string) => ({ headers: { 'Idempotency-Key': `"${key}"` } });

describe('a write sent again with its Idempotency-Key has one effect and its first answer (docs/backend.md "Idempotency")', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  let clock = Date.now();
  before(async () => (store = await startStore({ now: () => clock })));
  after(() => store.stop());

  const inStock = () => store.app.store.catalog.products.filter((p) => p.price !== null && p.stock > 0);
  async function shopper(): Promise<Shopper> {
    const s = new Shopper(store.url);
    await s.get('/api/1/ru/cart');
    return s;
  }
  const lineOf = (cart: Json, productId: number) =>
    cart.items.find((line: Json) => line.productId === productId);

  it('a cart add sent twice with one key adds once; the repeat gets the first answer, marked replayed', async () => {
    const s = await shopper();
    const product = inStock()[0]!;
    const body = { productId: product.id, quantity: 1 };
    const first = await s.call('POST', '/api/1/ru/cart/item', body, keyed('add-1'));
    const again = await s.call('POST', '/api/1/ru/cart/item', body, keyed('add-1'));
    assert.equal(first.status, 200);
    assert.equal(again.status, 200);
    assert.deepEqual(again.body, first.body);
    assert.equal(again.headers.get('Idempotent-Replayed'), 'true');
    assert.equal(first.headers.get('Idempotent-Replayed'), null);
    assert.equal(lineOf((await s.get('/api/1/ru/cart')).body, product.id).quantity, 1);
    // a new key is a new action: a second line's worth
    await s.call('POST', '/api/1/ru/cart/item', body, keyed('add-2'));
    assert.equal(lineOf((await s.get('/api/1/ru/cart')).body, product.id).quantity, 2);
  });

  it('two sends of one key at the same moment add once, and both get the cart with the product', async () => {
    const s = await shopper();
    const product = inStock()[1]!;
    const body = { productId: product.id, quantity: 1 };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => s.call('POST', '/api/1/ru/cart/item', body, keyed('at-once'))),
    );
    for (const answer of answers) {
      assert.equal(answer.status, 200);
      assert.equal(lineOf(answer.body, product.id).quantity, 1);
    }
    assert.equal(lineOf((await s.get('/api/1/ru/cart')).body, product.id).quantity, 1);
  });

  it('a quoted key and the same key bare are one key; a key that is no string of printable characters is 400', async () => {
    const s = await shopper();
    const product = inStock()[2]!;
    const body = { productId: product.id, quantity: 1 };
    await s.call('POST', '/api/1/ru/cart/item', body, keyed('same'));
    const bare = await s.call('POST', '/api/1/ru/cart/item', body, {
      headers: { 'Idempotency-Key': 'same' },
    });
    assert.equal(bare.headers.get('Idempotent-Replayed'), 'true');
    const bad = await s.call('POST', '/api/1/ru/cart/item', body, {
      headers: { 'Idempotency-Key': `"${'x'.repeat(256)}"` },
    });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /Idempotency-Key/);
    assert.equal(lineOf((await s.get('/api/1/ru/cart')).body, product.id).quantity, 1);
  });

  it('a repeat asking something else is refused with 422 naming Idempotency-Key, and changes nothing', async () => {
    const s = await shopper();
    const [one, two] = inStock();
    await s.call('POST', '/api/1/ru/cart/item', { productId: one!.id, quantity: 1 }, keyed('reused'));
    const other = await s.call(
      'POST',
      '/api/1/ru/cart/item',
      { productId: two!.id, quantity: 1 },
      keyed('reused'),
    );
    assert.equal(other.status, 422);
    assert.ok(other.body.errors['Idempotency-Key'][0]);
    assert.equal(lineOf((await s.get('/api/1/ru/cart')).body, two!.id), undefined);
  });

  it("another shopper's key is another key", async () => {
    const [a, b] = [await shopper(), await shopper()];
    const product = inStock()[3]!;
    const body = { productId: product.id, quantity: 1 };
    await a.call('POST', '/api/1/ru/cart/item', body, keyed('shared-name'));
    const theirs = await b.call('POST', '/api/1/ru/cart/item', body, keyed('shared-name'));
    assert.equal(theirs.headers.get('Idempotent-Replayed'), null);
    assert.equal(lineOf(theirs.body, product.id).quantity, 1);
  });

  it('a refusal is kept like a success: the repeat is refused the same way without another try', async () => {
    const s = await shopper();
    const onRequest = store.app.store.catalog.products.find((p) => p.price === null)!;
    const body = { productId: onRequest.id, quantity: 1 };
    const first = await s.call('POST', '/api/1/ru/cart/item', body, keyed('refused'));
    const again = await s.call('POST', '/api/1/ru/cart/item', body, keyed('refused'));
    assert.equal(first.status, 422);
    assert.equal(again.status, 422);
    assert.deepEqual(again.body, first.body);
    assert.equal(again.headers.get('Idempotent-Replayed'), 'true');
  });

  it('a quantity change and a delete sent again are answered with their first answers', async () => {
    const s = await shopper();
    const product = inStock()[4]!;
    const line = lineOf(
      (await s.post('/api/1/ru/cart/item', { productId: product.id, quantity: 1 })).body,
      product.id,
    );
    const path = `/api/1/ru/cart/item/${line.id}/update-quantity`;
    await s.call('PUT', path, { quantity: 3 }, keyed('set-3'));
    await s.call('PUT', path, { quantity: 0 }, keyed('delete'));
    const late = await s.call('PUT', path, { quantity: 3 }, keyed('set-3'));
    assert.equal(late.status, 200);
    assert.equal(lineOf(late.body, product.id).quantity, 3, 'the first answer, as it was');
    assert.equal(lineOf((await s.get('/api/1/ru/cart')).body, product.id), undefined, 'still deleted');
    const deleteAgain = await s.call('PUT', path, { quantity: 0 }, keyed('delete'));
    assert.equal(deleteAgain.status, 200, 'not 404: the line went with the first send');
  });

  it('a compare push sent again answers its first count', async () => {
    const s = await shopper();
    const [one, two] = inStock();
    const push = (id: number, key: string) =>
      s.call('GET', `/api/v1/compare/product/${id}/push`, undefined, keyed(key));
    assert.equal((await push(one!.id, 'push-1')).body.count, 1);
    assert.equal((await push(two!.id, 'push-2')).body.count, 2);
    const again = await push(one!.id, 'push-1');
    assert.equal(again.body.count, 1);
    assert.equal(again.headers.get('Idempotent-Replayed'), 'true');
  });

  it('an enquiry sent again (its form data with a new boundary) is kept once and answered success', async () => {
    const s = await shopper();
    const token = (await s.post('/stand-in/captcha/token')).body.token as string;
    const fields = {
      name: 'Идемпотентный',
      phone: '+7 (916) 123 45 67',
      email: 'ida@example.ru',
      message: 'Перезвоните',
      agreement: '1',
      'y-smart-captcha-response': token,
    };
    const before = inboxEntries(store.app.store).length;
    const first = await s.call('POST', '/api/1/ru/forms/feedback/store', formData(fields), keyed('form-1'));
    const again = await s.call('POST', '/api/1/ru/forms/feedback/store', formData(fields), keyed('form-1'));
    assert.equal(first.status, 200);
    assert.equal(again.status, 200, 'not refused for its spent captcha token: it is not checked again');
    assert.deepEqual(again.body, { success: true });
    assert.equal(inboxEntries(store.app.store).length, before + 1);
  });

  it('an order sent again makes one order and answers its payment_url again', async () => {
    const s = await shopper();
    await s.post('/api/1/ru/cart/item', { productId: inStock()[5]!.id, quantity: 1 });
    const order = {
      name: 'Иван Петров',
      email: 'ivan@example.ru',
      phone: '79161234567',
      legal_type: 'individual',
      delivery_type: 'pickup',
      delivery_data: { address: 'г Москва ', distance: 0, price: 250, response: [] },
      payment_method: 'transfer',
      payment_data: {},
      delivery_details: noDeliveryDetails(),
    };
    const before = allOrders(store.app.store).length;
    const first = await s.call('POST', '/api/1/ru/orders', order, keyed('order-1'));
    const again = await s.call('POST', '/api/1/ru/orders', order, keyed('order-1'));
    assert.equal(first.status, 200);
    assert.equal(again.status, 200, 'not refused for the cart the first emptied');
    assert.equal(again.body.payment_url, first.body.payment_url);
    assert.equal(allOrders(store.app.store).length, before + 1);
  });

  it('a sign-in is not answered from a kept answer: its new session cookies come each time', async () => {
    const s = await shopper();
    const account = formData({
      email: 'idempotent@example.ru',
      password: 'secret-password',
      password_confirmation: 'secret-password',
      first_name: 'Ида',
      last_name: 'Ключева',
      phone: '79161234567',
    });
    const registered = await s.call('POST', '/api/1/ru/auth/register', account, keyed('register'));
    assert.equal(registered.status, 200);
    const login = formData({ email: 'idempotent@example.ru', password: 'secret-password' });
    const first = await s.call('POST', '/api/1/ru/auth/authenticate', login, keyed('login'));
    const again = await s.call(
      'POST',
      '/api/1/ru/auth/authenticate',
      formData({ email: 'idempotent@example.ru', password: 'secret-password' }),
      keyed('login'),
    );
    assert.equal(first.status, 200);
    assert.equal(again.status, 200);
    assert.equal(again.headers.get('Idempotent-Replayed'), null);
    assert.ok(again.headers.getSetCookie().some((cookie) => cookie.startsWith('shop_session=')));
  });

  it('an answer is kept a day: the purge after that lets the key run again', async () => {
    const s = await shopper();
    const product = inStock()[6]!;
    const body = { productId: product.id, quantity: 1 };
    await s.call('POST', '/api/1/ru/cart/item', body, keyed('a-day'));
    clock += KEEP_ANSWERS_MS - 60_000;
    purgeExpired(store.app.store);
    const withinADay = await s.call('POST', '/api/1/ru/cart/item', body, keyed('a-day'));
    assert.equal(withinADay.headers.get('Idempotent-Replayed'), 'true');
    clock += 2 * 60_000;
    assert.ok(purgeExpired(store.app.store).idempotencyKeys >= 1);
    const nextDay = await s.call('POST', '/api/1/ru/cart/item', body, keyed('a-day'));
    assert.equal(lineOf(nextDay.body, product.id).quantity, 2);
  });

  it('a key whose first send another process still runs answers 409 with Retry-After, and adds nothing', async () => {
    const s = await shopper();
    const product = inStock()[7]!;
    const body = { productId: product.id, quantity: 1 };
    await s.call('POST', '/api/1/ru/cart/item', body, keyed('elsewhere'));
    // as another store process on the same file leaves a key it is still running: claimed, not answered
    store.app.store.db.run(
      "UPDATE idempotency_keys SET status = NULL, answer = NULL WHERE key = 'elsewhere'",
    );
    const running = await s.call('POST', '/api/1/ru/cart/item', body, keyed('elsewhere'));
    assert.equal(running.status, 409);
    assert.equal(running.headers.get('Retry-After'), '1');
    assert.equal(lineOf((await s.get('/api/1/ru/cart')).body, product.id).quantity, 1);
  });
});

describe('a repeat that comes while the first send runs waits for its answer (docs/backend.md "Idempotency")', () => {
  let server: Server;
  let url = '';
  let release: () => void = () => {};
  let runs = 0;
  let app: Awaited<ReturnType<typeof createApp>>;
  before(async () => {
    app = await createApp({ dbFile: null });
    const session = newSession(app.store);
    // a write whose work waits until the test releases it, answered through answerOnce as the store's routes are
    server = createServer((req, res) => {
      let body: Promise<Buffer> | undefined;
      const read = () =>
        (body ??= new Promise((resolve) => {
          const parts: Buffer[] = [];
          req.on('data', (part: Buffer) => parts.push(part));
          req.on('end', () => resolve(Buffer.concat(parts)));
        }));
      const ctx = {
        req,
        res,
        url: new URL(req.url!, 'http://store.invalid'),
        params: {},
        state: { store: app.store, session },
        body: read,
        json: async () => readJson(req, await read()),
        form: async () => readForm(req, await read()),
      } as unknown as StoreCtx;
      answerOnce(ctx, 'slow', async () => {
        runs++;
        await new Promise<void>((resolve) => (release = resolve));
        return { success: true, runs };
      }).then(
        (answer) => answer !== undefined && sendJson(res, 200, answer),
        (error: HttpError) => sendJson(res, error.status ?? 500, error.body ?? { message: error.message }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/slow`;
  });
  after(() => {
    server.close();
    app.close();
  });

  it('the work runs once; the repeat gets the first answer once it is there', async () => {
    const send = () =>
      fetch(url, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    const first = send();
    while (runs === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const repeat = send();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the repeat has arrived and waits
    release();
    const [a, b] = await Promise.all([first, repeat]);
    assert.deepEqual(await a.json(), { success: true, runs: 1 });
    assert.deepEqual(await b.json(), { success: true, runs: 1 });
    assert.equal(b.headers.get('Idempotent-Replayed'), 'true');
    assert.equal(runs, 1);
  });
});

describe('the kept answers are in the database file: a restart keeps them (docs/backend.md "Idempotency")', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-idempotency-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('a cart add sent again after a restart is answered, not done again', async () => {
    const file = join(dir, 'store.sqlite');
    let store = await spawnStore(file);
    const shopper = new Shopper(store.url);
    try {
      await shopper.get('/');
      const products = (await import('../../demo-pages/data/catalog.ts'))
        .generateCatalog()
        .products.filter((p) => p.price !== null && p.stock > 0);
      const body = { productId: products[0]!.id, quantity: 1 };
      const first = await shopper.call('POST', '/api/1/ru/cart/item', body, keyed('across-a-restart'));
      await stopStore(store.child);
      store = await spawnStore(file);
      const again = await shopper
        .at(store.url)
        .call('POST', '/api/1/ru/cart/item', body, keyed('across-a-restart'));
      assert.equal(again.headers.get('Idempotent-Replayed'), 'true');
      assert.deepEqual(again.body, first.body);
      const cart = await shopper.at(store.url).get('/api/1/ru/cart');
      assert.equal(cart.body.items[0].quantity, 1);
    } finally {
      await stopStore(store.child);
    }
  });
});
