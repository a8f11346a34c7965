import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { checkoutCosts } from '../../elements/shop-checkout/checkout-costs.ts';
import type { Cart } from '../../shared/contract/cart.ts';
import {
  builtInZones,
  nearestPointOnRing,
  zoneOf,
  type DeliveryZones,
  type LatLon,
} from '../../shared/domain/geo.ts';
import { emptyCheckoutForm, orderPayload, type CheckoutForm } from '../../shared/domain/order-payload.ts';
import { Shopper, startStore } from './harness.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- server JSON
type Json = any;

/**
 * The contract between the element and the store: the payload the element builds (shared/domain/order-payload.ts)
 * from the prices it shows (elements/shop-checkout/checkout-costs.ts) is what POST orders accepts, with the
 * same total.
 */
describe('the element’s order payload is accepted by the store with the total it shows', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  let zones: DeliveryZones;
  before(async () => {
    store = await startStore();
    zones = await builtInZones();
  });
  after(() => store.stop());

  const products = () =>
    store.app.store.catalog.products.filter(
      (p) => p.price !== null && p.stock > 0 && p.installPrice > 0 && p.weight < 10,
    );

  async function checkout(form: Partial<CheckoutForm>, point: LatLon | null = null) {
    const shopper = new Shopper(store.url);
    await shopper.get('/api/1/ru/cart');
    const [a, b] = products();
    await shopper.post('/api/1/ru/cart/item', { productId: a!.id, quantity: 2 });
    const cart = (await shopper.post('/api/1/ru/cart/item', { productId: b!.id, quantity: 1 })).body as Cart;
    const prices = {
      delivery: (await shopper.get('/api/1/ru/delivery/self/data')).body,
      lift: (await shopper.get('/api/1/ru/lift/data')).body,
      pickupPrice: (await shopper.get('/api/1/ru/delivery/pickup/data')).body.price,
    };
    const filled: CheckoutForm = {
      ...emptyCheckoutForm(),
      phone: '+7 (916) 123 45 67',
      name: 'Иван Петров',
      email: 'ivan@example.ru',
      locality: 'г Москва',
      region: 'Москва',
      ...form,
    };
    const self = filled.deliveryType === 'self';
    const zone = self && point ? zoneOf(point, zones) : null;
    let route: Json = null;
    if (self && point && zone !== 'a') {
      const from = nearestPointOnRing(point, zones.a);
      const answer = await fetch(`${store.url}/stand-in/routing?key=demo-key`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          points: [
            { type: 'stop', lon: from[1], lat: from[0] },
            { type: 'stop', lon: point[1], lat: point[0] },
          ],
          locale: 'ru',
          transport: 'driving',
          route_mode: 'fastest',
          traffic_mode: 'jam',
        }),
      });
      route = ((await answer.json()) as Json).result[0];
    }
    const distanceMeters = route?.total_distance ?? 0;
    const costs = checkoutCosts({ form: filled, cart, prices, zone, distanceMeters });
    const payload = orderPayload(
      filled,
      {
        deliveryPrice: costs.deliveryPrice,
        liftPrice: costs.liftPrice,
        distanceMeters: self && zone !== 'a' ? distanceMeters : 0,
        response: route ? [route] : [],
        point: self ? point : null,
      },
      cart.items,
    );
    const { status, body } = await shopper.post('/api/1/ru/orders', payload);
    const id = status === 200 ? Number(/\/(\d+)\?token=/.exec(body.payment_url)![1]) : 0;
    const row = store.app.store.db.get<{ total: number }>('SELECT total FROM orders WHERE id = ?', [id]);
    return { status, body, shown: costs.total, stored: row?.total, cart };
  }

  const cases: [string, Partial<CheckoutForm>, LatLon | null][] = [
    ['pickup paid by transfer', { deliveryType: 'pickup' }, null],
    [
      'the transport company, card payment',
      { deliveryType: 'tk_terminal', paymentMethod: 'tbank_card' },
      null,
    ],
    [
      'delivery inside the ring with lift to floor 5 without elevator',
      {
        deliveryType: 'self',
        street: 'ул Тверская, д 7',
        isRiseFloor: true,
        isNotElevator: true,
        raiseOnFloor: '5',
        flat: '12',
        entrance: '2',
        date: '2026-12-01',
      },
      [55.7652, 37.6049],
    ],
    [
      'delivery inside the ring, lift with elevator, another recipient, call-back in 20 minutes',
      {
        deliveryType: 'self',
        street: 'ул Арбат, д 10',
        isRiseFloor: true,
        isTakesAnotherPerson: true,
        recipientPhone: '+7 (903) 111 22 33',
        recipientFullName: 'Пётр Сидоров',
        isQuestions: true,
        callTime: '20',
      },
      [55.75, 37.594],
    ],
    [
      'delivery outside the ring with a route, lift without elevator (porter surcharge)',
      {
        deliveryType: 'self',
        locality: 'г Химки',
        region: 'Московская',
        street: 'пр-кт Победы, д 6',
        isRiseFloor: true,
        isNotElevator: true,
        raiseOnFloor: '3',
        paymentMethod: 'tbank_card',
      },
      [55.8895, 37.4465],
    ],
    [
      'an organization with INN and installation selected',
      {
        deliveryType: 'pickup',
        legalType: 'organization',
        inn: '7707083893',
        installation: true,
        projecting: true,
      },
      null,
    ],
  ];

  for (const [name, form, point] of cases) {
    it(name, async () => {
      const extra: Partial<CheckoutForm> = form.installation
        ? {
            installItems: products()
              .slice(0, 2)
              .map((p) => String(p.id)),
          }
        : {};
      const { status, body, shown, stored } = await checkout({ ...form, ...extra }, point);
      assert.equal(status, 200, JSON.stringify(body));
      assert.equal(body.success, true);
      assert.equal(stored, shown, 'the store’s total is the total the summary shows');
    });
  }

  it('without a point on the map, self is refused with the map flag', async () => {
    const { status, body } = await checkout({ deliveryType: 'self', street: 'ул Тверская, д 7' }, null);
    assert.deepEqual([status, body.errors], [422, ['map']]);
  });
});
