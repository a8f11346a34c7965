import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import type { Product } from '../../demo-pages/data/catalog.ts';
import { OrderPayload } from '../../shared/contract/requests.ts';
import { builtInZones, nearestPointOnRing, type LatLon } from '../../shared/domain/geo.ts';
import { noDeliveryDetails, Shopper, startStore } from './harness.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- payloads are built and broken freely here
type Json = any;

/** The demo store's numbers (GET delivery/self/data, delivery/pickup/data, lift/data), checked in checkout.test.ts. */
const DELIVERY_TIERS = [
  [0, 5000, 1900],
  [5000, 30000, 1500],
  [30000, 100000, 900],
  [100000, 1e9, 0],
] as const;
const OUTSIDE_RING_PER_KM = 45;
const PICKUP = 250;
const PORTER_PER_KM = 30;
const money = (n: number) => Math.round(n * 100) / 100;
const tierPrice = (sum: number) => DELIVERY_TIERS.find(([from, to]) => from <= sum && sum < to)![2];

const KREMLIN: LatLon = [55.752, 37.6175];
const KHIMKI: LatLon = [55.8895, 37.4465];
const TVER: LatLon = [56.8587, 35.9176];

describe('the order (docs/behaviour/data.md "Order", docs/behaviour/calls.md POST orders, docs/behaviour/constants.md price rules)', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  let ring: LatLon[];
  before(async () => {
    store = await startStore();
    ring = (await builtInZones()).a;
  });
  after(() => store.stop());

  const products = () => store.app.store.catalog.products.filter((p) => p.price !== null && p.stock > 0);
  /** a product light enough that `quantity` of it stays under 50 kg (the first lift tier) */
  const light = () => products().find((p) => p.weight <= 5 && p.installPrice > 0)!;
  const withoutInstallation = () => products().find((p) => p.installPrice === 0)!;

  async function shopperWith(lines: [Product, number][]) {
    const shopper = new Shopper(store.url);
    await shopper.get('/api/1/ru/cart');
    let cart: Json;
    for (const [product, quantity] of lines) {
      cart = (await shopper.post('/api/1/ru/cart/item', { productId: product.id, quantity })).body;
    }
    const total = (type: string) => cart.totals.find((t: Json) => t.type === type).value as number;
    return { shopper, cart, sum: total('sum'), weight: total('sum_weight') };
  }

  const pickup = (): Json => ({
    name: 'Иван Петров',
    email: 'ivan@example.ru',
    phone: '79161234567',
    legal_type: 'individual',
    delivery_type: 'pickup',
    delivery_data: { address: 'г Москва ', distance: 0, price: PICKUP, response: [] },
    payment_method: 'transfer',
    payment_data: {},
    delivery_details: noDeliveryDetails(),
  });

  const selfTo = (point: LatLon, price: number, distance = 0, extra: Json = {}): Json => ({
    ...pickup(),
    delivery_type: 'self',
    delivery_data: { address: 'г Москва ул Тверская, д 7', distance, price, response: [] },
    delivery_details: noDeliveryDetails({ point, time: '16:00 - 18:00', date: '2026-12-01', ...extra }),
  });

  /** the route the element would request: from the nearest point of the ring to the point */
  async function routedDistance(point: LatLon): Promise<number> {
    const from = nearestPointOnRing(point, ring);
    const response = await fetch(`${store.url}/stand-in/routing?key=demo-key`, {
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
    return ((await response.json()) as Json).result[0].total_distance;
  }

  const orders = () =>
    store.app.store.db.all<{ id: number; total: number; status: string; payload: string }>(
      'SELECT * FROM orders',
    );
  const order = (id: number) => orders().find((o) => o.id === id)!;
  const idOf = (url: string) => Number(/\/(\d+)\?token=/.exec(url)![1]);

  describe('accepted orders, every price recomputed', () => {
    it('20 concurrent submits of one cart in one session make exactly one order; the others are told the cart is empty', async () => {
      const { shopper, sum } = await shopperWith([[withoutInstallation(), 2]]);
      const before = orders().length;
      const payload = pickup();
      payload.delivery_data.price = PICKUP;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => shopper.post('/api/1/ru/orders', payload)),
      );
      const placed = answers.filter((answer) => answer.status === 200);
      assert.equal(placed.length, 1, answers.map((answer) => answer.status).join(' '));
      assert.ok(placed[0]!.body.payment_url);
      for (const refused of answers.filter((answer) => answer.status !== 200)) {
        assert.equal(refused.status, 422);
        assert.equal(refused.body.success, false);
        assert.equal(refused.body.message, 'The cart is empty.');
        assert.deepEqual(refused.body.errors, ['cart']);
      }
      assert.equal(orders().length, before + 1);
      assert.equal(orders().at(-1)!.total, money(sum + PICKUP));
      assert.deepEqual((await shopper.get('/api/1/ru/cart')).body.items, []);
    });

    it('pickup paid by transfer: pickup price, order stored with the total, cart cleared, payment_url = the order page', async () => {
      const { shopper, sum } = await shopperWith([[light(), 2]]);
      const { status, body } = await shopper.post('/api/1/ru/orders', pickup());
      assert.equal(status, 200, JSON.stringify(body));
      assert.equal(body.success, true);
      assert.match(body.payment_url, /^\/order\/\d+\?token=[0-9a-f]{32}$/);
      const stored = order(idOf(body.payment_url));
      assert.equal(stored.total, money(sum + PICKUP));
      assert.equal(stored.status, 'new');
      // kept as the contract reads it (texts trimmed, unknown keys dropped)
      assert.deepEqual(JSON.parse(stored.payload).payload, v.parse(OrderPayload, pickup()));
      assert.deepEqual((await shopper.get('/api/1/ru/cart')).body.items, []);
      const page = await shopper.get(body.payment_url);
      assert.equal(page.status, 200);
      assert.match(page.text, /Заказ № \d+/);
      assert.match(page.text, /Самовывоз/);
      assert.match(page.text, /Оплата переводом/);
    });

    it('tk_terminal = the tier price of the goods sum, at the tier edges', async () => {
      const product = light();
      // quantities whose sums fall into different tiers
      for (const quantity of [1, Math.ceil(5000 / product.price!), Math.ceil(30000 / product.price!)]) {
        const { shopper, sum } = await shopperWith([[product, quantity]]);
        const payload = {
          ...pickup(),
          delivery_type: 'tk_terminal',
          delivery_data: { address: 'г Москва ', distance: 0, price: tierPrice(sum), response: [] },
        };
        const { status, body } = await shopper.post('/api/1/ru/orders', payload);
        assert.equal(status, 200, `sum ${sum}: ${JSON.stringify(body)}`);
        assert.equal(order(idOf(body.payment_url)).total, money(sum + tierPrice(sum)));
      }
    });

    it('self inside the ring road = the tier price (no distance)', async () => {
      const { shopper, sum } = await shopperWith([[light(), 1]]);
      const { status, body } = await shopper.post('/api/1/ru/orders', selfTo(KREMLIN, tierPrice(sum)));
      assert.equal(status, 200, JSON.stringify(body));
      const stored = JSON.parse(order(idOf(body.payment_url)).payload);
      assert.deepEqual(stored.pricing.delivery, { price: tierPrice(sum), label: 'delivery_inside_ring' });
      assert.equal(stored.pricing.zone, 'a');
    });

    it('self outside the ring = km × outsideRingPrice + the tier price, km from the routed distance', async () => {
      const { shopper, sum } = await shopperWith([[light(), 1]]);
      const distance = await routedDistance(KHIMKI);
      assert.ok(distance > 1000);
      const price = money((distance / 1000) * OUTSIDE_RING_PER_KM + tierPrice(sum));
      const { status, body } = await shopper.post('/api/1/ru/orders', selfTo(KHIMKI, price, distance));
      assert.equal(status, 200, JSON.stringify(body));
      const stored = JSON.parse(order(idOf(body.payment_url)).payload);
      assert.deepEqual(stored.pricing.delivery, { price, label: 'delivery_outside_ring' });
      assert.equal(stored.pricing.distance, distance);
      assert.equal(order(idOf(body.payment_url)).total, money(sum + price));
    });

    it('lift inside the ring: with elevator = withElevatorPrice; without = withoutElevatorPrice × floor', async () => {
      const cases: [Json, Json][] = [
        [{ isRiseFloor: true }, { lift_level: 1, lift_price: 600 }],
        [
          { isRiseFloor: true, isNotElevator: true, raiseOnFloor: 5 },
          { lift_level: 5, lift_price: 200 * 5 },
        ],
        [
          { isRiseFloor: true, isNotElevator: true, raiseOnFloor: 20 },
          { lift_level: 20, lift_price: 200 * 20 },
        ],
      ];
      for (const [flags, liftData] of cases) {
        const { shopper, sum, weight } = await shopperWith([[light(), 1]]);
        assert.ok(weight < 50);
        const payload = { ...selfTo(KREMLIN, tierPrice(sum), 0, flags), lift_data: liftData };
        const { status, body } = await shopper.post('/api/1/ru/orders', payload);
        assert.equal(status, 200, `${JSON.stringify(flags)}: ${JSON.stringify(body)}`);
        assert.equal(order(idOf(body.payment_url)).total, money(sum + tierPrice(sum) + liftData.lift_price));
      }
    });

    it('lift outside the ring adds the porter surcharge km × porterPrice', async () => {
      const { shopper, sum } = await shopperWith([[light(), 1]]);
      const distance = await routedDistance(KHIMKI);
      const delivery = money((distance / 1000) * OUTSIDE_RING_PER_KM + tierPrice(sum));
      const lift = money(200 * 3 + (distance / 1000) * PORTER_PER_KM);
      const payload = {
        ...selfTo(KHIMKI, delivery, distance, { isRiseFloor: true, isNotElevator: true, raiseOnFloor: 3 }),
        lift_data: { lift_level: 3, lift_price: lift },
      };
      const { status, body } = await shopper.post('/api/1/ru/orders', payload);
      assert.equal(status, 200, JSON.stringify(body));
      assert.equal(order(idOf(body.payment_url)).total, money(sum + delivery + lift));
    });

    it('no lift line when the weight tier has no withElevatorPrice: lift_data must then be left out', async () => {
      const heavy = products().find((p) => p.weight >= 15 && p.weight <= 40)!;
      const { shopper, sum, weight } = await shopperWith([[heavy, Math.ceil(250 / heavy.weight)]]);
      assert.ok(weight >= 200 && weight < 500, `${weight} kg`);
      const flags = { isRiseFloor: true, isNotElevator: true, raiseOnFloor: 4 };
      const refused = await shopper.post('/api/1/ru/orders', {
        ...selfTo(KREMLIN, tierPrice(sum), 0, flags),
        lift_data: { lift_level: 4, lift_price: 700 * 4 },
      });
      assert.deepEqual([refused.status, refused.body.errors], [422, ['lift_price']]);
      const { status, body } = await shopper.post(
        '/api/1/ru/orders',
        selfTo(KREMLIN, tierPrice(sum), 0, flags),
      );
      assert.equal(status, 200, JSON.stringify(body));
      assert.equal(order(idOf(body.payment_url)).total, money(sum + tierPrice(sum)));
    });

    it('installation: goods + the selected products’ installation prices + delivery', async () => {
      const a = light();
      const b = products().find((p) => p.installPrice > 0 && p.id !== a.id && p.weight < 10)!;
      const { shopper, sum } = await shopperWith([
        [a, 1],
        [b, 2],
      ]);
      const payload = {
        ...pickup(),
        services: {
          projecting: true,
          installment_items: [
            { product_id: a.id, price: a.installPrice },
            { product_id: b.id, price: b.installPrice },
          ],
        },
      };
      const { status, body } = await shopper.post('/api/1/ru/orders', payload);
      assert.equal(status, 200, JSON.stringify(body));
      assert.equal(
        order(idOf(body.payment_url)).total,
        money(sum + a.installPrice + b.installPrice + PICKUP),
      );
    });

    it('an organization with its INN, a call-back time and another recipient are accepted and kept', async () => {
      const { shopper, sum } = await shopperWith([[light(), 1]]);
      const payload = {
        ...selfTo(KREMLIN, tierPrice(sum), 0, {
          isTakesAnotherPerson: true,
          recipientPhone: '79031112233',
          recipientFullName: 'Пётр Сидоров',
          isQuestions: true,
          flat: 12,
          entrance: 0,
          comment: 'Домофон не работает',
        }),
        legal_type: 'organization',
        legal_data: { inn: 7707083893 },
        additional_data: { call_time: '20' },
        payment_data: { coupon: 'SPRING' },
      };
      const { status, body } = await shopper.post('/api/1/ru/orders', payload);
      assert.equal(status, 200, JSON.stringify(body));
      assert.deepEqual(JSON.parse(order(idOf(body.payment_url)).payload).payload, payload);
    });
  });

  describe('refusals: 422 {success: false, errors: [flags]}, nothing stored, the cart kept', () => {
    const refusals: [string, (p: Json) => Json, string[]][] = [
      ['no phone', (p) => ({ ...p, phone: undefined }), ['phone']],
      ['a phone that is not normalised', (p) => ({ ...p, phone: '+7 (916) 123 45 67' }), ['phone']],
      ['a phone of the wrong length', (p) => ({ ...p, phone: '7916123' }), ['phone']],
      ['no name', (p) => ({ ...p, name: '  ' }), ['name']],
      ['a wrong e-mail', (p) => ({ ...p, email: 'ivan.example.ru' }), ['email']],
      ['an unknown legal type', (p) => ({ ...p, legal_type: 'person' }), ['legal_type']],
      ['an organization without INN', (p) => ({ ...p, legal_type: 'organization' }), ['inn']],
      [
        'an INN that is not 10 or 12 digits (or 9 or 11 when it began with 0)',
        (p) => ({ ...p, legal_type: 'organization', legal_data: { inn: 123 } }),
        ['inn'],
      ],
      ['an INN for an individual', (p) => ({ ...p, legal_data: { inn: 7707083893 } }), ['inn']],
      ['no delivery type', (p) => ({ ...p, delivery_type: '' }), ['delivery_type']],
      ['no delivery_data', (p) => ({ ...p, delivery_data: undefined }), ['delivery_data']],
      [
        'an empty address',
        (p) => ({ ...p, delivery_data: { ...p.delivery_data, address: ' ' } }),
        ['address'],
      ],
      [
        'a response that is not an array',
        (p) => ({ ...p, delivery_data: { ...p.delivery_data, response: {} } }),
        ['delivery_data'],
      ],
      ['an unknown payment method', (p) => ({ ...p, payment_method: 'cash' }), ['payment_method']],
      [
        'a null coupon (entries are sent only when not null)',
        (p) => ({ ...p, payment_data: { coupon: null } }),
        ['payment_data'],
      ],
      [
        'a call time that is not 10, 20 or 30',
        (p) => ({ ...p, additional_data: { call_time: '15' } }),
        ['call_time'],
      ],
      ['no delivery_details', (p) => ({ ...p, delivery_details: undefined }), ['delivery_details']],
      [
        'a wrong pickup price',
        (p) => ({ ...p, delivery_data: { ...p.delivery_data, price: 0 } }),
        ['delivery_price'],
      ],
      ['a lift for pickup', (p) => ({ ...p, lift_data: { lift_level: 1, lift_price: 600 } }), ['lift_price']],
      [
        'services without items',
        (p) => ({ ...p, services: { projecting: true, installment_items: [] } }),
        ['services'],
      ],
      ['not a JSON object', () => [1, 2], ['payload']],
    ];
    for (const [name, breakIt, flags] of refusals) {
      it(`${name} → ${flags.join(', ')}`, async () => {
        const { shopper, cart } = await shopperWith([[light(), 1]]);
        const before = orders().length;
        const { status, body } = await shopper.post('/api/1/ru/orders', breakIt(pickup()));
        assert.equal(status, 422);
        assert.equal(body.success, false);
        assert.deepEqual(body.errors, flags);
        assert.equal(orders().length, before);
        assert.deepEqual((await shopper.get('/api/1/ru/cart')).body, cart);
      });
    }

    const selfRefusals: [string, (sum: number, distance: number) => Json, string[]][] = [
      ['self without a map point', (sum) => selfTo(KREMLIN, tierPrice(sum), 0, { point: null }), ['map']],
      ['a point outside the delivery region', (sum) => selfTo(TVER, tierPrice(sum), 0), ['map']],
      [
        'a distance that is not the route to the point',
        (sum, d) => selfTo(KHIMKI, money(((d + 500) / 1000) * 45 + tierPrice(sum)), d + 500),
        ['map'],
      ],
      [
        'a route not yet there (distance 0 outside the ring)',
        (sum) => selfTo(KHIMKI, tierPrice(sum), 0),
        ['map'],
      ],
      [
        'the inside-ring price for a point outside',
        (sum, d) => selfTo(KHIMKI, tierPrice(sum), d),
        ['delivery_price'],
      ],
      [
        'a time that is not one of the slots',
        (sum) => selfTo(KREMLIN, tierPrice(sum), 0, { time: '09:00 - 10:00' }),
        ['time'],
      ],
      [
        'another recipient without a phone',
        (sum) => selfTo(KREMLIN, tierPrice(sum), 0, { isTakesAnotherPerson: true }),
        ['recipient_phone'],
      ],
      ['a negative flat', (sum) => selfTo(KREMLIN, tierPrice(sum), 0, { flat: -1 }), ['flat']],
      ['a fractional entrance', (sum) => selfTo(KREMLIN, tierPrice(sum), 0, { entrance: 1.5 }), ['entrance']],
      [
        'floor 21',
        (sum) =>
          selfTo(KREMLIN, tierPrice(sum), 0, { isRiseFloor: true, isNotElevator: true, raiseOnFloor: 21 }),
        ['floor'],
      ],
      ['a bad date', (sum) => selfTo(KREMLIN, tierPrice(sum), 0, { date: '1.12.2026' }), ['date']],
      [
        "'no elevator' without a floor",
        (sum) =>
          selfTo(KREMLIN, tierPrice(sum), 0, { isRiseFloor: true, isNotElevator: true, raiseOnFloor: null }),
        ['floor'],
      ],
      [
        'courier delivery without a time slot',
        (sum) => selfTo(KREMLIN, tierPrice(sum), 0, { time: '' }),
        ['time'],
      ],
      [
        'a lift without lift_data',
        (sum) => selfTo(KREMLIN, tierPrice(sum), 0, { isRiseFloor: true }),
        ['lift_price'],
      ],
      [
        'a wrong lift price',
        (sum) => ({
          ...selfTo(KREMLIN, tierPrice(sum), 0, { isRiseFloor: true }),
          lift_data: { lift_level: 1, lift_price: 500 },
        }),
        ['lift_price'],
      ],
      [
        'a lift level that is not the floor',
        (sum) => ({
          ...selfTo(KREMLIN, tierPrice(sum), 0, { isRiseFloor: true, isNotElevator: true, raiseOnFloor: 5 }),
          lift_data: { lift_level: 4, lift_price: 1000 },
        }),
        ['lift_price'],
      ],
    ];
    for (const [name, build, flags] of selfRefusals) {
      it(`${name} → ${flags.join(', ')}`, async () => {
        const { shopper, sum } = await shopperWith([[light(), 1]]);
        const before = orders().length;
        const { status, body } = await shopper.post(
          '/api/1/ru/orders',
          build(sum, await routedDistance(KHIMKI)),
        );
        assert.deepEqual([status, body.errors], [422, flags]);
        assert.equal(orders().length, before);
        assert.equal((await shopper.get('/api/1/ru/cart')).body.items.length, 1);
      });
    }

    it('installation items must be cart products with an installation price above 0, at that price', async () => {
      const a = light();
      const none = withoutInstallation();
      const stranger = products().find((p) => p.installPrice > 0 && p.id !== a.id)!;
      const { shopper } = await shopperWith([
        [a, 1],
        [none, 1],
      ]);
      const bad: Json[] = [
        [{ product_id: a.id, price: a.installPrice + 1 }],
        [{ product_id: none.id, price: 0 }],
        [{ product_id: stranger.id, price: stranger.installPrice }],
        [
          { product_id: a.id, price: a.installPrice },
          { product_id: a.id, price: a.installPrice },
        ],
      ];
      for (const items of bad) {
        const { status, body } = await shopper.post('/api/1/ru/orders', {
          ...pickup(),
          services: { projecting: false, installment_items: items },
        });
        assert.deepEqual([status, body.errors], [422, ['services']], JSON.stringify(items));
      }
      const noFlag = {
        ...pickup(),
        services: { installment_items: [{ product_id: a.id, price: a.installPrice }] },
      };
      assert.deepEqual((await shopper.post('/api/1/ru/orders', noFlag)).body.errors, ['services']);
    });

    it('several problems give several flags; an empty cart gives cart', async () => {
      const shopper = new Shopper(store.url);
      await shopper.get('/api/1/ru/cart');
      const { status, body } = await shopper.post('/api/1/ru/orders', { ...pickup(), phone: '', email: '' });
      assert.deepEqual([status, body.errors], [422, ['cart', 'email', 'phone']]);
    });

    it('a write without X-XSRF-TOKEN is refused with 419', async () => {
      const { shopper } = await shopperWith([[light(), 1]]);
      assert.equal((await shopper.post('/api/1/ru/orders', pickup(), { xsrf: false })).status, 419);
    });
  });

  describe('card payment through the bank stand-in, the order page and /demo/orders', () => {
    async function cardOrder() {
      const { shopper, sum } = await shopperWith([[light(), 1]]);
      const { body } = await shopper.post('/api/1/ru/orders', { ...pickup(), payment_method: 'tbank_card' });
      return { shopper, sum, url: body.payment_url as string };
    }
    const bankPost = (url: string, verb: string) =>
      fetch(store.url + url.replace('?', `/${verb}?`), { method: 'POST', redirect: 'manual' });

    it('tbank_card answers the bank page, which shows the amount; paying goes back to the order page, paid', async () => {
      const { shopper, sum, url } = await cardOrder();
      assert.match(url, /^\/stand-in\/bank\/\d+\?token=[0-9a-f]{32}$/);
      assert.equal(order(idOf(url)).status, 'awaiting_payment');
      const page = await fetch(store.url + url);
      assert.equal(page.status, 200);
      const text = await page.text();
      const amount = new Intl.NumberFormat('ru-RU', {
        style: 'currency',
        currency: 'RUB',
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      }).format(sum + PICKUP);
      assert.ok(text.includes(amount), amount);
      assert.match(text, /Оплатить/);
      assert.match(text, /Отменить/);
      const paid = await bankPost(url, 'pay');
      assert.equal(paid.status, 303);
      const back = paid.headers.get('location')!;
      assert.match(back, new RegExp(`^/order/${idOf(url)}\\?token=`));
      assert.equal(order(idOf(url)).status, 'paid');
      assert.match((await shopper.get(back)).text, /Оплачен картой/);
    });

    it('cancelling goes back to the order page, which offers to pay again', async () => {
      const { shopper, url } = await cardOrder();
      const cancelled = await bankPost(url, 'cancel');
      assert.equal(cancelled.status, 303);
      assert.equal(order(idOf(url)).status, 'cancelled');
      const text = (await shopper.get(cancelled.headers.get('location')!)).text;
      assert.match(text, /Оплата картой отменена/);
      assert.ok(text.includes(`/stand-in/bank/${idOf(url)}?token=`));
    });

    it('the bank page and the order page need the order’s token (or, for the order page, its session)', async () => {
      const { shopper, url } = await cardOrder();
      const id = idOf(url);
      assert.equal((await fetch(`${store.url}/stand-in/bank/${id}?token=wrong`)).status, 404);
      assert.equal(
        (await fetch(`${store.url}/stand-in/bank/${id}/pay?token=wrong`, { method: 'POST' })).status,
        404,
      );
      assert.equal(order(id).status, 'awaiting_payment');
      assert.equal((await shopper.get(`/order/${id}`)).status, 200);
      const stranger = new Shopper(store.url);
      assert.equal((await stranger.get(`/order/${id}`)).status, 404);
      assert.equal((await stranger.get(`/order/${id}?token=${url.split('token=')[1]}`)).status, 200);
      assert.equal((await stranger.get('/order/999999')).status, 404);
    });

    it('/demo/orders lists every order with its costs and payload', async () => {
      const { url } = await cardOrder();
      const { status, text } = await new Shopper(store.url).get('/demo/orders');
      assert.equal(status, 200);
      assert.ok(text.includes(`data-order-id="${idOf(url)}"`));
      assert.match(text, /Самовывоз/);
      assert.match(text, /&quot;payment_method&quot;: &quot;tbank_card&quot;/);
      // the payload in its <pre> keeps its own indentation, though the page's templates lose theirs
      assert.match(text, /<pre>\{\n {2}&quot;/);
    });
  });
});
