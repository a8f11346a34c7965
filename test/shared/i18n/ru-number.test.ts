import { expect } from '@open-wc/testing';
import { formatNumber } from '../../../shared/i18n/ru-number.ts';
import { formatMoney } from '../../../shared/i18n/index.ts';

/** Numbers as a shop has them: prices, sums with kopecks, halves and the ties rounding meets, large and negative. */
function shopNumbers(): number[] {
  const numbers = [
    0, -0, 1, 5, 9.5, 99.995, 99.999, 999.9999, 1000, 1001, 9999.5, 123456789.125, 2.005, 1.005,
  ];
  numbers.push(0.5, 1.5, 2.5, -0.5, -1234.5, -0.001, 0.0004, 1e-7, 12345.675, 2 ** 53, 1e20, 1e21, 0.1 + 0.2);
  let seed = 7;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < 3000; i++) {
    const scale = 10 ** Math.floor(next() * 9);
    const decimals = Math.floor(next() * 5);
    const value = Math.round(next() * scale * 10 ** decimals) / 10 ** decimals;
    numbers.push(i % 7 === 0 ? -value : value);
  }
  return numbers;
}

describe('numbers written as ru-RU writes them, without constructing an Intl.NumberFormat', () => {
  for (const [min, max] of [
    [0, 3],
    [0, 2],
    [2, 2],
    [0, 0],
  ] as const)
    it(`the same text as Intl.NumberFormat('ru-RU') with ${min}–${max} fraction digits`, () => {
      const intl = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: min, maximumFractionDigits: max });
      for (const value of shopNumbers())
        expect(formatNumber(value, min, max), String(value)).to.equal(intl.format(value));
    });

  it('groups thousands with a no-break space, so a sum never breaks across lines', () => {
    expect(formatNumber(1234567.5, 0, 2)).to.equal('1\u00a0234\u00a0567,5');
  });

  it('money is the number and a rouble sign after a no-break space, as Intl writes roubles', () => {
    const roubles = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    for (const value of shopNumbers())
      expect(formatMoney(value, 'cart'), String(value)).to.equal(roubles.format(value));
  });
});
