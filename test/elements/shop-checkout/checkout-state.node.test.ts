import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkoutPrices } from '../../../elements/shop-checkout/checkout-costs.ts';
import { orderOf, placeOf, quoteOf } from '../../../elements/shop-checkout/checkout-quote.ts';
import {
  checkoutReducer,
  configuredServices,
  initialCheckout,
  offeredTypes,
  type CheckoutAction,
  type CheckoutState,
} from '../../../elements/shop-checkout/checkout-state.ts';
import type { Cart } from '../../../shared/contract/cart.ts';
import * as builtIn from '../../../shared/domain/delivery-zones.ts';
import { nearestPointOnRing, roadDistanceEstimate, type LatLon } from '../../../shared/domain/geo.ts';
import { emptyCheckoutForm, type CheckoutForm } from '../../../shared/domain/order-payload.ts';
import type { RouteResult } from '../../../shared/domain/wkt.ts';
import type { AddressSuggestion } from '../../../shared/services/suggest.ts';

/**
 * The checkout's states and every transition between them (docs/behaviour/states.md "Checkout"), without a
 * browser: elements/shop-checkout/checkout-state.ts and what the summary and the order make of a state
 * (checkout-quote.ts).
 */

const ZONES = { a: builtIn.a, b: builtIn.b, localities: builtIn.localities };
const CENTRE: LatLon = [55.7558, 37.6173]; // inside the ring road
const KHIMKI: LatLon = [55.889, 37.445]; // the region, outside the ring

const cart: Cart = {
  items: [
    {
      id: 1,
      quantity: 2,
      price: 2429,
      productName: 'Смеситель',
      productUrl: '/p/14',
      productImage: null,
      productId: 14,
      installmentPrice: 800,
    },
  ],
  totals: [
    { type: 'sum', value: 4858 },
    { type: 'sum_weight', value: 12 },
  ],
};
const prices = checkoutPrices(
  {
    prices: [
      { sumFrom: 0, sumTo: 5000, price: 1900 },
      { sumFrom: 5000, sumTo: 1e9, price: 1500 },
    ],
    outsideRingPrice: 45,
  },
  {
    prices: [{ weightFrom: 0, weightTo: 50, withElevatorPrice: 600, withoutElevatorPrice: 200 }],
    porterPrice: 30,
  },
  { price: 250 },
);

const suggestion = (value: string, data: Record<string, unknown>): AddressSuggestion =>
  ({
    value,
    data: {
      region: '',
      region_with_type: '',
      area_with_type: null,
      city_with_type: null,
      city_fias_id: null,
      geo_lat: null,
      geo_lon: null,
      ...data,
    },
  }) as AddressSuggestion;
const MOSCOW = suggestion('г Москва', { region: 'Москва', city_fias_id: 'moscow-fias' });
const TVER = suggestion('г Тверь', { region: 'Тверская', city_fias_id: 'tver-fias' });
const TVERSKAYA_5 = suggestion('ул Тверская, д 5', { house: '5' });

/** The state after a run of actions, from a fresh visit. */
function after(actions: CheckoutAction[], start: CheckoutState = fresh()): CheckoutState {
  return actions.reduce(checkoutReducer, start);
}
const fresh = (form: Partial<CheckoutForm> = {}, point: LatLon | null = null) =>
  initialCheckout({ form: { ...emptyCheckoutForm(), ...form }, point });
const NONE = { suggest: false, routing: false, map: false };
const loaded: CheckoutAction = { type: 'loaded', data: { prices, cart }, client: null };
/** A loaded checkout with the zones, Moscow chosen and courier delivery on. */
const courier = () =>
  after([
    loaded,
    { type: 'zones-loaded', zones: ZONES },
    { type: 'locality-chosen', suggestion: MOSCOW },
    { type: 'edited', patch: { deliveryType: 'self' } },
  ]);
const route = (metres: number): RouteResult => ({ total_distance: metres, maneuvers: [] });

describe('the checkout state (elements/shop-checkout/checkout-state.ts)', () => {
  describe('loading', () => {
    it('a visit starts loading, with what sessionStorage kept', () => {
      const state = fresh({ name: 'Анна' }, CENTRE);
      assert.equal(state.phase, 'loading');
      assert.equal(state.form.name, 'Анна');
      assert.deepEqual(state.point, CENTRE);
      assert.equal(state.data, null);
    });

    it("the loads' answer makes it ready and the client's profile fills only what is not typed", () => {
      const state = after(
        [
          {
            type: 'loaded',
            data: { prices, cart },
            client: { firstName: 'Анна', email: 'anna@example.ru', phone: '79161234567' },
          },
        ],
        fresh({ name: 'Иван' }),
      );
      assert.equal(state.phase, 'ready');
      assert.deepEqual(state.data, { prices, cart });
      assert.deepEqual(
        [state.form.name, state.form.email, state.form.phone],
        ['Иван', 'anna@example.ru', '79161234567'],
      );
    });

    it('a failed load shows the retry; a retry loads again as the next attempt', () => {
      const failed = after([{ type: 'load-failed' }]);
      assert.equal(failed.phase, 'failed');
      const again = after([{ type: 'retry' }], failed);
      assert.deepEqual([again.phase, again.attempt], ['loading', 1]);
      assert.equal(after([loaded], again).phase, 'ready');
    });

    it('an answer or a failure that comes when nothing is loading changes nothing', () => {
      const ready = after([loaded]);
      assert.equal(after([{ type: 'load-failed' }], ready), ready);
      assert.equal(after([{ type: 'retry' }], ready), ready);
      const failed = after([{ type: 'load-failed' }]);
      assert.equal(after([loaded], failed), failed);
    });

    it('the delivery zones arrive on their own', () => {
      assert.deepEqual(after([{ type: 'zones-loaded', zones: ZONES }]).zones, ZONES);
    });
  });

  describe('what the shopper enters', () => {
    const refused = () => after([{ type: 'sent' }, { type: 'refused', errors: ['phone'] }], after([loaded]));

    it('an edit changes the form and clears the error list', () => {
      const state = after([{ type: 'edited', patch: { name: 'Иван', isQuestions: true } }], refused());
      assert.deepEqual([state.form.name, state.form.isQuestions, state.errors], ['Иван', true, []]);
    });

    it('any change event of the form clears the error list, and with none it keeps the state', () => {
      assert.deepEqual(after([{ type: 'changed' }], refused()).errors, []);
      const clean = after([loaded]);
      assert.equal(checkoutReducer(clean, { type: 'changed' }), clean);
    });

    it('a product chosen for installation is listed once; unticked it goes', () => {
      const chosen = after([
        { type: 'install-item', productId: '14', chosen: true },
        { type: 'install-item', productId: '14', chosen: true },
        { type: 'install-item', productId: '7', chosen: true },
      ]);
      assert.deepEqual(chosen.form.installItems, ['14', '7']);
      assert.deepEqual(
        after([{ type: 'install-item', productId: '14', chosen: false }], chosen).form.installItems,
        ['7'],
      );
    });

    it('turning installation off clears the chosen products; on keeps them', () => {
      const chosen = after([
        { type: 'edited', patch: { installation: true } },
        { type: 'install-item', productId: '14', chosen: true },
      ]);
      assert.deepEqual(after([{ type: 'edited', patch: { installation: true } }], chosen).form.installItems, [
        '14',
      ]);
      assert.deepEqual(
        after([{ type: 'edited', patch: { installation: false } }], chosen).form.installItems,
        [],
      );
    });
  });

  describe('locality, street and map (docs/behaviour/states.md)', () => {
    it("a locality chosen in 'Москва' keeps courier delivery; one in another region drops it", () => {
      const moscow = courier();
      assert.deepEqual(
        [moscow.form.locality, moscow.form.region, moscow.form.cityFiasId],
        ['г Москва', 'Москва', 'moscow-fias'],
      );
      const tver = after([{ type: 'locality-chosen', suggestion: TVER }], moscow);
      assert.equal(tver.form.deliveryType, '');
      const transport = after(
        [
          { type: 'edited', patch: { deliveryType: 'tk_terminal' } },
          { type: 'locality-chosen', suggestion: TVER },
        ],
        moscow,
      );
      assert.equal(transport.form.deliveryType, 'tk_terminal');
    });

    it("a locality without a city takes the settlement's id", () => {
      const village = suggestion('п Марьино', { region: 'Москва', settlement_fias_id: 'marino-fias' });
      assert.equal(after([{ type: 'locality-chosen', suggestion: village }]).form.cityFiasId, 'marino-fias');
    });

    it('changing the locality clears the street, the house and the point', () => {
      const withStreet = after(
        [{ type: 'street-chosen', suggestion: TVERSKAYA_5, point: CENTRE }],
        courier(),
      );
      for (const change of [
        { type: 'locality-chosen', suggestion: MOSCOW },
        { type: 'locality-typed', text: 'Химки' },
      ] as CheckoutAction[]) {
        const state = checkoutReducer(withStreet, change);
        assert.deepEqual([state.form.street, state.form.house, state.point], ['', '', null]);
      }
    });

    it('typing a locality is no choice: no region, no delivery type', () => {
      const state = after([{ type: 'locality-typed', text: 'Химк' }], courier());
      assert.deepEqual(
        [state.form.locality, state.form.region, state.form.cityFiasId, state.form.deliveryType],
        ['Химк', '', '', ''],
      );
    });

    it('a street chosen with its house moves the point; one without a point leaves it', () => {
      const chosen = after([{ type: 'street-chosen', suggestion: TVERSKAYA_5, point: CENTRE }], courier());
      assert.deepEqual(
        [chosen.form.street, chosen.form.house, chosen.point],
        ['ул Тверская, д 5', '5', CENTRE],
      );
      const noPoint = after(
        [{ type: 'street-chosen', suggestion: suggestion('ул Арбат', {}), point: null }],
        chosen,
      );
      assert.deepEqual([noPoint.form.house, noPoint.point], ['', CENTRE]);
    });

    it('typing the street drops its house until one is chosen again', () => {
      const chosen = after([{ type: 'street-chosen', suggestion: TVERSKAYA_5, point: CENTRE }], courier());
      const typed = after([{ type: 'street-typed', text: 'ул Тверская, д 5к' }], chosen);
      assert.deepEqual([typed.form.street, typed.form.house], ['ул Тверская, д 5к', '']);
    });

    it('a map pick moves the point; the same point again keeps the one there', () => {
      const picked = after([{ type: 'map-picked', point: KHIMKI }], courier());
      assert.deepEqual(picked.point, KHIMKI);
      assert.equal(after([{ type: 'map-picked', point: [...KHIMKI] as LatLon }], picked).point, picked.point);
    });

    it("the picked point's address fills the locality and the street; a region without couriers drops courier delivery", () => {
      const addressed = after(
        [
          { type: 'map-picked', point: KHIMKI },
          {
            type: 'point-addressed',
            suggestion: suggestion('Московская обл, г Химки, ул Гагарина, д 2', {
              region: 'Московская',
              city_with_type: 'г Химки',
              street_with_type: 'ул Гагарина',
              house: '2',
              city_fias_id: 'khimki-fias',
            }),
          },
        ],
        courier(),
      );
      assert.deepEqual(
        [addressed.form.locality, addressed.form.region, addressed.form.street, addressed.form.house],
        ['г Химки', 'Московская', 'ул Гагарина, д 2', '2'],
      );
      assert.deepEqual([addressed.form.cityFiasId, addressed.form.deliveryType], ['khimki-fias', 'self']);
      const tver = after(
        [
          {
            type: 'point-addressed',
            suggestion: suggestion('г Тверь', { region: 'Тверская', city_with_type: 'г Тверь' }),
          },
        ],
        addressed,
      );
      assert.equal(tver.form.deliveryType, '');
    });
  });

  describe('the place and the price (checkout-quote.ts)', () => {
    it('inside the ring road: zone a, no route to wait for, the tier price', () => {
      const state = after([{ type: 'map-picked', point: CENTRE }], courier());
      const quote = quoteOf(state, cart);
      assert.deepEqual([quote.zone, quote.routeTo, quote.ring], ['a', null, null]);
      assert.equal(quote.costs.deliveryPrice, 1900);
    });

    it('outside the ring: the ring is drawn, the route is awaited, and there is no delivery line before it', () => {
      const state = after([{ type: 'map-picked', point: KHIMKI }], courier());
      const quote = quoteOf(state, cart);
      assert.deepEqual([quote.zone, quote.routeTo, quote.ring], ['b', KHIMKI, ZONES.a]);
      assert.deepEqual([quote.distanceMeters, quote.costs.deliveryPrice], [null, null]);
      assert.ok(!quote.costs.lines.some((line) => line.kind === 'delivery'));
    });

    it('the route to the point prices it: km × the outside price + the tier', () => {
      const state = after(
        [
          { type: 'map-picked', point: KHIMKI },
          { type: 'route-found', to: KHIMKI, route: route(12345) },
        ],
        courier(),
      );
      const quote = quoteOf(state, cart);
      assert.equal(quote.distanceMeters, 12345);
      assert.equal(quote.costs.deliveryPrice, Math.round((12.345 * 45 + 1900) * 100) / 100);
    });

    it("a route to another point is not this point's", () => {
      const state = after(
        [
          { type: 'map-picked', point: KHIMKI },
          { type: 'route-found', to: [55.9, 37.5], route: route(9000) },
        ],
        courier(),
      );
      assert.equal(placeOf(state).route, null);
    });

    it('the order carries the prices the summary shows, the route and the point', () => {
      const state = after(
        [
          { type: 'map-picked', point: KHIMKI },
          { type: 'route-found', to: KHIMKI, route: route(12345) },
          { type: 'edited', patch: { street: 'ул Гагарина, д 2', house: '2' } },
        ],
        courier(),
      );
      const order = orderOf(state, cart);
      const quote = quoteOf(state, cart);
      assert.deepEqual(order.delivery_data, {
        address: 'г Москва ул Гагарина, д 2',
        distance: 12345,
        price: quote.costs.deliveryPrice,
        response: [route(12345)],
      });
      assert.deepEqual(order.delivery_details.point, KHIMKI);
    });

    it('pickup needs no point: its price and no point in the order', () => {
      const state = after([{ type: 'edited', patch: { deliveryType: 'pickup' } }], courier());
      assert.equal(quoteOf(state, cart).costs.deliveryPrice, 250);
      assert.equal(orderOf(state, cart).delivery_details.point, null);
    });
  });

  describe('without the outside services (docs/checkout-without-services.md)', () => {
    /** A loaded checkout with the zones and none of the services. */
    const byHand = (form: Partial<CheckoutForm> = {}) =>
      after([loaded, { type: 'zones-loaded', zones: ZONES }], initialCheckout(fresh(form), NONE));
    const typed = (locality: string) => after([{ type: 'locality-typed', text: locality }], byHand());

    it('the services are those the page config names: a suggestion token, a routing key, map tiles', () => {
      assert.deepEqual(
        configuredServices({
          suggest: { token: '' },
          routing: { key: 'k' },
          map: { tiles: '/t/{z}/{x}/{y}.png' },
        }),
        { suggest: false, routing: true, map: true },
      );
      assert.deepEqual(fresh().services, { suggest: true, routing: true, map: true });
    });

    it('a failing service is off for the rest of the visit; a second failure changes nothing', () => {
      const failed = after([{ type: 'service-failed', service: 'routing' }], courier());
      assert.deepEqual(failed.services, { suggest: true, routing: false, map: true });
      assert.equal(checkoutReducer(failed, { type: 'service-failed', service: 'routing' }), failed);
      const noMap = after([{ type: 'service-failed', service: 'map' }], courier());
      assert.deepEqual(noMap.services, { suggest: true, routing: true, map: false });
    });

    it('a typed locality the zones know offers all three delivery types; another offers pickup and the transport company', () => {
      assert.deepEqual(offeredTypes(byHand()), []);
      assert.deepEqual(offeredTypes(typed('г. Химки')), ['pickup', 'tk_terminal', 'self']);
      assert.deepEqual(offeredTypes(typed('Тверь')), ['pickup', 'tk_terminal']);
      // before the zones are there no locality is known
      const early = after([{ type: 'locality-typed', text: 'Химки' }], initialCheckout(fresh(), NONE));
      assert.deepEqual(offeredTypes(early), ['pickup', 'tk_terminal']);
    });

    it('a region chosen before the suggestions failed that is not Moscow’s still offers the transport company only', () => {
      const tver = after([
        { type: 'locality-chosen', suggestion: TVER },
        { type: 'service-failed', service: 'suggest' },
      ]);
      assert.deepEqual(offeredTypes(tver), ['tk_terminal']);
    });

    it('when the suggestions fail, the point goes and courier delivery stays only for a locality the zones know', () => {
      const moscow = after(
        [
          { type: 'map-picked', point: CENTRE },
          { type: 'service-failed', service: 'suggest' },
        ],
        courier(),
      );
      assert.deepEqual([moscow.point, moscow.form.deliveryType], [null, 'self']);
      const village = after(
        [
          { type: 'locality-chosen', suggestion: suggestion('п Марьино', { region: 'Москва' }) },
          { type: 'edited', patch: { deliveryType: 'self' } },
          { type: 'service-failed', service: 'suggest' },
        ],
        courier(),
      );
      assert.equal(village.form.deliveryType, '');
    });

    it('courier delivery to a typed locality is priced by its point: inside the ring the tier price', () => {
      const state = after([{ type: 'edited', patch: { deliveryType: 'self' } }], typed('Москва'));
      const quote = quoteOf(state, cart);
      assert.deepEqual([quote.point, quote.zone, quote.costs.deliveryPrice], [CENTRE, 'a', 1900]);
    });

    it('outside the ring without routing the distance is the straight line from the ring × 1.3, and the order carries it', () => {
      const state = after(
        [
          { type: 'edited', patch: { deliveryType: 'self' } },
          { type: 'street-typed', text: 'ул Гагарина, д 2' },
        ],
        typed('Химки'),
      );
      const distance = roadDistanceEstimate(nearestPointOnRing(KHIMKI, ZONES.a), KHIMKI);
      const quote = quoteOf(state, cart);
      assert.deepEqual(
        [quote.zone, quote.routeTo, quote.estimatedMeters, quote.distanceMeters],
        ['b', null, distance, distance],
      );
      const order = orderOf(state, cart);
      assert.deepEqual(order.delivery_data, {
        address: 'Химки ул Гагарина, д 2',
        distance,
        price: Math.round((1900 + (distance / 1000) * 45) * 100) / 100,
        response: [],
      });
      assert.deepEqual(order.delivery_details.point, KHIMKI);
    });

    it('with the routing service there the route is asked for the typed locality’s point', () => {
      const state = after(
        [{ type: 'edited', patch: { deliveryType: 'self' } }],
        after(
          [{ type: 'locality-typed', text: 'Химки' }],
          after(
            [loaded, { type: 'zones-loaded', zones: ZONES }],
            initialCheckout(fresh(), { ...NONE, routing: true }),
          ),
        ),
      );
      assert.deepEqual([placeOf(state).routeTo, placeOf(state).estimatedMeters], [KHIMKI, null]);
    });

    it('a typed street keeps its house number; without one the street has no house, and a typed street drops the point', () => {
      const withPoint = { ...typed('Москва'), point: CENTRE };
      const numbered = after([{ type: 'street-typed', text: 'ул Тверская, д 5к2' }], withPoint);
      assert.deepEqual([numbered.form.house, numbered.point], ['5к2', null]);
      assert.equal(after([{ type: 'street-typed', text: 'ул Тверская' }], withPoint).form.house, '');
    });
  });

  describe('placing the order', () => {
    const sent = () => after([{ type: 'sent' }], after([loaded]));

    it('sending clears the error list and waits; a second send while it waits changes nothing', () => {
      const state = sent();
      assert.equal(state.phase, 'submitting');
      assert.equal(checkoutReducer(state, { type: 'sent' }), state);
    });

    it("a refusal is ready again with the refusal's flags", () => {
      const state = after([{ type: 'refused', errors: ['phone', 'map'] }], sent());
      assert.deepEqual([state.phase, state.errors], ['ready', ['phone', 'map']]);
    });

    it('a failure to send is ready again', () => {
      assert.equal(after([{ type: 'send-failed' }], sent()).phase, 'ready');
    });

    it('a placed order is done, and nothing is sent after it', () => {
      const done = after([{ type: 'placed' }], sent());
      assert.equal(done.phase, 'done');
      assert.equal(checkoutReducer(done, { type: 'sent' }), done);
    });

    it('an answer with nothing sent changes nothing', () => {
      const ready = after([loaded]);
      for (const action of [
        { type: 'refused', errors: ['phone'] },
        { type: 'send-failed' },
        { type: 'placed' },
      ] as CheckoutAction[])
        assert.equal(checkoutReducer(ready, action), ready);
    });
  });
});
