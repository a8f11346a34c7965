import { expect } from '@open-wc/testing';
import {
  applyAnswer,
  chipsOf,
  fromApplied,
  isOptionDisabled,
  isRangeSet,
  normaliseFilter,
  toApplied,
  withoutChip,
  type Filter,
  type RangeFilter,
} from '../../../shared/domain/filters.ts';

const price = normaliseFilter({ name: 'Цена', type: 'price', from: 500, to: 4000 }) as RangeFilter;
const thickness = normaliseFilter({ id: 4, name: 'Толщина', type: 'range', from: 6, to: 14 }) as RangeFilter;
const brands = normaliseFilter({
  name: 'Производитель',
  type: 'manufacturers',
  items: [
    { id: 'Egger', value: 'Egger', count: 5 },
    { id: 'Tarkett', value: 'Tarkett', count: 0 },
  ],
});
const inStock = normaliseFilter({
  name: 'Наличие',
  type: 'in_stock',
  items: [{ id: 1, value: 'В наличии', count: 9 }],
});
const wear = normaliseFilter({
  id: 3,
  name: 'Класс',
  type: 'variants',
  items: [
    { value: '32', count: 3 },
    { value: '33', count: 1 },
  ],
});
const all: Filter[] = [price, inStock, brands, wear, thickness];

describe('filter definitions are normalised into the two forms of docs/behaviour/data.md', () => {
  it('price: {name, type: range, key: price, min, max, open: true}', () => {
    expect(price).to.deep.equal({
      name: 'Цена',
      type: 'range',
      key: 'price',
      min: 500,
      max: 4000,
      open: true,
    });
  });
  it('a range with an id is keyed by the id and starts closed', () => {
    expect(thickness).to.deep.equal({
      name: 'Толщина',
      type: 'range',
      key: '4',
      min: 6,
      max: 14,
      open: false,
    });
  });
  it('in_stock is variants, keyed by its type, open by default', () => {
    expect(inStock).to.deep.equal({
      name: 'Наличие',
      type: 'variants',
      key: 'in_stock',
      items: [{ id: '1', value: 'В наличии', count: 9 }],
      open: true,
    });
  });
  it('another type means variants; an item without id takes its value as id', () => {
    expect(wear.type).to.equal('variants');
    expect(wear.key).to.equal('3');
    expect(wear.open).to.equal(false);
    expect((wear as { items: unknown[] }).items).to.deep.equal([
      { id: '32', value: '32', count: 3 },
      { id: '33', value: '33', count: 1 },
    ]);
  });
  it("a type it cannot read: 'Unknown filter type: {type}'", () => {
    expect(() => normaliseFilter({ name: 'x', type: 'colour' })).to.throw('Unknown filter type: colour');
    expect(() => normaliseFilter({ name: 'x' })).to.throw('Unknown filter type: undefined');
  });
});

describe('a range counts as not set (docs/behaviour/states.md filters)', () => {
  const cases: [string, { from: number | null; to: number | null } | undefined, boolean][] = [
    ['absent', undefined, false],
    ['both ends empty', { from: null, to: null }, false],
    ['equal to the full minimum-to-maximum', { from: 500, to: 4000 }, false],
    ['from the minimum, to empty (falls back to the maximum)', { from: 500, to: null }, false],
    ['from empty (falls back to the minimum), to the maximum', { from: null, to: 4000 }, false],
    ['from above the minimum', { from: 1000, to: null }, true],
    ['to below the maximum', { from: null, to: 2500 }, true],
    ['both ends inside', { from: 1000, to: 2500 }, true],
  ];
  for (const [name, range, set] of cases) {
    it(`${name}: ${set ? 'set' : 'not set'}`, () => expect(isRangeSet(range, price)).to.equal(set));
  }
});

describe('the applied set as sent (docs/behaviour/data.md table)', () => {
  it('attributes as [{attribute_id, value}], manufacturers and in_stock as arrays, price as {from, to}', () => {
    const applied = toApplied(
      {
        price: { from: 1000, to: null },
        manufacturers: ['Egger', 'Tarkett'],
        in_stock: ['1'],
        '3': ['32'],
        '4': { from: 8, to: 12 },
      },
      all,
    );
    expect(applied).to.deep.equal([
      {
        field: 'attributes',
        value: [
          { attribute_id: 3, value: ['32'] },
          { attribute_id: 4, value: { from: 8, to: 12 } },
        ],
      },
      { field: 'manufacturers', value: ['Egger', 'Tarkett'] },
      { field: 'in_stock', value: ['1'] },
      { field: 'price', value: { from: 1000, to: 4000 } },
    ]);
  });
  it('unset values are left out: a full-span range, empty ends, no options', () => {
    expect(
      toApplied({ price: { from: 500, to: 4000 }, '4': { from: null, to: null }, manufacturers: [] }, all),
    ).to.deep.equal([]);
  });
  it('reads back into the same selection', () => {
    const selection = {
      manufacturers: ['Egger'],
      in_stock: ['1'],
      '3': ['32', '33'],
      price: { from: 900, to: 3000 },
    };
    expect(fromApplied(toApplied(selection, all))).to.deep.equal(selection);
  });
});

describe('an answer updates the counts and the bounds (docs/behaviour/states.md)', () => {
  it('options take the new counts; an option missing from the answer gets count 0; ranges take the new from/to', () => {
    const next = applyAnswer(all, [
      { name: 'Цена', type: 'price', from: 900, to: 3100 },
      { name: 'Производитель', type: 'manufacturers', items: [{ id: 'Tarkett', count: 7 }] },
      { id: 3, name: 'Класс', type: 'variants', items: [{ id: '33', count: 2 }] },
    ]);
    expect(next[0]).to.include({ min: 900, max: 3100 });
    expect(
      (next[2] as { items: { id: string; count: number }[] }).items.map((i) => [i.id, i.count]),
    ).to.deep.equal([
      ['Egger', 0],
      ['Tarkett', 7],
    ]);
    expect((next[3] as { items: { count: number }[] }).items.map((i) => i.count)).to.deep.equal([0, 2]);
    // in_stock was not in the answer at all: its option gets 0; the thickness range keeps its bounds
    expect((next[1] as { items: { count: number }[] }).items[0]!.count).to.equal(0);
    expect(next[4]).to.include({ min: 6, max: 14 });
  });
});

describe('options and chips', () => {
  it('a variant option is disabled when its count is 0 and it is not already selected (docs/behaviour/validation.md)', () => {
    expect(isOptionDisabled({ id: 'a', value: 'a', count: 0 }, false)).to.equal(true);
    expect(isOptionDisabled({ id: 'a', value: 'a', count: 0 }, true)).to.equal(false);
    expect(isOptionDisabled({ id: 'a', value: 'a', count: 3 }, false)).to.equal(false);
  });
  it("one chip per range showing 'from - to' (empty ends filled from the bounds), one per selected variant value", () => {
    const selection = { price: { from: 1000, to: null }, manufacturers: ['Egger', 'Tarkett'] };
    const chips = chipsOf(selection, all);
    expect(chips).to.deep.equal([
      { key: 'price', name: 'Цена', from: 1000, to: 4000 },
      { key: 'manufacturers', itemId: 'Egger', name: 'Производитель', value: 'Egger' },
      { key: 'manufacturers', itemId: 'Tarkett', name: 'Производитель', value: 'Tarkett' },
    ]);
    expect(withoutChip(selection, chips[0]!)).to.deep.equal({ manufacturers: ['Egger', 'Tarkett'] });
    expect(withoutChip(selection, chips[1]!)).to.deep.equal({
      price: { from: 1000, to: null },
      manufacturers: ['Tarkett'],
    });
  });
});
