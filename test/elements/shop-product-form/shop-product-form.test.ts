import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../elements/shop-product-form/shop-product-form.ts';
import type { ToastDetail } from '../../../shared/events.ts';
import {
  cleanup,
  mount,
  newShopper,
  ready,
  record,
  serverCart,
  setPageConfig,
  until,
} from '../../helpers/page.ts';
import { busyMarkWhile } from '../../helpers/busy-mark.ts';
import { captureConsole } from '../../helpers/console.ts';

/** product 5 has a price in the demo catalogue */
const PRODUCT = 5;

async function click(element: Element) {
  const box = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
}

describe('shop-product-form (docs/behaviour/product.md, docs/behaviour/data.md, docs/behaviour/states.md product-page quantity counter, docs/behaviour/validation.md quantity)', () => {
  beforeEach(async () => {
    setPageConfig();
    await newShopper();
  });
  afterEach(cleanup);

  async function productForm({ unitPrice = '1 299', quantity = '1', price = '' } = {}) {
    const page = mount(`<shop-product-form product-id="${PRODUCT}" ${price ? `price="${price}"` : ''}>
      <p><span class="price" data-unit-price="${unitPrice}">${unitPrice} ₽</span></p>
      <form>
        <input type="hidden" name="product_id" value="${PRODUCT}">
        <button type="button" data-step="-1" aria-label="Уменьшить количество">−</button>
        <input type="number" name="quantity" value="${quantity}" min="1" aria-label="Количество">
        <button type="button" data-step="1" aria-label="Увеличить количество">+</button>
        <output data-total>${unitPrice} ₽</output>
        <button type="submit">В корзину</button>
      </form></shop-product-form>`);
    const host = await ready(page.querySelector('shop-product-form'));
    return {
      host,
      minus: page.querySelector<HTMLButtonElement>('[data-step="-1"]')!,
      plus: page.querySelector<HTMLButtonElement>('[data-step="1"]')!,
      input: page.querySelector<HTMLInputElement>('input[name=quantity]')!,
      total: page.querySelector<HTMLOutputElement>('[data-total]')!,
      submit: page.querySelector<HTMLButtonElement>('button[type=submit]')!,
    };
  }
  const text = (node: Element) => node.textContent!.replace(/\s/g, ' ');

  it('increment adds 1 and the displayed total is the unit price × the quantity, with no decimals', async () => {
    const { plus, input, total } = await productForm();
    await click(plus);
    await click(plus);
    await until(() => input.value === '3', 'quantity 3');
    expect(text(total)).to.equal('3 897 ₽');
  });

  it('decrement never goes below 1', async () => {
    const { minus, plus, input, total } = await productForm();
    await click(plus);
    await until(() => input.value === '2', 'quantity 2');
    await click(minus);
    await until(() => input.value === '1', 'quantity 1');
    expect(minus.getAttribute('aria-disabled')).to.equal('true');
    await click(minus);
    await click(minus);
    expect(input.value).to.equal('1');
    expect(text(total)).to.equal('1 299 ₽');
  });

  it('reads the unit price from the unitPrice data attribute with its spaces stripped', async () => {
    const { plus, total } = await productForm({ unitPrice: '12\u00a0990' });
    await click(plus);
    await until(() => text(total) === '25 980 ₽', 'total 25 980 ₽');
  });

  it('the price attribute, when given, is the unit price', async () => {
    const { plus, total } = await productForm({ price: '450.5' });
    await click(plus);
    await until(() => text(total) === '901 ₽', 'total 901 ₽');
  });

  it('an invalid or missing quantity is treated as 1', async () => {
    const { host, input, total } = await productForm({ quantity: 'abc' });
    expect(input.value).to.equal('1');
    input.focus();
    input.select();
    await sendKeys({ type: '0' });
    await sendKeys({ press: 'Tab' });
    await until(() => input.value === '1', 'the field reads 1');
    expect(host.getAttribute('quantity')).to.equal('1');
    input.focus();
    input.select();
    await sendKeys({ type: '4' });
    await until(() => text(total) === '5 196 ₽', 'total for 4 while typing');
    input.select();
    await sendKeys({ press: 'Backspace' });
    await until(() => text(total) === '1 299 ₽', 'an empty field counts as 1');
  });

  it('submits product_id and quantity as numbers: the cart gets the product with quantity 3 and the toast shows', async () => {
    const toasts = record<ToastDetail>('shop-toast');
    const { plus, submit } = await productForm();
    await click(plus);
    await click(plus);
    await click(submit);
    await until(() => toasts.events.length === 1, 'a toast');
    toasts.stop();
    expect(toasts.events[0]).to.deep.equal({
      kind: 'success',
      message: 'Товар добавлен в',
      link: { href: '/cart', text: 'корзину' },
    });
    const cart = await serverCart();
    expect(cart.items.map((line) => [line.productId, line.quantity])).to.deep.equal([[PRODUCT, 3]]);
  });

  it('marks the submit button aria-disabled while the request runs, so a second click sends nothing', async () => {
    const { host, submit } = await productForm();
    const seen: (string | null)[] = [];
    const watch = new MutationObserver(() => seen.push(submit.getAttribute('aria-disabled')));
    watch.observe(submit, { attributes: true, attributeFilter: ['aria-disabled'] });
    submit.click();
    submit.click();
    await until(() => seen.length >= 2 && !host.hasAttribute('busy'), 'marked, then unmarked');
    watch.disconnect();
    expect(seen[0]).to.equal('true');
    expect(submit.hasAttribute('aria-disabled')).to.equal(false);
    expect(submit.disabled).to.equal(false);
    expect((await serverCart()).items[0]!.quantity).to.equal(1);
  });

  it("while the add runs, the status 'Добавляем в корзину…' shows beside the button, and goes when it is done", async () => {
    const { host, submit } = await productForm();
    const { shown, left } = await busyMarkWhile(host, submit);
    expect(shown[0]).to.equal('status: Добавляем в корзину…');
    expect(left).to.equal(null);
  });

  it("after Enter on 'В корзину' the focus stays on the button", async () => {
    const toasts = record<ToastDetail>('shop-toast');
    const { host, submit } = await productForm();
    submit.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => toasts.events.length === 1 && !host.hasAttribute('busy'), 'the toast');
    toasts.stop();
    expect(toasts.events[0]!.kind).to.equal('success');
    expect(document.activeElement).to.equal(submit);
  });

  it('on failure the generic error toast shows, and the failure is logged to the console', async () => {
    const toasts = record<ToastDetail>('shop-toast');
    const logged = captureConsole();
    const page = mount(`<shop-product-form><form><input type="hidden" name="product_id" value="999999">
      <input name="quantity" value="1"><button type="submit">В корзину</button></form></shop-product-form>`);
    await ready(page.querySelector('shop-product-form'));
    page.querySelector<HTMLButtonElement>('button')!.click();
    await until(() => toasts.events.length === 1, 'a toast');
    toasts.stop();
    expect(toasts.events[0]).to.deep.equal({
      kind: 'error',
      message: 'Что-то пошло не так. Попробуйте ещё раз.',
    });
    expect(logged.errors).to.deep.equal(['[shop-elements] add to cart failed: ApiError: HTTP 404']);
  });
});
