import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../../elements/shop-checkout/shop-checkout.ts';
import type { OrderPayload } from '../../../shared/contract/requests.ts';
import {
  deliveryZones,
  localityPoint,
  nearestPointOnRing,
  roadDistanceEstimate,
  type LatLon,
} from '../../../shared/domain/geo.ts';
import { newShopperWithOneLine, STAND_IN_CONFIG, text, typeProfile } from '../../helpers/checkout.ts';
import { captureConsole } from '../../helpers/console.ts';
import { chooseFirstSuggestion } from '../../helpers/combobox.ts';
import { mount, ready, setPageConfig, shadow, until } from '../../helpers/page.ts';

/**
 * No outside service stands between a shopper and an order (docs/checkout-without-services.md): with the
 * address-suggestion, routing and map services absent from the config, or each one failing (not answering,
 * answering an error, answering garbage), pickup works and courier delivery is priced by the typed locality or
 * by the road distance estimated from the ring road; the reference store accepts the order.
 */

const ABSENT = {
  ...STAND_IN_CONFIG,
  suggest: { url: '/stand-in/suggestions', token: '' },
  routing: { url: '/stand-in/routing', key: '' },
  map: { tiles: '', attribution: '' },
};
/** Short budgets, so a service that does not answer fails within a second or three. */
const BUDGETS = { search: 1000, load: 3000 };
const FAULTS = {
  'not answering': 'silent',
  'answering an error': 'error',
  'answering garbage': 'garbage',
} as const;
/** What the console reports for each fault (docs/behaviour/errors.md). */
const REPORTED = {
  silent: 'ApiError: no answer in time',
  error: 'ApiError: HTTP 500',
  garbage: 'ApiError: the answer is not JSON',
} as const;
/**
 * Tiles of a failing map service. Those that never answer come from another host name than the page's, so the
 * connections they hold are none of the page's own (a browser opens six per host).
 */
const faultyTiles = (kind: string) =>
  `${kind === 'silent' ? `http://127.0.0.1:${location.port}` : ''}/__test__/fault/${kind}/{z}/{x}/{y}.png`;

const NOTES = {
  suggest: 'Подсказки адресов сейчас недоступны: введите населённый пункт и адрес полностью.',
  courier:
    'Доставку курьером сюда без подсказок адресов не рассчитать: выберите самовывоз или доставку до транспортной компании.',
  byLocality:
    'Карта и подсказки адресов сейчас недоступны: стоимость доставки посчитана по населённому пункту.',
  map: 'Карта сейчас недоступна: выберите адрес из подсказок, по нему посчитаем доставку.',
  route: 'Маршрут сейчас не построить: расстояние от МКАД посчитано приблизительно.',
};

/** Every request the page makes; the orders' bodies. */
function watchRequests() {
  const original = window.fetch;
  const urls: string[] = [];
  const orders: OrderPayload[] = [];
  const stub = sinon.stub(window, 'fetch').callsFake((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    urls.push(url);
    if (/\/orders$/.test(new URL(url, location.href).pathname) && init?.method === 'POST')
      orders.push(JSON.parse(String(init.body)) as OrderPayload);
    return original(input, init);
  });
  return { urls, orders, restore: () => stub.restore() };
}

/** What the store counts: km × 45 + the 1900 tier, to whole kopecks. */
const outsidePrice = (metres: number) => Math.round((1900 + (metres / 1000) * 45) * 100) / 100;
const estimateTo = async (point: LatLon) =>
  roadDistanceEstimate(nearestPointOnRing(point, (await deliveryZones(null)).a), point);

describe('shop-checkout without its outside services (docs/checkout-without-services.md)', function () {
  // real keystrokes, and services that answer only when their budget is over
  this.timeout(30000);
  let watched: ReturnType<typeof watchRequests> | null = null;
  afterEach(() => {
    watched?.restore();
    watched = null;
  });
  const go = newShopperWithOneLine();

  const field = (root: ShadowRoot, id: string) => root.querySelector<HTMLInputElement>(`#${id}`)!;
  const submit = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const hints = (root: ShadowRoot, section: string) =>
    [...root.querySelectorAll(`[data-section="${section}"] .hint`)].map((hint) => text(hint));
  const deliveryTypes = (root: ShadowRoot) =>
    [...root.querySelectorAll('[data-block="delivery-type"] label')].map((label) => text(label));

  /** The checkout under `config`, the profile filled as a shopper types it. */
  async function checkout(config: Record<string, unknown>) {
    setPageConfig(config);
    watched = watchRequests();
    const page = mount('<shop-checkout style="display:block;width:1100px"></shop-checkout>');
    const host = await ready(page.querySelector<HTMLElement>('shop-checkout'));
    await until(() => host.shadowRoot?.querySelector('form'), 'the form');
    const root = shadow(host);
    await typeProfile(root);
    return { host, root };
  }

  async function type(root: ShadowRoot, id: string, value: string) {
    field(root, id).focus();
    await sendKeys({ type: value });
  }

  const chooseFirst = (root: ShadowRoot, id: string, query: string) =>
    chooseFirstSuggestion(root, field(root, id), query);

  async function choose(root: ShadowRoot, type: 'pickup' | 'self') {
    (await until(() => root.querySelector<HTMLInputElement>(`input[value="${type}"]`), type))!.click();
  }

  /** Sends the order and waits for the store to accept it (the shopper is sent to the order's page). */
  async function placeOrder(root: ShadowRoot): Promise<OrderPayload> {
    submit(root).click();
    await until(() => go.called, 'the store accepts the order');
    expect(go.firstCall.args[0]).to.match(/\/order\/\d+\?token=/);
    expect(watched!.orders).to.have.length(1);
    return watched!.orders[0]!;
  }

  describe('every optional service absent (no suggestion token, no routing key, no map tiles)', () => {
    it('pickup works: the locality is typed, a note says why, and pickup and the transport company are offered', async () => {
      const { root } = await checkout(ABSENT);
      const locality = field(root, 'checkout-locality');
      expect(locality.hasAttribute('role'), 'a plain text input, no combobox without a list').to.equal(false);
      expect(hints(root, 'obtaining')).to.deep.equal([NOTES.suggest]);
      await type(root, 'checkout-locality', 'Тверь');
      await until(() => deliveryTypes(root).length, 'the delivery types');
      expect(deliveryTypes(root)).to.deep.equal(['Самовывоз', 'До транспортной компании']);
      expect(hints(root, 'obtaining')).to.deep.equal([NOTES.suggest, NOTES.courier]);
      await choose(root, 'pickup');
      await until(() => text(root.querySelector('[data-line="delivery"] dd')) === '250 ₽', 'the pickup line');
      const order = await placeOrder(root);
      expect(order.delivery_type).to.equal('pickup');
      expect(order.delivery_data).to.deep.equal({ address: 'Тверь ', distance: 0, price: 250, response: [] });
      expect(
        watched!.urls.filter((url) => !new URL(url, location.href).pathname.startsWith('/api/')),
      ).to.deep.equal([], 'no call to any outside service');
    });

    it('courier delivery to a typed address in the Moscow region is priced by its locality, with the map hidden and a note', async () => {
      const { host, root } = await checkout(ABSENT);
      await type(root, 'checkout-locality', 'Химки');
      await until(() => deliveryTypes(root).length === 3, 'courier delivery offered');
      await choose(root, 'self');
      await until(() => root.querySelector('[data-section="address"]'), 'the address section');
      expect(root.querySelector('.map'), 'no map').to.equal(null);
      expect(hints(root, 'address')).to.deep.equal([NOTES.byLocality, NOTES.route]);
      expect(host.getAttribute('zone')).to.equal('b');

      const street = field(root, 'checkout-street');
      await type(root, 'checkout-street', 'ул Гагарина');
      expect(street.validationMessage).to.equal('Укажите номер дома');
      submit(root).click();
      await until(() => street.matches(':invalid'), 'the street refused');
      expect(watched!.orders).to.have.length(0);
      await type(root, 'checkout-street', ' 2');
      expect(street.validity.valid).to.equal(true);

      const khimki = localityPoint('Химки', await deliveryZones(null))!;
      const distance = await estimateTo(khimki);
      expect(text(root.querySelector('[data-line="delivery"] dt'))).to.equal(
        'Доставка по московской области',
      );
      const order = await placeOrder(root);
      expect(order.delivery_data).to.deep.equal({
        address: 'Химки ул Гагарина 2',
        distance,
        price: outsidePrice(distance),
        response: [],
      });
      expect(order.delivery_details.point).to.deep.equal(khimki);
    });

    it('a typed address in Moscow is priced as delivery inside the ring road', async () => {
      const { host, root } = await checkout(ABSENT);
      await type(root, 'checkout-locality', 'г. Москва');
      await choose(root, 'self');
      await type(root, 'checkout-street', 'ул Тверская, д 5');
      await until(() => root.querySelector('[data-line="delivery"]'), 'the delivery line');
      expect(text(root.querySelector('[data-line="delivery"] dt'))).to.equal('Доставка в пределах МКАДа');
      expect(text(root.querySelector('[data-line="delivery"] dd'))).to.equal('1 900 ₽');
      expect(hints(root, 'address')).to.deep.equal([NOTES.byLocality]);
      expect(host.getAttribute('zone')).to.equal('a');
      const order = await placeOrder(root);
      expect(order.delivery_data).to.deep.include({
        address: 'г. Москва ул Тверская, д 5',
        distance: 0,
        price: 1900,
      });
    });
  });

  for (const [failing, kind] of Object.entries(FAULTS)) {
    describe(`each service ${failing}`, () => {
      it(`address suggestions ${failing}: the shopper keeps typing the locality, and the order goes through`, async () => {
        const logged = captureConsole();
        const { root } = await checkout({
          ...STAND_IN_CONFIG,
          budgets: BUDGETS,
          suggest: { url: `/__test__/fault/${kind}`, token: 'demo-token' },
        });
        const locality = field(root, 'checkout-locality');
        expect(locality.getAttribute('role')).to.equal('combobox');
        await type(root, 'checkout-locality', 'Химки');
        await until(() => hints(root, 'obtaining').includes(NOTES.suggest), 'the note');
        expect(locality.hasAttribute('role')).to.equal(false);
        expect(root.activeElement, 'the focus stays in the field').to.equal(locality);
        expect(locality.value).to.equal('Химки');
        await until(() => deliveryTypes(root).length === 3, 'the delivery types of a known locality');
        await choose(root, 'pickup');
        const order = await placeOrder(root);
        expect(order.delivery_data).to.deep.equal({
          address: 'Химки ',
          distance: 0,
          price: 250,
          response: [],
        });
        expect([...new Set(logged.errors)]).to.deep.equal([
          `[shop-elements] address suggestions failed: ${REPORTED[kind]}`,
        ]);
      });

      it(`routing ${failing}: the road distance is estimated from the ring road, and the order carries it`, async () => {
        const logged = captureConsole();
        const { root } = await checkout({
          ...STAND_IN_CONFIG,
          budgets: BUDGETS,
          routing: { url: `/__test__/fault/${kind}`, key: 'demo-key' },
        });
        await chooseFirst(root, 'checkout-locality', 'Химки');
        await choose(root, 'self');
        await chooseFirst(root, 'checkout-street', 'Гагарина 2');
        const map = await until(() => root.querySelector<HTMLElement>('.map[data-point]'), 'the marker');
        const point = map!.getAttribute('data-point')!.split(',').map(Number) as LatLon;
        // sent before the route's answer: the order waits for it, and takes the estimate when it fails
        const order = await placeOrder(root);
        const distance = await estimateTo(point);
        expect(order.delivery_data).to.deep.equal({
          address: order.delivery_data.address,
          distance,
          price: outsidePrice(distance),
          response: [],
        });
        expect(order.delivery_data.address).to.match(/Гагарина, д 2$/);
        await until(() => hints(root, 'address').includes(NOTES.route), 'the note');
        expect(text(root.querySelector('[data-line="delivery"] dd'))).to.match(/ ₽$/);
        expect([...new Set(logged.errors)]).to.deep.equal([
          `[shop-elements] the route could not be built: ${REPORTED[kind]}`,
        ]);
      });

      it(`the map ${failing}: the map part is hidden with a note, and the chosen address prices the delivery`, async () => {
        const { root } = await checkout({
          ...STAND_IN_CONFIG,
          budgets: BUDGETS,
          map: { tiles: faultyTiles(kind), attribution: 'Демо' },
        });
        await chooseFirst(root, 'checkout-locality', 'Москва');
        await choose(root, 'self');
        await until(() => hints(root, 'address').includes(NOTES.map), 'the note');
        expect(root.querySelector('.map'), 'the map hidden').to.equal(null);
        expect(hints(root, 'address')).to.deep.equal([NOTES.map]);
        await chooseFirst(root, 'checkout-street', 'Тверская 5');
        await until(() => root.querySelector('[data-line="delivery"]'), 'the delivery line');
        expect(text(root.querySelector('[data-line="delivery"] dt'))).to.equal('Доставка в пределах МКАДа');
        const order = await placeOrder(root);
        expect(order.delivery_data).to.deep.include({ distance: 0, price: 1900 });
        expect(order.delivery_details.point).to.have.length(2);
      });
    });
  }
});
