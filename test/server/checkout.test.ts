import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Shopper, startStore } from './harness.ts';

describe('the checkout data API (docs/behaviour/calls.md "Checkout")', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  before(async () => (store = await startStore()));
  after(() => store.stop());

  it('GET delivery/self/data answers the tiers {sumFrom, sumTo, price} and outsideRingPrice per km', async () => {
    const { status, body } = await new Shopper(store.url).get('/api/1/ru/delivery/self/data');
    assert.equal(status, 200);
    assert.equal(body.outsideRingPrice, 45);
    assert.deepEqual(body.prices[0], { sumFrom: 0, sumTo: 5000, price: 1900 });
    // tiers follow each other without gaps, from 0
    body.prices.forEach((tier: { sumFrom: number; sumTo: number }, i: number) => {
      assert.equal(tier.sumFrom, i === 0 ? 0 : body.prices[i - 1].sumTo);
      assert.ok(tier.sumTo > tier.sumFrom);
    });
  });

  it('GET delivery/pickup/data answers {price}', async () => {
    assert.deepEqual((await new Shopper(store.url).get('/api/1/ru/delivery/pickup/data')).body, {
      price: 250,
    });
  });

  it('GET lift/data answers weight tiers, some without withElevatorPrice, and porterPrice per km', async () => {
    const { body } = await new Shopper(store.url).get('/api/1/ru/lift/data');
    assert.equal(body.porterPrice, 30);
    assert.deepEqual(body.prices[0], {
      weightFrom: 0,
      weightTo: 50,
      withElevatorPrice: 600,
      withoutElevatorPrice: 200,
    });
    assert.ok(
      body.prices.some((tier: { withElevatorPrice: number | null }) => tier.withElevatorPrice === null),
    );
    for (const tier of body.prices) {
      assert.deepEqual(Object.keys(tier).sort(), [
        'weightFrom',
        'weightTo',
        'withElevatorPrice',
        'withoutElevatorPrice',
      ]);
    }
  });

  it('GET auth/client/get answers null for a guest and {firstName, email, phone} for the signed-in client', async () => {
    const shopper = new Shopper(store.url);
    const guest = await shopper.get('/api/1/ru/auth/client/get');
    assert.equal(guest.status, 200);
    assert.equal(guest.body, null);

    const form = new FormData();
    for (const [name, value] of Object.entries({
      first_name: 'Анна',
      last_name: 'Смирнова',
      email: 'anna@example.ru',
      phone: '79161234567',
      password: 'secret123',
      password_confirmation: 'secret123',
    }))
      form.set(name, value);
    assert.equal((await shopper.post('/api/1/ru/auth/register', form)).status, 200);
    const client = await shopper.get('/api/1/ru/auth/client/get');
    assert.deepEqual(client.body, { firstName: 'Анна', email: 'anna@example.ru', phone: '79161234567' });
    // another shopper is still a guest
    assert.equal((await new Shopper(store.url).get('/api/1/ru/auth/client/get')).body, null);
  });

  it('GET /checkout renders the page with <shop-checkout> and the config', async () => {
    const { status, text } = await new Shopper(store.url).get('/checkout');
    assert.equal(status, 200);
    assert.match(text, /<h1>Оформление заказа<\/h1>/);
    assert.match(text, /<shop-checkout[\s>]/);
    assert.match(text, /id="shop-config"/);
  });
});
