import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/shop-add-to-cart/shop-add-to-cart.ts';
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
import { freezeStore } from '../../helpers/frozen-store.ts';
import { fetchCart } from '../../../shared/api/cart.ts';
import { cartAtom, cartStatusAtom, shopStore } from '../../../shared/store.ts';
import sinon from 'sinon';

/** product 5 has a price in the demo catalogue; priceless ones answer 422 */
const PRODUCT = 5;
/** product 7 has a price and none in stock */
const OUT_OF_STOCK = 7;
/** no product of the demo catalogue has this id */
const NOT_IN_CATALOGUE = 9999;

describe('shop-add-to-cart (docs/behaviour/listing.md, docs/behaviour/states.md add to cart)', () => {
  let toasts: ReturnType<typeof record<ToastDetail>>;
  beforeEach(async () => {
    setPageConfig();
    await newShopper();
    toasts = record<ToastDetail>('shop-toast');
  });
  afterEach(() => {
    toasts.stop();
    cleanup();
  });

  const button = async (productId: number | string, attributes = '') => {
    const page = mount(
      `<shop-add-to-cart product-id="${productId}" ${attributes}><button type="button">В корзину</button></shop-add-to-cart>`,
    );
    await ready(page.querySelector('shop-add-to-cart'));
    return page.querySelector('button')!;
  };

  it('a click adds that product with quantity 1', async () => {
    const updates = record('shop-cart-update');
    (await button(PRODUCT)).click();
    await until(() => updates.events.length === 1, 'the cart update');
    updates.stop();
    const cart = await serverCart();
    expect(cart.items.map((line) => [line.productId, line.quantity])).to.deep.equal([[PRODUCT, 1]]);
  });

  it("on success the 'added to cart' notification reads 'product added to' with a 'to cart' link to /cart", async () => {
    (await button(PRODUCT)).click();
    await until(() => toasts.events.length === 1, 'a toast');
    expect(toasts.events[0]).to.deep.equal({
      kind: 'success',
      message: 'Товар добавлен в',
      link: { href: '/cart', text: 'корзину' },
    });
  });

  it('shows a busy state while the request runs, and a second click does not send a second request', async () => {
    const element = await button(PRODUCT);
    const host = element.closest('shop-add-to-cart')!;
    const seen: string[] = [];
    const watch = new MutationObserver(() => {
      if (host.hasAttribute('busy')) seen.push(`busy aria-busy=${element.getAttribute('aria-busy')}`);
    });
    watch.observe(host, { attributes: true, subtree: true });
    element.click();
    element.click();
    element.click();
    await until(() => seen.length > 0 && !host.hasAttribute('busy'), 'busy, then done');
    watch.disconnect();
    expect(seen[0]).to.equal('busy aria-busy=true');
    const cart = await serverCart();
    expect(cart.items[0]!.quantity).to.equal(1);
  });

  it("while the add runs, the status 'Добавляем в корзину…' shows beside the button, and goes when it is done", async () => {
    const element = await button(PRODUCT);
    const host = element.closest('shop-add-to-cart')!;
    const { shown, left } = await busyMarkWhile(host, element);
    expect(shown[0]).to.equal('status: Добавляем в корзину…');
    expect(left).to.equal(null);
  });

  it('on failure a generic error toast is shown, and the failure is logged to the console', async () => {
    const logged = captureConsole();
    (await button(999999)).click();
    await until(() => toasts.events.length === 1, 'a toast');
    expect(toasts.events[0]!.kind).to.equal('error');
    expect(toasts.events[0]!.message).to.equal('Что-то пошло не так. Попробуйте ещё раз.');
    expect((await serverCart()).items).to.have.length(0);
    expect(logged.errors).to.deep.equal(['[shop-elements] add to cart failed: ApiError: HTTP 404']);
  });
  it('a product out of stock is refused by the store: the generic error toast, never a success toast', async () => {
    const logged = captureConsole();
    (await button(OUT_OF_STOCK)).click();
    await until(() => toasts.events.length === 1, 'a toast');
    expect(toasts.events).to.deep.equal([
      { kind: 'error', message: 'Что-то пошло не так. Попробуйте ещё раз.' },
    ]);
    expect((await serverCart()).items).to.have.length(0);
    expect(logged.errors).to.deep.equal(['[shop-elements] add to cart failed: ApiError: HTTP 422']);
  });

  it('out-of-stock: the button is aria-disabled and a click sends nothing, with the generic error toast', async () => {
    const element = await button(OUT_OF_STOCK, 'out-of-stock');
    expect(element.getAttribute('aria-disabled')).to.equal('true');
    const calls: string[] = [];
    const observer = new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => calls.push(entry.name)),
    );
    observer.observe({ type: 'resource' });
    element.click();
    await until(() => toasts.events.length === 1, 'a toast');
    observer.disconnect();
    expect(toasts.events[0]).to.deep.equal({
      kind: 'error',
      message: 'Что-то пошло не так. Попробуйте ещё раз.',
    });
    expect(calls.filter((url) => url.includes('/cart/item'))).to.deep.equal([]);
    expect(element.closest('shop-add-to-cart')!.hasAttribute('busy')).to.equal(false);
  });

  describe('not confirmed yet (docs/behaviour/errors.md)', () => {
    const NOT_CONFIRMED = {
      kind: 'info',
      message: 'Магазин пока не ответил. Проверим, что получилось, и сообщим.',
    };
    const ADDED = { kind: 'success', message: 'Товар добавлен в', link: { href: '/cart', text: 'корзину' } };
    const GENERIC = { kind: 'error', message: 'Что-то пошло не так. Попробуйте ещё раз.' };
    let store: ReturnType<typeof freezeStore> | null = null;
    beforeEach(() => setPageConfig({ storeId: '1', budgets: { toggle: 400, load: 1500 } }));
    afterEach(() => {
      store?.restore();
      store = null;
      sinon.restore();
    });

    it("an add the store answers after its budget: 'not confirmed yet', then 'product added' from its late answer; one line", async () => {
      const element = await button(PRODUCT);
      store = freezeStore();
      element.click();
      await until(() => toasts.events.length === 1, "'not confirmed yet'");
      expect(toasts.events).to.deep.equal([NOT_CONFIRMED]);
      const host = element.closest('shop-add-to-cart')!;
      expect(host.hasAttribute('busy'), 'the button is the shopper’s again').to.equal(false);
      store.resume();
      await until(() => toasts.events.length === 2, "'product added'");
      expect(toasts.events).to.deep.equal([NOT_CONFIRMED, ADDED]);
      expect((await serverCart()).items.map((line) => [line.productId, line.quantity])).to.deep.equal([
        [PRODUCT, 1],
      ]);
    });

    it("a click while the add is not confirmed sends it again with its key: one line, one 'product added'", async () => {
      const element = await button(PRODUCT);
      store = freezeStore();
      element.click();
      await until(() => toasts.events.length === 1, "'not confirmed yet'");
      element.click();
      await until(
        () => store!.held.filter((held) => held.path.endsWith('/cart/item')).length === 2,
        'the second send',
      );
      const [first, second] = store.held.filter((held) => held.path.endsWith('/cart/item'));
      expect(second!.key).to.equal(first!.key);
      store.resume();
      await until(() => toasts.events.length === 2, "'product added'");
      await until(
        () => !element.closest('shop-add-to-cart')!.hasAttribute('busy'),
        'the second send answered',
      );
      expect(toasts.events).to.deep.equal([NOT_CONFIRMED, ADDED]);
      expect((await serverCart()).items.map((line) => [line.productId, line.quantity])).to.deep.equal([
        [PRODUCT, 1],
      ]);
    });

    it('an add the store never got: once the store answers another call, the generic error and the cart as the store has it', async () => {
      const logged = captureConsole();
      const element = await button(PRODUCT);
      const updates = record('shop-cart-update');
      store = freezeStore();
      element.click();
      await until(() => toasts.events.length === 1, "'not confirmed yet'");
      store.drop(0); // lost on the way: the store never sees it
      store.resume();
      await fetchCart(); // another element's call, answered
      await until(() => toasts.events.length === 2, 'what happened');
      updates.stop();
      expect(toasts.events).to.deep.equal([NOT_CONFIRMED, GENERIC]);
      expect(
        (updates.events.at(-1) as { items: unknown[] }).items,
        'the cart as the store has it',
      ).to.deep.equal([]);
      expect((await serverCart()).items).to.deep.equal([]);
      expect(logged.errors).to.deep.equal([
        '[shop-elements] add to cart failed: Error: the product is not in the cart',
      ]);
    });

    it('a store that answers with a page that is not JSON: the add and the cart look again only when another call is answered, never because of each other', async () => {
      captureConsole();
      const element = await button(NOT_IN_CATALOGUE);
      shopStore.set(cartAtom, null);
      shopStore.set(cartStatusAtom, 'failed'); // the page's cart could not be loaded either
      const reads: string[] = [];
      // one answer after another, as a busy server gives them
      let queue = Promise.resolve();
      const wrongBase = sinon.stub(window, 'fetch').callsFake((input) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.endsWith('/cart')) reads.push(url);
        queue = queue.then(() => new Promise((resolve) => setTimeout(resolve, 20)));
        return queue.then(
          () =>
            new Response('<!doctype html><title>Страница</title>', {
              headers: { 'Content-Type': 'text/html' },
            }),
        );
      });
      try {
        element.click();
        await until(() => toasts.events.length === 1, "'not confirmed yet'");
        await new Promise((resolve) => setTimeout(resolve, 500));
        const settled = reads.length;
        expect(settled, 'a look at once, and the unknown cart once').to.be.at.most(2);
        await fetchCart().catch(() => {}); // another element's call, answered
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(reads.length - settled, 'that call, and one look each').to.be.at.most(3);
        expect(toasts.events).to.deep.equal([NOT_CONFIRMED]);
      } finally {
        wrongBase.restore();
      }
      window.dispatchEvent(new Event('online')); // the store itself again: the add is not there
      await until(() => toasts.events.length === 2, 'what happened');
      expect(toasts.events).to.deep.equal([NOT_CONFIRMED, GENERIC]);
    });

    it('an add sent while the network was down is looked up when the browser is back online: it did not happen', async () => {
      const logged = captureConsole();
      const element = await button(PRODUCT);
      const offline = sinon.stub(window, 'fetch').rejects(new TypeError('Failed to fetch'));
      element.click();
      await until(() => toasts.events.length === 1, "'not confirmed yet'");
      expect(toasts.events).to.deep.equal([NOT_CONFIRMED]);
      offline.restore();
      window.dispatchEvent(new Event('online'));
      await until(() => toasts.events.length === 2, 'what happened');
      expect(toasts.events).to.deep.equal([NOT_CONFIRMED, GENERIC]);
      expect(logged.errors).to.have.length(1);
    });
  });

  it("after Enter on 'В корзину' the focus stays on the button (aria-disabled while busy, never disabled)", async () => {
    const element = await button(PRODUCT);
    const host = element.closest('shop-add-to-cart')!;
    element.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => toasts.events.length === 1 && !host.hasAttribute('busy'), 'the toast');
    expect(toasts.events[0]!.kind).to.equal('success');
    expect(document.activeElement).to.equal(element);
    expect(element.disabled).to.equal(false);
  });
});
