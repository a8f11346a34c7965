import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Shopper, startStore } from './harness.ts';

describe('the reference cart API (docs/behaviour/calls.md cart)', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  before(async () => (store = await startStore()));
  after(() => store.stop());

  /** the goods the cart sells: priced and in stock */
  const priced = () => store.app.store.catalog.products.filter((p) => p.price !== null && p.stock > 0);

  it('GET cart answers {items, totals} with sum, sum_old and sum_weight, and sets the session and XSRF-TOKEN cookies', async () => {
    const shopper = new Shopper(store.url);
    const { status, body, headers } = await shopper.get('/api/1/ru/cart');
    assert.equal(status, 200);
    assert.deepEqual(body, {
      items: [],
      totals: [
        { type: 'sum', value: 0 },
        { type: 'sum_old', value: 0 },
        { type: 'sum_weight', value: 0 },
      ],
    });
    const cookies = headers.getSetCookie().join('\n');
    assert.match(cookies, /shop_session=\w+;.*HttpOnly/);
    assert.match(cookies, /XSRF-TOKEN=[^;]+; Path=\//);
  });

  it('the XSRF-TOKEN cookie is URL-encoded and the header must carry the decoded value', async () => {
    const shopper = new Shopper(store.url);
    await shopper.get('/api/1/ru/cart');
    const product = priced()[0]!;
    const raw = await shopper.call(
      'POST',
      '/api/1/ru/cart/item',
      { productId: product.id, quantity: 1 },
      { xsrf: false },
    );
    assert.equal(raw.status, 419);
    const ok = await shopper.post('/api/1/ru/cart/item', { productId: product.id, quantity: 1 });
    assert.equal(ok.status, 200);
  });

  it('POST cart/item refuses a product out of stock with 422 and the error shape {message, errors}; the cart keeps what it had', async () => {
    const shopper = new Shopper(store.url);
    await shopper.get('/api/1/ru/cart');
    const outOfStock = store.app.store.catalog.products.find((p) => p.price !== null && p.stock === 0)!;
    const { status, body } = await shopper.post('/api/1/ru/cart/item', {
      productId: outOfStock.id,
      quantity: 1,
    });
    assert.equal(status, 422);
    assert.deepEqual(body, {
      message: 'This product is out of stock.',
      errors: { productId: ['out of stock'] },
    });
    assert.deepEqual((await shopper.get('/api/1/ru/cart')).body.items, []);
  });

  it('POST cart/item adds a line with the product fields of docs/behaviour/data.md and the totals', async () => {
    const shopper = new Shopper(store.url);
    await shopper.get('/api/1/ru/cart');
    const [a, b] = priced().filter((p) => p.oldPrice !== null);
    await shopper.post('/api/1/ru/cart/item', { productId: a!.id, quantity: 2 });
    const { body } = await shopper.post('/api/1/ru/cart/item', { productId: b!.id, quantity: 1 });
    assert.equal(body.items.length, 2);
    const line = body.items[0];
    assert.deepEqual(Object.keys(line).sort(), [
      'id',
      'installmentPrice',
      'price',
      'productId',
      'productImage',
      'productName',
      'productUrl',
      'quantity',
    ]);
    assert.equal(line.productId, a!.id);
    assert.equal(line.quantity, 2);
    assert.equal(line.price, a!.price);
    assert.equal(line.productImage.url, `/img/p/${a!.id}/0.svg`);
    const total = (type: string) => body.totals.find((t: { type: string }) => t.type === type).value;
    assert.equal(total('sum'), a!.price! * 2 + b!.price!);
    assert.equal(total('sum_old'), a!.oldPrice! * 2 + b!.oldPrice!);
    assert.equal(total('sum_weight'), Math.round((a!.weight * 2 + b!.weight) * 100) / 100);
  });

  it('adding the same product again increases its quantity', async () => {
    const shopper = new Shopper(store.url);
    await shopper.get('/api/1/ru/cart');
    const product = priced()[3]!;
    await shopper.post('/api/1/ru/cart/item', { productId: product.id, quantity: 1 });
    const { body } = await shopper.post('/api/1/ru/cart/item', { productId: product.id, quantity: 1 });
    assert.equal(body.items.length, 1);
    assert.equal(body.items[0].quantity, 2);
  });

  it('PUT update-quantity sets the quantity, and quantity 0 deletes the line', async () => {
    const shopper = new Shopper(store.url);
    await shopper.get('/api/1/ru/cart');
    const { body } = await shopper.post('/api/1/ru/cart/item', { productId: priced()[4]!.id, quantity: 1 });
    const id = body.items[0].id;
    const changed = await shopper.put(`/api/1/ru/cart/item/${id}/update-quantity`, { quantity: 5 });
    assert.equal(changed.body.items[0].quantity, 5);
    const deleted = await shopper.put(`/api/1/ru/cart/item/${id}/update-quantity`, { quantity: 0 });
    assert.deepEqual(deleted.body.items, []);
  });

  it('refuses bad input with a field error body, and another shopper’s line with 404', async () => {
    const shopper = new Shopper(store.url);
    await shopper.get('/api/1/ru/cart');
    for (const bad of [
      { productId: 'x', quantity: 1 },
      { productId: 5, quantity: -1 },
      { productId: 5, quantity: 1.5 },
      { productId: 5, quantity: 1e9 },
    ]) {
      const { status, body } = await shopper.post('/api/1/ru/cart/item', bad);
      assert.equal(status, 422, JSON.stringify(bad));
      assert.ok(body.errors, JSON.stringify(bad));
    }
    assert.equal(
      (await shopper.post('/api/1/ru/cart/item', { productId: 99999999, quantity: 1 })).status,
      404,
    );
    const priceless = store.app.store.catalog.products.find((p) => p.price === null)!;
    assert.equal(
      (await shopper.post('/api/1/ru/cart/item', { productId: priceless.id, quantity: 1 })).status,
      422,
    );
    const { body } = await shopper.post('/api/1/ru/cart/item', { productId: priced()[5]!.id, quantity: 1 });
    const stranger = new Shopper(store.url);
    await stranger.get('/api/1/ru/cart');
    assert.equal(
      (await stranger.put(`/api/1/ru/cart/item/${body.items[0].id}/update-quantity`, { quantity: 3 })).status,
      404,
    );
    assert.equal((await shopper.post('/api/1/ru/cart/item', 'not json{')).status, 400, 'a JSON string');
  });

  it('a product out of stock cannot be added: 422 with the error on productId, the cart unchanged', async () => {
    const shopper = new Shopper(store.url);
    await shopper.get('/api/1/ru/cart');
    const sold = store.app.store.catalog.products.find((p) => p.price !== null && p.stock === 0)!;
    const { status, body } = await shopper.post('/api/1/ru/cart/item', { productId: sold.id, quantity: 1 });
    assert.equal(status, 422);
    assert.equal(body.message, 'This product is out of stock.');
    assert.deepEqual(body.errors, { productId: ['out of stock'] });
    assert.deepEqual((await shopper.get('/api/1/ru/cart')).body.items, []);
  });

  it('compare and favourites push and remove answer the new count', async () => {
    const shopper = new Shopper(store.url);
    await shopper.get('/api/1/ru/cart');
    assert.deepEqual((await shopper.get('/api/v1/compare/product/5/push')).body, { success: true, count: 1 });
    assert.deepEqual((await shopper.get('/api/v1/compare/product/5/push')).body, { success: true, count: 1 });
    assert.deepEqual((await shopper.get('/api/v1/favorites/product/6/push')).body, {
      success: true,
      count: 1,
    });
    assert.deepEqual((await shopper.get('/api/v1/compare/product/5/remove')).body, {
      success: true,
      count: 0,
    });
    assert.equal((await shopper.get('/api/v1/compare/product/99999999/push')).status, 404);
    assert.equal((await shopper.get('/api/v1/wishes/product/5/push')).status, 404);
  });
});

describe('the demo catalogue', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  before(async () => (store = await startStore()));
  after(() => store.stop());

  it('has at least 3,000 goods in at least 12 categories, with and without old prices, priceless ones and free installation', () => {
    const { products, categories } = store.app.store.catalog;
    assert.ok(products.length >= 3000);
    assert.ok(categories.length >= 12);
    assert.ok(products.some((p) => p.oldPrice !== null));
    assert.ok(products.some((p) => p.price === null));
    assert.ok(products.some((p) => p.installPrice === 0) && products.some((p) => p.installPrice > 0));
    assert.ok(products.some((p) => p.stock === 0));
    assert.equal(new Set(products.map((p) => p.sku)).size, products.length);
  });

  it('is the same on every start', async () => {
    const again = await startStore();
    try {
      assert.deepEqual(
        again.app.store.catalog.products.slice(0, 50),
        store.app.store.catalog.products.slice(0, 50),
      );
    } finally {
      await again.stop();
    }
  });

  it('serves a generated SVG image per product view and pages that escape product names', async () => {
    const shopper = new Shopper(store.url);
    const image = await shopper.get('/img/p/1/0.svg');
    assert.equal(image.status, 200);
    assert.match(image.text, /^<svg/);
    assert.equal((await shopper.get('/img/p/1/99.svg')).status, 404);
    const listing = await shopper.get('/catalog/laminat');
    assert.equal(listing.status, 200);
    // goods out of stock offer 'notify when available' instead of 'add to cart'
    assert.equal((listing.text.match(/<shop-(add-to-cart|notify-available)\s/g) ?? []).length > 40, true);
    assert.equal((await shopper.get('/catalog/nope')).status, 404);
    assert.equal((await shopper.get('/dist/../package.json')).status, 404);
  });
});
