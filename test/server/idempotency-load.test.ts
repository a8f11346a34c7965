import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { allOrders } from '../../demo-pages/server/store/orders.ts';
import { inboxEntries } from '../../demo-pages/server/store/inbox.ts';
import { formData, noDeliveryDetails, Shopper, startStore } from './harness.ts';

/**
 * Under load (docs/backend.md "Idempotency"): 200 shoppers at once, each sending every kind of write twice at
 * the same moment with its one key, as a retry racing a late first send does. The store must hold one effect per
 * action: one line of one, one list item, one enquiry, one order, for each shopper.
 */
const SHOPPERS = 200;

describe('200 shoppers at once, each write sent twice with its key: one effect per action', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  before(async () => (store = await startStore()));
  after(() => store.stop());

  it('one line, one list item, one enquiry and one order a shopper, and every repeat answered as its first', async () => {
    const products = store.app.store.catalog.products.filter((p) => p.price !== null && p.stock > 0);
    const key = (n: number, write: string) => ({ headers: { 'Idempotency-Key': `"load-${n}-${write}"` } });
    const twice = async <T>(send: () => Promise<T>) => Promise.all([send(), send()]);

    const shopper = async (n: number) => {
      const s = new Shopper(store.url);
      await s.get('/api/1/ru/cart');
      const productId = products[n % products.length]!.id;
      const added = await twice(() =>
        s.call('POST', '/api/1/ru/cart/item', { productId, quantity: 1 }, key(n, 'add')),
      );
      const pushed = await twice(() =>
        s.call('GET', `/api/v1/compare/product/${productId}/push`, undefined, key(n, 'compare')),
      );
      const token = (await s.post('/stand-in/captcha/token')).body.token as string;
      const fields = {
        name: `Нагрузка ${n}`,
        phone: '+7 (916) 123 45 67',
        agreement: '1',
        'y-smart-captcha-response': token,
      };
      const asked = await twice(() =>
        s.call('POST', '/api/1/ru/forms/call-me', formData(fields), key(n, 'call-me')),
      );
      const order = {
        name: `Покупатель ${n}`,
        email: `load-${n}@example.ru`,
        phone: '79161234567',
        legal_type: 'individual',
        delivery_type: 'pickup',
        delivery_data: { address: 'г Москва ', distance: 0, price: 250, response: [] },
        payment_method: 'transfer',
        payment_data: {},
        delivery_details: noDeliveryDetails(),
      };
      const ordered = await twice(() => s.call('POST', '/api/1/ru/orders', order, key(n, 'order')));
      for (const pair of [added, pushed, asked, ordered]) {
        assert.deepEqual(
          pair.map((answer) => answer.status),
          [200, 200],
          `shopper ${n}: ${pair[0]!.text.slice(0, 200)}`,
        );
        assert.deepEqual(pair[1]!.body, pair[0]!.body, `shopper ${n}: the repeat answered as the first`);
      }
      assert.equal(added[0]!.body.items.length, 1);
      assert.equal(added[0]!.body.items[0].quantity, 1);
      assert.equal(pushed[0]!.body.count, 1);
      return { n, productId, session: s.cookieHeader.match(/shop_session=([0-9a-f]+)/)![1]! };
    };

    const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, (_, n) => shopper(n)));

    const { db } = store.app.store;
    const orders = allOrders(store.app.store);
    const enquiries = inboxEntries(store.app.store, 10_000).filter((entry) => entry.form === 'call-me');
    for (const { n, productId, session } of shoppers) {
      const theirs = orders.filter((order) => order.sessionId === session);
      assert.equal(theirs.length, 1, `shopper ${n}: one order`);
      assert.deepEqual(
        theirs[0]!.cart.items.map((line) => [line.productId, line.quantity]),
        [[productId, 1]],
        `shopper ${n}: the order of one line of one`,
      );
      const items = db.all('SELECT product_id FROM list_items WHERE session_id = ?', [session]);
      assert.equal(items.length, 1, `shopper ${n}: one compare item`);
      const asked = enquiries.filter((entry) => entry.data.includes(`"Нагрузка ${n}"`));
      assert.equal(asked.length, 1, `shopper ${n}: one enquiry`);
    }
  });
});
