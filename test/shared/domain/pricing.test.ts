import { expect } from '@open-wc/testing';
import {
  deliveryCost,
  findTier,
  installationTotal,
  liftCost,
  orderTotal,
  type DeliveryPricing,
  type LiftPricing,
} from '../../../shared/domain/pricing.ts';

const delivery: DeliveryPricing = {
  prices: [
    { sumFrom: 0, sumTo: 30000, price: 1500 },
    { sumFrom: 30000, sumTo: 100000, price: 900 },
    { sumFrom: 100000, sumTo: 100000000, price: 0 },
  ],
  outsideRingPrice: 45,
};

const lift: LiftPricing = {
  prices: [
    { weightFrom: 0, weightTo: 100, withElevatorPrice: 500, withoutElevatorPrice: 150 },
    { weightFrom: 100, weightTo: 300, withElevatorPrice: 900, withoutElevatorPrice: 250 },
    { weightFrom: 300, weightTo: 1000, withElevatorPrice: null, withoutElevatorPrice: 400 },
  ],
  porterPrice: 30,
};

describe('delivery price rules (docs/behaviour/constants.md)', () => {
  it('a tier is the one where sumFrom ≤ goods sum < sumTo, at both edges', () => {
    const cases: [number, number | undefined][] = [
      [0, 1500],
      [29999.99, 1500],
      [30000, 900],
      [99999, 900],
      [100000, 0],
      [100000000, undefined],
      [-1, undefined],
    ];
    for (const [sum, price] of cases) {
      expect(findTier(delivery.prices, sum, 'sumFrom', 'sumTo')?.price, `sum ${sum}`).to.equal(price);
    }
  });

  it('a tier whose upper bound is null is open-ended', () => {
    const open = [
      { sumFrom: 0, sumTo: 1000, price: 500 },
      { sumFrom: 1000, sumTo: null as unknown as number, price: 0 },
    ];
    expect(findTier(open, 999, 'sumFrom', 'sumTo')?.price).to.equal(500);
    expect(findTier(open, 1000, 'sumFrom', 'sumTo')?.price).to.equal(0);
    expect(findTier(open, 1e12, 'sumFrom', 'sumTo')?.price).to.equal(0);
  });

  const base = { goodsSum: 12000, delivery, pickupPrice: 250, insideRing: true, distanceMeters: 0 };

  it('pickup = the pickup price, whatever the sum or the tiers', () => {
    expect(deliveryCost({ ...base, type: 'pickup' })).to.deep.equal({ price: 250, label: 'delivery_pickup' });
    expect(deliveryCost({ ...base, type: 'pickup', goodsSum: 500000 }).price).to.equal(250);
  });

  it('tk_terminal = the tier price, or 0 when no tier matches', () => {
    const cases: [number, number][] = [
      [12000, 1500],
      [30000, 900],
      [100000, 0],
      [200000000, 0],
    ];
    for (const [goodsSum, price] of cases) {
      expect(deliveryCost({ ...base, type: 'tk_terminal', goodsSum }), `sum ${goodsSum}`).to.deep.equal({
        price,
        label: 'delivery_tk_terminal',
      });
    }
  });

  it("self inside the ring road = the tier price, labelled 'Доставка в пределах МКАДа'", () => {
    expect(deliveryCost({ ...base, type: 'self', distanceMeters: 5000 })).to.deep.equal({
      price: 1500,
      label: 'delivery_inside_ring',
    });
    expect(deliveryCost({ ...base, type: 'self', goodsSum: 29999 }).price).to.equal(1500);
    expect(deliveryCost({ ...base, type: 'self', goodsSum: 30000 }).price).to.equal(900);
  });

  it("self outside the ring = km × outsideRingPrice + the tier price, labelled 'Доставка по московской области'", () => {
    const outside = { ...base, type: 'self' as const, insideRing: false };
    const cases: [number, number, number][] = [
      // [goods sum, metres, price]: km = metres / 1000
      [12000, 0, 1500],
      [12000, 1000, 45 + 1500],
      [12000, 12345, 12.345 * 45 + 1500],
      [30000, 20000, 20 * 45 + 900],
      [150000, 7500, 7.5 * 45],
    ];
    for (const [goodsSum, distanceMeters, price] of cases) {
      const cost = deliveryCost({ ...outside, goodsSum, distanceMeters });
      expect(cost.label).to.equal('delivery_outside_ring');
      expect(cost.price, `${goodsSum} ₽, ${distanceMeters} m`).to.equal(Math.round(price * 100) / 100);
    }
  });
});

describe('lift price rules (docs/behaviour/constants.md)', () => {
  const base = {
    lift,
    weight: 50,
    liftOn: true,
    noElevator: false,
    floor: null,
    insideRing: true,
    distanceMeters: 0,
  };

  it('a tier is the one where weightFrom ≤ sum_weight < weightTo, at both edges', () => {
    const cases: [number, number | null][] = [
      [0, 500],
      [99.99, 500],
      [100, 900],
      [299, 900],
      [300, null], // the tier has no withElevatorPrice
      [1000, null], // no tier
    ];
    for (const [weight, price] of cases) {
      expect(liftCost({ ...base, weight }), `${weight} kg`).to.equal(price);
    }
  });

  it('with elevator = withElevatorPrice (+ no surcharge inside the ring)', () => {
    expect(liftCost({ ...base, weight: 150, distanceMeters: 9000 })).to.equal(900);
  });

  it('without elevator = withoutElevatorPrice × floor, the floor defaulting to 1', () => {
    const cases: [number | null, number, number][] = [
      [null, 50, 150],
      [2, 50, 300],
      [5, 50, 750],
      [20, 50, 3000],
      [5, 150, 1250],
    ];
    for (const [floor, weight, price] of cases) {
      expect(liftCost({ ...base, noElevator: true, floor, weight }), `floor ${floor}, ${weight} kg`).to.equal(
        price,
      );
    }
  });

  it('the porter surcharge km × porterPrice applies outside the ring only', () => {
    const outside = { ...base, insideRing: false, distanceMeters: 12500 };
    expect(liftCost(outside)).to.equal(500 + 12.5 * 30);
    expect(liftCost({ ...outside, noElevator: true, floor: 5 })).to.equal(150 * 5 + 12.5 * 30);
    expect(liftCost({ ...outside, insideRing: true, noElevator: true, floor: 5 })).to.equal(750);
  });

  it('no lift line when the toggle is off or the tier has no withElevatorPrice, even without elevator', () => {
    expect(liftCost({ ...base, liftOn: false })).to.equal(null);
    expect(liftCost({ ...base, weight: 500, noElevator: true, floor: 3 })).to.equal(null);
  });
});

describe('order total (docs/behaviour/constants.md)', () => {
  it('installation total is the sum of the selected products’ installation prices', () => {
    expect(installationTotal([])).to.equal(0);
    expect(installationTotal([{ price: 1200 }, { price: 800.5 }])).to.equal(2000.5);
  });

  it('goods + installation (when above 0) + delivery + lift', () => {
    const cases: [Parameters<typeof orderTotal>[0], number][] = [
      [{ goodsSum: 10000, installation: 0, delivery: 1500, lift: null }, 11500],
      [{ goodsSum: 10000, installation: 2000, delivery: 1500, lift: 750 }, 14250],
      [{ goodsSum: 10000, installation: -5, delivery: 0, lift: 0 }, 10000],
      [{ goodsSum: 0.1, installation: 0.2, delivery: 0, lift: null }, 0.3],
    ];
    for (const [input, total] of cases) expect(orderTotal(input)).to.equal(total);
  });
});
