import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import * as v from 'valibot';
import { CALLS, type Call, type CallName } from '../../shared/contract/calls.ts';
import { ErrorBody } from '../../shared/contract/common.ts';
import { OrderPayload, orderFlags } from '../../shared/contract/requests.ts';
import {
  emptyCheckoutForm,
  orderPayload,
  type CheckoutForm,
  type OrderPricing,
} from '../../shared/domain/order-payload.ts';
import { storeExamples, type Examples } from '../../scripts/build/openapi-examples.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- payloads are broken freely here
type Json = any;

describe('schema round trips', () => {
  describe("the reference store's real answers", () => {
    let examples: Examples;
    before(async () => (examples = await storeExamples()));

    it('every success parses with its call’s answer schema, every refusal with the error shape', () => {
      let count = 0;
      for (const [name, list] of Object.entries(examples) as [CallName, NonNullable<Examples[CallName]>][]) {
        const call: Call = CALLS[name];
        for (const example of list) {
          const schema = example.status === 200 ? call.answer : (call.refusal ?? ErrorBody);
          const checked = v.safeParse(schema, example.answer);
          assert.ok(checked.success, `${name} (${example.summary}): ${JSON.stringify(checked.issues)}`);
          if (example.status === 200 && call.body) v.parse(call.body.schema, example.request);
          count++;
        }
      }
      const calls = Object.keys(CALLS).filter((name) => !examples[name as CallName]);
      // the enquiries are one schema each; the feedback form stands for them
      assert.deepEqual(
        calls.filter((name) => !name.startsWith('enquiry.')),
        [],
        'calls the store was not asked',
      );
      assert.ok(count > Object.keys(examples).length, 'successes and refusals');
    });
  });

  describe("the checkout's real orders (shared/domain/order-payload.ts)", () => {
    const pricing = (extra: Partial<OrderPricing> = {}): OrderPricing => ({
      deliveryPrice: 250,
      liftPrice: null,
      distanceMeters: 0,
      response: [],
      point: null,
      ...extra,
    });
    const profile: Partial<CheckoutForm> = {
      name: 'Анна Смирнова',
      email: 'anna@example.ru',
      phone: '+7 (916) 123 45 67',
      locality: 'г Москва',
      region: 'Москва',
    };
    const self: Partial<CheckoutForm> = { ...profile, deliveryType: 'self', street: 'ул Тверская, д 7' };
    const lines = [{ productId: 12, installmentPrice: 1500 }];
    const orders: [string, Partial<CheckoutForm>, OrderPricing][] = [
      ['pickup, by transfer', { ...profile, deliveryType: 'pickup' }, pricing()],
      [
        'to a transport company, by card',
        { ...profile, deliveryType: 'tk_terminal', paymentMethod: 'tbank_card' },
        pricing({ deliveryPrice: 1500 }),
      ],
      [
        'an organization with its INN',
        { ...profile, deliveryType: 'pickup', legalType: 'organization', inn: '7707083893' },
        pricing(),
      ],
      [
        'courier delivery lifted to the 5th floor without an elevator, another recipient, a call back',
        {
          ...self,
          date: '2026-12-01',
          flat: '12',
          entrance: '2',
          commentOpen: true,
          comment: 'Позвонить за час',
          isRiseFloor: true,
          isNotElevator: true,
          raiseOnFloor: '5',
          isTakesAnotherPerson: true,
          recipientPhone: '+7 (903) 111 22 33',
          recipientFullName: 'Пётр Смирнов',
          isQuestions: true,
          callTime: '20',
        },
        pricing({ deliveryPrice: 1900, liftPrice: 1000, point: [55.752, 37.6175] }),
      ],
      [
        'courier delivery outside the ring with its route, installation and planning',
        { ...self, installation: true, installItems: ['12'], projecting: true },
        pricing({
          deliveryPrice: 2350,
          distanceMeters: 10000,
          response: [{ total_distance: 10000 }],
          point: [55.8895, 37.4465],
        }),
      ],
    ];
    for (const [name, form, prices] of orders) {
      it(`${name}: passes OrderPayload`, () => {
        const payload = orderPayload({ ...emptyCheckoutForm(), ...form }, prices, lines);
        const checked = v.safeParse(OrderPayload, payload);
        assert.ok(checked.success, JSON.stringify(checked.issues?.map((i) => [v.getDotPath(i), i.message])));
      });
    }

    it('a form the checkout must not send is refused with the flag of its field', () => {
      const order = (form: Partial<CheckoutForm>, prices = pricing()): Json =>
        orderPayload({ ...emptyCheckoutForm(), ...profile, ...form }, prices, lines);
      const flags = (payload: Json) => orderFlags(v.safeParse(OrderPayload, payload).issues ?? []);
      assert.deepEqual(flags(order({ deliveryType: 'pickup', phone: '+7 (916) 123' })), ['phone']);
      assert.deepEqual(flags(order({ ...self })), ['map']);
      assert.deepEqual(flags(order({ ...self, time: '' }, pricing({ point: [55.75, 37.61] }))), ['time']);
      assert.deepEqual(
        flags(order({ ...self, isRiseFloor: true, isNotElevator: true }, pricing({ point: [55.75, 37.61] }))),
        ['floor'],
      );
      assert.deepEqual(flags(order({ deliveryType: 'pickup', legalType: 'organization' })), ['inn']);
      assert.deepEqual(flags(null), ['payload']);
    });
  });
});
