import { expect } from '@open-wc/testing';
import '../../../elements/shop-compare/shop-compare.ts';
import '../../../elements/shop-compare-toggle/shop-compare-toggle.ts';
import type { ToastDetail } from '../../../shared/events.ts';
import { press, swipe } from '../../helpers/pointer.ts';
import {
  cleanup,
  mount,
  newShopper,
  ready,
  record,
  setPageConfig,
  shadow,
  until,
} from '../../helpers/page.ts';
import { listCall, serverListHas } from '../../helpers/lists.ts';

const PRODUCTS = [1, 3, 5, 8];

describe('shop-compare (docs/behaviour/compare.md compare page, docs/behaviour/constants.md compare carousels)', () => {
  beforeEach(async () => {
    setPageConfig();
    await newShopper();
    for (const id of PRODUCTS) await listCall('compare', id, 'push');
  });
  afterEach(cleanup);

  async function compare(width = 800) {
    const page = mount(
      `<div style="width: ${width}px"><shop-compare>${PRODUCTS.map(
        (id) => `<div data-compare="product" data-product-id="${id}"><p>Товар ${id}</p>
        <shop-compare-toggle product-id="${id}" active><button type="button">Убрать из сравнения</button></shop-compare-toggle></div>`,
      ).join('')}${PRODUCTS.map(
        (id) => `<dl data-compare="attributes" data-product-id="${id}">
        <div data-row><dt>Бренд</dt><dd>${id === 3 ? 'Очень длинное название бренда, которое занимает несколько строк текста' : 'Egger'}</dd></div>
        <div data-row><dt>Вес</dt><dd>${id} кг</dd></div></dl>`,
      ).join('')}</shop-compare></div>`,
    );
    const host = await ready(page.querySelector('shop-compare'));
    await Promise.all([...page.querySelectorAll('shop-compare-toggle')].map((toggle) => ready(toggle)));
    const root = shadow(host);
    const column = (part: string, id: number) =>
      page.querySelector<HTMLElement>(`[data-compare=${part}][data-product-id="${id}"]`);
    return {
      page,
      host,
      root,
      column,
      products: root.querySelector<HTMLElement>('[part=products]')!,
      attributes: root.querySelector<HTMLElement>('[part=attributes]')!,
      next: root.querySelector<HTMLButtonElement>('[part=next]')!,
    };
  }
  /** the product ids whose columns are in view, left to right */
  const inView = (area: HTMLElement, columns: (HTMLElement | null)[]) => {
    const box = area.getBoundingClientRect();
    return columns
      .filter((c): c is HTMLElement => Boolean(c))
      .filter((c) => {
        const r = c.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1;
      })
      .map((c) => Number(c.dataset.productId));
  };

  it('the product columns and the attribute columns sit side by side: 3 per view at 800px, spaced 8px, rows lined up', async () => {
    const { column, products, attributes } = await compare();
    const cols = PRODUCTS.map((id) => column('product', id));
    const attrs = PRODUCTS.map((id) => column('attributes', id));
    expect(inView(products, cols)).to.deep.equal([1, 3, 5]);
    expect(inView(attributes, attrs)).to.deep.equal([1, 3, 5]);
    const [a, b] = [cols[0]!.getBoundingClientRect(), cols[1]!.getBoundingClientRect()];
    expect(b.left - a.right).to.be.closeTo(8, 1);
    expect(a.width).to.be.closeTo((800 - 16) / 3, 1);
    const rows = (id: number) => [...column('attributes', id)!.querySelectorAll('[data-row]')];
    expect(rows(1)[0]!.getBoundingClientRect().height).to.equal(rows(3)[0]!.getBoundingClientRect().height);
    expect(rows(1)[1]!.getBoundingClientRect().top).to.equal(rows(3)[1]!.getBoundingClientRect().top);
  });

  it("the carousels lay out by the element's own width, not the window's: 2 per view in a 500px column, 3 once it is 800px", async () => {
    expect(window.innerWidth, 'a window of the 3-per-view preset').to.be.at.least(768);
    const { page, column, products, attributes } = await compare(500);
    const cols = PRODUCTS.map((id) => column('product', id));
    const attrs = PRODUCTS.map((id) => column('attributes', id));
    expect(inView(products, cols)).to.deep.equal([1, 3]);
    expect(inView(attributes, attrs)).to.deep.equal([1, 3]);
    page.querySelector<HTMLElement>('div')!.style.width = '800px';
    await until(() => inView(products, cols).join() === '1,3,5', 'three products in view');
    await until(() => inView(attributes, attrs).join() === '1,3,5', 'three attribute columns in view');
  });

  it('sliding the products slides the attributes to the same index', async () => {
    const { host, column, products, attributes, next } = await compare();
    const attrs = PRODUCTS.map((id) => column('attributes', id));
    await swipe(products, -300);
    await until(() => host.getAttribute('index') === '1', 'the products slid');
    await until(() => inView(attributes, attrs).join() === '3,5,8', 'the attributes followed');
    expect(next.disabled).to.equal(true);
    await press(shadow(host).querySelector('[part=previous]')!);
    await until(() => inView(attributes, attrs).join() === '1,3,5', 'back with the previous button');
  });

  it('touch swipe is off for the attributes carousel', async () => {
    const { host, column, attributes } = await compare();
    await swipe(attributes, -300);
    await swipe(attributes, -300);
    expect(host.getAttribute('index')).to.equal('0');
    expect(
      inView(
        attributes,
        PRODUCTS.map((id) => column('attributes', id)),
      ),
    ).to.deep.equal([1, 3, 5]);
  });

  it('removing a product from comparison removes its columns', async () => {
    const toasts = record<ToastDetail>('shop-toast');
    const { host, page, column, products } = await compare();
    await press(column('product', 3)!.querySelector('button')!);
    await until(
      () => column('product', 3) === null && column('attributes', 3) === null,
      'the columns are gone',
    );
    toasts.stop();
    expect(toasts.events[0]!.message).to.equal('Товар удалён из списка сравнения');
    await until(() => host.getAttribute('data-count') === '3', 'the count of the columns left');
    expect(
      inView(
        products,
        PRODUCTS.map((id) => column('product', id)),
      ),
    ).to.deep.equal([1, 5, 8]);
    expect(page.querySelectorAll('[data-compare=attributes]')).to.have.length(3);
    expect(await serverListHas('compare', 3)).to.equal(false);
    expect(await serverListHas('compare', 5)).to.equal(true);
  });

  it('with every product removed the empty text shows', async () => {
    const { root, column } = await compare();
    for (const id of PRODUCTS) {
      await press(column('product', id)!.querySelector('button')!);
      await until(() => column('product', id) === null, `product ${id} removed`);
    }
    const empty = root.querySelector<HTMLElement>('[part=empty]')!;
    await until(() => !empty.hidden, 'the empty text shown');
    expect(empty.textContent).to.equal('В сравнении пока нет товаров');
  });
});
