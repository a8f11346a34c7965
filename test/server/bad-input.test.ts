import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { rawRequest, Shopper, startStore } from './harness.ts';

/** Every client mistake is a 4xx in the store's error shape {message, errors?}, and the store keeps answering. */
describe('the store never exits and answers a client’s mistake with a 4xx', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  let shopper: Shopper;
  before(async () => {
    store = await startStore();
    shopper = new Shopper(store.url);
    await shopper.get('/api/1/ru/cart');
  });
  after(() => store.stop());

  const json = { 'Content-Type': 'application/json' };
  const withToken = () => ({ ...json, Cookie: shopper.cookieHeader, 'X-XSRF-TOKEN': shopper.xsrf });

  async function stillAnswering() {
    const { status, body } = await shopper.get('/api/1/ru/cart');
    assert.equal(status, 200);
    assert.ok(Array.isArray(body.items));
  }

  function assertErrorShape(body: unknown) {
    assert.equal(typeof (body as { message?: unknown }).message, 'string', JSON.stringify(body));
  }

  it('a request with Host: a b is answered (the store needs no Host to route)', async () => {
    const page = await rawRequest(store.url, { path: '/', headers: { Host: 'a b' } });
    assert.equal(page.status, 200);
    const api = await rawRequest(store.url, { path: '/api/1/ru/cart', headers: { Host: 'a b' } });
    assert.equal(api.status, 200);
    await stillAnswering();
  });

  it('a request Node cannot parse gets 400 in the error shape (clientError)', async () => {
    const { status, body } = await rawRequest(store.url, {
      path: '/',
      headers: { 'Content-Length': '1', 'Transfer-Encoding': 'chunked' },
    });
    assert.equal(status, 400);
    assertErrorShape(body);
    await stillAnswering();
  });

  for (const [name, body] of [
    ['a JSON null body', 'null'],
    ['a JSON array body', '[1, 2]'],
    ['a JSON string body', '"text"'],
    ['malformed JSON', '{"productId": 1,'],
  ]) {
    it(`${name} is 400 with the error shape`, async () => {
      const answer = await rawRequest(store.url, {
        method: 'POST',
        path: '/api/1/ru/cart/item',
        headers: withToken(),
        chunks: [body!],
      });
      assert.equal(answer.status, 400);
      assertErrorShape(answer.body);
      await stillAnswering();
    });
  }

  it('a JSON null order is refused as the payload (422, success false)', async () => {
    const answer = await rawRequest(store.url, {
      method: 'POST',
      path: '/api/1/ru/orders',
      headers: withToken(),
      chunks: ['null'],
    });
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body.errors, ['payload']);
    assert.equal(answer.body.success, false);
    await stillAnswering();
  });

  for (const path of [
    '/catalog/%zz',
    '/product/%E0%A4%A',
    '/api/1/ru/cart/item/%zz/update-quantity',
    '/api/v1/compare/product/%zz/push',
    '/dist/%zz.js',
  ]) {
    it(`a malformed percent-escape in the path (${path}) is 400`, async () => {
      const method = path.includes('update-quantity') ? 'PUT' : 'GET';
      const answer = await rawRequest(store.url, { method, path, headers: withToken() });
      assert.equal(answer.status, 400, answer.text);
      await stillAnswering();
    });
  }

  for (const path of [
    '/catalog/laminat?price_from=%zz&a%zz=1',
    '/search?q=%E0%A4%A',
    '/api/1/ru/catalog/products/search?query=%zz',
  ]) {
    it(`a malformed percent-escape in the query (${path}) is read as text, not a failure`, async () => {
      const answer = await rawRequest(store.url, { path });
      assert.ok(answer.status < 500, `${answer.status}`);
      await stillAnswering();
    });
  }

  it('a deeply nested body is 400 with the error shape; a deeply nested order is refused as the payload', async () => {
    const nested = '['.repeat(100_000) + ']'.repeat(100_000);
    const answer = await rawRequest(store.url, {
      method: 'POST',
      path: '/api/1/ru/cart/item',
      headers: withToken(),
      chunks: [`{"productId": ${nested}}`],
    });
    assert.equal(answer.status, 400);
    assertErrorShape(answer.body);
    const order = await shopper.post('/api/1/ru/orders', {
      name: JSON.parse('['.repeat(40) + ']'.repeat(40)),
    });
    assert.equal(order.status, 422);
    assert.deepEqual(order.body.errors, ['payload']);
    await stillAnswering();
  });

  it('a huge order is 413 with the error shape', async () => {
    const answer = await shopper.post('/api/1/ru/orders', { name: 'x'.repeat(300 * 1024) });
    assert.equal(answer.status, 413);
    assertErrorShape(answer.body);
    await stillAnswering();
  });

  it('a chunked body past the 2 MB limit is 413 (bytes counted while streaming), and the connection closes', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const answer = await rawRequest(store.url, {
      method: 'POST',
      path: '/api/1/ru/cart/item',
      headers: { ...withToken(), 'Transfer-Encoding': 'chunked' },
      chunks: Array(40).fill(chunk),
    });
    assert.equal(answer.status, 413);
    assertErrorShape(answer.body);
    assert.equal(answer.headers.connection, 'close');
    await stillAnswering();
  });

  it('a declared Content-Length past the limit is 413 before anything is read', async () => {
    const answer = await rawRequest(store.url, {
      method: 'POST',
      path: '/api/1/ru/forms/call-me',
      headers: {
        ...withToken(),
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(3 * 1024 * 1024),
      },
      chunks: ['--x'],
    });
    assert.equal(answer.status, 413);
    await stillAnswering();
  });

  it('a wrong content type is 415: JSON calls want JSON, form calls want form data', async () => {
    const text = await rawRequest(store.url, {
      method: 'POST',
      path: '/api/1/ru/cart/item',
      headers: { ...withToken(), 'Content-Type': 'text/plain' },
      chunks: ['{"productId": 1}'],
    });
    assert.equal(text.status, 415);
    assertErrorShape(text.body);
    const form = await rawRequest(store.url, {
      method: 'POST',
      path: '/api/1/ru/forms/call-me',
      headers: withToken(),
      chunks: ['{"name": "x"}'],
    });
    assert.equal(form.status, 415);
    assertErrorShape(form.body);
    const broken = await rawRequest(store.url, {
      method: 'POST',
      path: '/api/1/ru/forms/call-me',
      headers: { ...withToken(), 'Content-Type': 'multipart/form-data; boundary=x' },
      chunks: ['not multipart at all'],
    });
    assert.equal(broken.status, 400);
    await stillAnswering();
  });

  it('a request target that is not a path is 400', async () => {
    const answer = await rawRequest(store.url, { path: '*', method: 'OPTIONS' });
    assert.equal(answer.status, 400);
    await stillAnswering();
  });

  it('static files are resolved by path segments: /dist/..%2fdist-other/x and friends are 404', async () => {
    for (const path of [
      '/dist/..%2fdist-other/x',
      '/dist/..%2f..%2fpackage.json',
      '/dist/%2e%2e/package.json',
      '/assets/..%5c..%5cpackage.json',
      '/assets/theme.css%00',
      '/dist/',
    ]) {
      const answer = await rawRequest(store.url, { path });
      assert.equal(answer.status, 404, path);
    }
    assert.equal((await rawRequest(store.url, { path: '/assets/theme.css' })).status, 200);
  });
});
