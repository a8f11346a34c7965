import { expect } from '@open-wc/testing';
import {
  emptyCheckoutForm,
  liftLevel,
  orderPayload,
  selectedInstallation,
  type CheckoutForm,
  type OrderPricing,
} from '../../../shared/domain/order-payload.ts';

const form = (patch: Partial<CheckoutForm> = {}): CheckoutForm => ({
  ...emptyCheckoutForm(),
  phone: '+7 (999) 123 45 67',
  name: ' Иван Петров ',
  email: 'ivan@example.ru',
  locality: 'г Москва',
  region: 'Москва',
  cityFiasId: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
  ...patch,
});

const pricing = (patch: Partial<OrderPricing> = {}): OrderPricing => ({
  deliveryPrice: 500,
  liftPrice: null,
  distanceMeters: 0,
  response: [],
  point: null,
  ...patch,
});

const lines = [
  { productId: 11, installmentPrice: 1500 },
  { productId: '12', installmentPrice: 0 },
  { productId: 13, installmentPrice: 700 },
  { productId: 14, installmentPrice: null },
];

describe('the order payload (docs/behaviour/data.md "Order")', () => {
  it('the defaults: legal_type individual, payment_method transfer, delivery_type initially empty, time 16:00 - 18:00', () => {
    const empty = emptyCheckoutForm();
    expect(empty.legalType).to.equal('individual');
    expect(empty.paymentMethod).to.equal('transfer');
    expect(empty.deliveryType).to.equal('');
    expect(empty.time).to.equal('16:00 - 18:00');
  });

  it('an individual picking up: the phone normalised to digits, no legal_data, lift_data, additional_data or services', () => {
    const payload = orderPayload(form({ deliveryType: 'pickup' }), pricing({ deliveryPrice: 300 }), lines);
    expect(payload).to.deep.equal({
      name: 'Иван Петров',
      email: 'ivan@example.ru',
      phone: '79991234567',
      legal_type: 'individual',
      delivery_type: 'pickup',
      delivery_data: { address: 'г Москва ', distance: 0, price: 300, response: [] },
      payment_method: 'transfer',
      payment_data: {},
      delivery_details: {
        flat: null,
        entrance: null,
        comment: '',
        date: '',
        time: '',
        isRiseFloor: false,
        isNotElevator: false,
        raiseOnFloor: null,
        isTakesAnotherPerson: false,
        recipientPhone: '',
        recipientFullName: '',
        isQuestions: false,
        point: null,
      },
    });
  });

  it('an organization sends legal_data {inn} as a number; an individual never does, even with an INN typed', () => {
    const organization = orderPayload(form({ legalType: 'organization', inn: '7707083893' }), pricing(), []);
    expect(organization.legal_type).to.equal('organization');
    expect(organization.legal_data).to.deep.equal({ inn: 7707083893 });
    const individual = orderPayload(form({ legalType: 'individual', inn: '7707083893' }), pricing(), []);
    expect(individual).to.not.have.property('legal_data');
  });

  it('each delivery type: delivery_data.price is the first delivery line; tk_terminal and pickup carry no street or route', () => {
    const route = { total_distance: 12345, maneuvers: [] };
    const cases = [
      { type: 'pickup', price: 300, address: 'г Москва ', distance: 0, response: [] },
      { type: 'tk_terminal', price: 0, address: 'г Москва ', distance: 0, response: [] },
      {
        type: 'self',
        price: 2617.25,
        address: 'г Москва ул Тверская, д 1',
        distance: 12345,
        response: [route],
      },
    ] as const;
    for (const c of cases) {
      const payload = orderPayload(
        form({ deliveryType: c.type, street: 'ул Тверская, д 1' }),
        pricing({ deliveryPrice: c.price, distanceMeters: 12345, response: [route], point: [55.9, 37.4] }),
        [],
      );
      expect(payload.delivery_type, c.type).to.equal(c.type);
      expect(payload.delivery_data, c.type).to.deep.equal({
        address: c.address,
        distance: c.distance,
        price: c.price,
        response: c.response,
      });
      expect(payload.delivery_details.point, c.type).to.deep.equal(c.type === 'self' ? [55.9, 37.4] : null);
    }
  });

  it('no delivery type chosen yet: delivery_type is empty and the price 0', () => {
    const payload = orderPayload(form(), pricing({ deliveryPrice: null }), []);
    expect(payload.delivery_type).to.equal('');
    expect(payload.delivery_data.price).to.equal(0);
  });

  it('the distance is sent in whole metres', () => {
    const payload = orderPayload(form({ deliveryType: 'self' }), pricing({ distanceMeters: 15432.6 }), []);
    expect(payload.delivery_data.distance).to.equal(15433);
  });

  it('lift without elevator to floor 5: lift_data {lift_level 5, lift_price}; the details keep the flags and the floor', () => {
    const payload = orderPayload(
      form({ deliveryType: 'self', isRiseFloor: true, isNotElevator: true, raiseOnFloor: '5' }),
      pricing({ liftPrice: 1000 }),
      [],
    );
    expect(payload.lift_data).to.deep.equal({ lift_level: 5, lift_price: 1000 });
    expect(payload.delivery_details).to.include({ isRiseFloor: true, isNotElevator: true, raiseOnFloor: 5 });
  });

  it('lift with elevator: lift_level 1 and the lift price', () => {
    const payload = orderPayload(
      form({ deliveryType: 'self', isRiseFloor: true, isNotElevator: false, raiseOnFloor: '7' }),
      pricing({ liftPrice: 300 }),
      [],
    );
    expect(payload.lift_data).to.deep.equal({ lift_level: 1, lift_price: 300 });
    expect(payload.delivery_details).to.include({
      isRiseFloor: true,
      isNotElevator: false,
      raiseOnFloor: null,
    });
  });

  it('lift_data is sent only when both level and price are truthy', () => {
    const cases: [Partial<CheckoutForm>, number | null, boolean][] = [
      [{ deliveryType: 'self', isRiseFloor: false }, 500, false],
      [{ deliveryType: 'self', isRiseFloor: true }, null, false],
      [{ deliveryType: 'self', isRiseFloor: true }, 0, false],
      [{ deliveryType: 'self', isRiseFloor: true }, 250, true],
      [{ deliveryType: 'pickup', isRiseFloor: true }, 250, false],
    ];
    for (const [patch, liftPrice, sent] of cases) {
      const payload = orderPayload(form(patch), pricing({ liftPrice }), []);
      expect('lift_data' in payload, JSON.stringify([patch, liftPrice])).to.equal(sent);
    }
  });

  it('the lift level: 0 when off, 1 with an elevator, the floor without one (default 1)', () => {
    expect(liftLevel({ isRiseFloor: false, isNotElevator: true, raiseOnFloor: '5' })).to.equal(0);
    expect(liftLevel({ isRiseFloor: true, isNotElevator: false, raiseOnFloor: '5' })).to.equal(1);
    expect(liftLevel({ isRiseFloor: true, isNotElevator: true, raiseOnFloor: '5' })).to.equal(5);
    expect(liftLevel({ isRiseFloor: true, isNotElevator: true, raiseOnFloor: '' })).to.equal(1);
  });

  it('another person receives the order: the recipient phone (digits) and full name go in delivery_details', () => {
    const payload = orderPayload(
      form({
        deliveryType: 'self',
        isTakesAnotherPerson: true,
        recipientPhone: '+7 (916) 000 11 22',
        recipientFullName: ' Анна Петрова ',
      }),
      pricing(),
      [],
    );
    expect(payload.delivery_details).to.include({
      isTakesAnotherPerson: true,
      recipientPhone: '79160001122',
      recipientFullName: 'Анна Петрова',
    });
    const off = orderPayload(
      form({ deliveryType: 'self', recipientPhone: '+7 (916) 000 11 22', recipientFullName: 'Анна' }),
      pricing(),
      [],
    );
    expect(off.delivery_details).to.include({
      isTakesAnotherPerson: false,
      recipientPhone: '',
      recipientFullName: '',
    });
  });

  it('the self details: flat and entrance as numbers, the comment only when opened, date and time', () => {
    const payload = orderPayload(
      form({
        deliveryType: 'self',
        flat: '12',
        entrance: '0',
        commentOpen: true,
        comment: 'Домофон не работает',
        date: '2026-12-01',
        time: '10:00 - 12:00',
      }),
      pricing(),
      [],
    );
    expect(payload.delivery_details).to.include({
      flat: 12,
      entrance: 0,
      comment: 'Домофон не работает',
      date: '2026-12-01',
      time: '10:00 - 12:00',
    });
    const closed = orderPayload(
      form({ deliveryType: 'self', comment: 'x', commentOpen: false }),
      pricing(),
      [],
    );
    expect(closed.delivery_details.comment).to.equal('');
  });

  it('call-back: additional_data.call_time only when the question is on and a time is set', () => {
    expect(
      orderPayload(form({ isQuestions: true, callTime: '20' }), pricing(), []).additional_data,
    ).to.deep.equal({
      call_time: '20',
    });
    expect(orderPayload(form({ isQuestions: true, callTime: '' }), pricing(), [])).to.not.have.property(
      'additional_data',
    );
    expect(orderPayload(form({ isQuestions: false, callTime: '20' }), pricing(), [])).to.not.have.property(
      'additional_data',
    );
    expect(orderPayload(form({ isQuestions: true }), pricing(), []).delivery_details.isQuestions).to.equal(
      true,
    );
  });

  it('payment_data entries only when not null', () => {
    expect(orderPayload(form(), pricing(), []).payment_data).to.deep.equal({});
    expect(orderPayload(form(), pricing({ coupon: 'SALE', bonus: null }), []).payment_data).to.deep.equal({
      coupon: 'SALE',
    });
    expect(orderPayload(form(), pricing({ coupon: null, bonus: 0 }), []).payment_data).to.deep.equal({
      bonus: 0,
    });
  });

  it('payment by card: payment_method tbank_card', () => {
    expect(orderPayload(form({ paymentMethod: 'tbank_card' }), pricing(), []).payment_method).to.equal(
      'tbank_card',
    );
  });

  it('services only with at least one installation item: {projecting, installment_items [{product_id, price}]}', () => {
    const selected = orderPayload(
      form({ installation: true, projecting: true, installItems: ['11', '13', '12'] }),
      pricing(),
      lines,
    );
    expect(selected.services).to.deep.equal({
      projecting: true,
      installment_items: [
        { product_id: 11, price: 1500 },
        { product_id: 13, price: 700 },
      ],
    });
    const projectingOnly = orderPayload(
      form({ projecting: true, installation: true, installItems: [] }),
      pricing(),
      lines,
    );
    expect(projectingOnly).to.not.have.property('services');
    const installationOff = orderPayload(
      form({ installation: false, installItems: ['11'] }),
      pricing(),
      lines,
    );
    expect(installationOff).to.not.have.property('services');
  });

  it('a product without an installation price above 0 is never an installation item', () => {
    expect(selectedInstallation({ installation: true, installItems: ['12', '14'] }, lines)).to.deep.equal([]);
  });
});
