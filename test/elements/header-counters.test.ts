import { expect } from '@open-wc/testing';
import '../../elements/shop-cart-count/shop-cart-count.ts';
import '../../elements/shop-cart-total/shop-cart-total.ts';
import '../../elements/shop-compare-count/shop-compare-count.ts';
import '../../elements/shop-favorites-count/shop-favorites-count.ts';
import type { Cart } from '../../shared/contract/cart.ts';
import { emit } from '../../shared/events.ts';
import {
  cleanup,
  mount,
  newShopper,
  ready,
  serverAdd,
  setPageConfig,
  shadow,
  until,
} from '../helpers/page.ts';
import { fetchCart } from '../../shared/api/cart.ts';
import { cartAtom, cartStatusAtom, shopStore } from '../../shared/store.ts';

const cart = (quantities: number[], sum: number): Cart => ({
  items: quantities.map((quantity, i) => ({
    id: i + 1,
    quantity,
    price: 100,
    productName: `Товар ${i + 1}`,
    productUrl: `/product/${i + 1}`,
    productId: i + 1,
  })),
  totals: [
    { type: 'sum', value: sum },
    { type: 'sum_weight', value: 3 },
  ],
});

const text = (element: Element | null) =>
  shadow(element)
    .textContent?.replace(/[\u00a0\u202f]/g, ' ')
    .trim();

describe('header indicators (docs/behaviour/header.md)', () => {
  beforeEach(() => setPageConfig());
  afterEach(cleanup);

  it('the cart counter gets data-counter with the total item count, the sum of the line quantities', async () => {
    const page = mount('<shop-cart-count>0</shop-cart-count>');
    const counter = page.querySelector('shop-cart-count')!;
    emit('shop-cart-update', cart([2, 3, 1], 600), null);
    await until(() => counter.getAttribute('data-counter') === '6', 'data-counter 6');
    expect(text(counter)).to.equal('6');
    emit('shop-cart-update', cart([], 0), null);
    await until(() => counter.getAttribute('data-counter') === '0', 'data-counter 0');
  });

  it('the cart counter shows the cart of the last update even when it is placed later', async () => {
    emit('shop-cart-update', cart([4], 400), null);
    const page = mount('<shop-cart-count>0</shop-cart-count>');
    const counter = page.querySelector('shop-cart-count')!;
    await until(() => counter.getAttribute('data-counter') === '4', 'data-counter 4');
  });

  it('the cart total gets data-cart-total with the formatted cart sum (0–2 fraction digits)', async () => {
    const page = mount('<shop-cart-total></shop-cart-total>');
    const total = page.querySelector('shop-cart-total')!;
    emit('shop-cart-update', cart([1], 12345.5), null);
    await until(() => total.getAttribute('data-cart-total'), 'data-cart-total');
    expect(total.getAttribute('data-cart-total')!.replace(/[\u00a0\u202f]/g, ' ')).to.equal('12 345,5 ₽');
    expect(text(total)).to.equal('12 345,5 ₽');
  });

  it('the cart could not be loaded: count and sum keep the server’s text, never 0, state="unknown"; the store answering again loads it', async () => {
    await newShopper();
    await serverAdd(5, 2);
    shopStore.set(cartAtom, null);
    shopStore.set(cartStatusAtom, 'failed');
    const page = mount('<shop-cart-count>3</shop-cart-count><shop-cart-total>990 ₽</shop-cart-total>');
    const counter = await ready(page.querySelector('shop-cart-count'));
    const total = await ready(page.querySelector('shop-cart-total'));
    for (const element of [counter, total]) expect(element.getAttribute('state')).to.equal('unknown');
    expect(counter.textContent).to.equal('3');
    expect(counter.hasAttribute('data-counter')).to.equal(false);
    expect(total.hasAttribute('data-cart-total')).to.equal(false);
    await fetchCart(); // another element's call, answered
    await until(() => counter.getAttribute('data-counter') === '2', 'the cart loaded');
    expect(counter.hasAttribute('state')).to.equal(false);
    expect(total.hasAttribute('state')).to.equal(false);
    expect(text(counter)).to.equal('2');
  });

  it('comparison and favourites counters go up by 1 on add and down by 1 on remove', async () => {
    const page = mount(
      '<shop-compare-count count="2"></shop-compare-count><shop-favorites-count count="5"></shop-favorites-count>',
    );
    const compare = page.querySelector('shop-compare-count')!;
    const favorites = page.querySelector('shop-favorites-count')!;
    await until(
      () => compare.getAttribute('data-counter') === '2' && favorites.getAttribute('data-counter') === '5',
      'initial counts',
    );
    emit('shop-compare-update', { productId: 1, action: 'add' }, null);
    emit('shop-favorites-update', { productId: 1, action: 'remove' }, null);
    await until(() => compare.getAttribute('data-counter') === '3', 'compare 3');
    await until(() => favorites.getAttribute('data-counter') === '4', 'favourites 4');
    expect(text(compare)).to.equal('3');
  });

  it('comparison and favourites counters never go below 0', async () => {
    const page = mount('<shop-compare-count count="0"></shop-compare-count>');
    const compare = page.querySelector('shop-compare-count')!;
    await until(() => compare.getAttribute('data-counter') === '0', 'initial 0');
    emit('shop-compare-update', { productId: 1, action: 'remove' }, null);
    emit('shop-compare-update', { productId: 2, action: 'remove' }, null);
    emit('shop-compare-update', { productId: 3, action: 'add' }, null);
    await until(() => compare.getAttribute('data-counter') === '1', 'one after two removes at 0 and an add');
  });

  it('a missing or nonsense initial count is unknown, never 0: the server’s text stays, state="unknown", until the store tells a count', async () => {
    const page = mount(
      '<shop-favorites-count count="abc">3</shop-favorites-count><shop-compare-count>2</shop-compare-count>',
    );
    const favorites = await ready(page.querySelector('shop-favorites-count'));
    const compare = await ready(page.querySelector('shop-compare-count'));
    for (const counter of [favorites, compare]) {
      expect(counter.getAttribute('state')).to.equal('unknown');
      expect(counter.hasAttribute('data-counter')).to.equal(false);
    }
    expect(favorites.textContent).to.equal('3');
    emit('shop-favorites-update', { productId: 1, action: 'add' }, null);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(favorites.getAttribute('state'), 'one more than unknown is unknown').to.equal('unknown');
    emit('shop-favorites-update', { productId: 1, action: 'add', count: 4 }, null);
    await until(() => favorites.getAttribute('data-counter') === '4', 'the store’s count');
    expect(favorites.hasAttribute('state')).to.equal(false);
    expect(text(favorites)).to.equal('4');
  });

  it("comparison and favourites counters show the list's size the store answered with a change", async () => {
    const page = mount('<shop-compare-count count="2">2</shop-compare-count>');
    const compare = await ready(page.querySelector('shop-compare-count'));
    emit('shop-compare-update', { productId: 1, action: 'add', count: 7 }, null);
    await until(() => compare.getAttribute('data-counter') === '7', 'the store’s 7');
  });
});
