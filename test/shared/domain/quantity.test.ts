import { expect } from '@open-wc/testing';
import {
  MIN_QUANTITY,
  productTotal,
  readQuantity,
  readUnitPrice,
  stepQuantity,
} from '../../../shared/domain/quantity.ts';

describe('product-page quantity (docs/behaviour/states.md quantity counter, docs/behaviour/validation.md quantity, docs/behaviour/constants.md)', () => {
  it('the product-page quantity minimum is 1', () => {
    expect(MIN_QUANTITY).to.equal(1);
  });

  const reads: [unknown, number][] = [
    ['1', 1],
    ['3', 3],
    [' 12 ', 12],
    [7, 7],
    ['2.7', 2],
    ['0', 1],
    ['-4', 1],
    ['', 1],
    ['abc', 1],
    ['3abc', 1],
    [null, 1],
    [undefined, 1],
    [Number.NaN, 1],
    ['1e3', 1],
  ];
  for (const [raw, expected] of reads) {
    it(`an invalid or missing quantity is treated as 1, and the floor is 1: ${JSON.stringify(raw)} → ${expected}`, () => {
      expect(readQuantity(raw)).to.equal(expected);
    });
  }

  it('decrement never goes below 1, and increment adds 1', () => {
    expect(stepQuantity(1, -1)).to.equal(1);
    expect(stepQuantity(2, -1)).to.equal(1);
    expect(stepQuantity(1, 1)).to.equal(2);
    expect(stepQuantity(9, 1)).to.equal(10);
  });

  const prices: [string | null | undefined, number | null][] = [
    ['1299', 1299],
    ['1 299', 1299],
    ['12\u00a0990', 12990],
    ['1\u202f234\u202f567', 1234567],
    [' 450.5 ', 450.5],
    ['', null],
    ['по запросу', null],
    [null, null],
    [undefined, null],
  ];
  for (const [raw, expected] of prices) {
    it(`the unitPrice data attribute has its spaces stripped before it is parsed: ${JSON.stringify(raw)} → ${expected}`, () => {
      expect(readUnitPrice(raw)).to.equal(expected);
    });
  }

  it('the displayed total is the unit price × the quantity, with no decimals', () => {
    expect(productTotal(1299, 3)).to.equal(3897);
    expect(productTotal(450.5, 3)).to.equal(1352);
    expect(productTotal(1299, 0)).to.equal(1299);
  });
});
