import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/shop-cart/shop-cart.ts';
import type { Cart } from '../../../shared/contract/cart.ts';
import { emit } from '../../../shared/events.ts';
import {
  cleanup,
  mount,
  newShopper,
  ready,
  record,
  serverAdd,
  serverCart,
  setPageConfig,
  shadow,
  until,
} from '../../helpers/page.ts';
import { captureConsole } from '../../helpers/console.ts';
import { freezeStore } from '../../helpers/frozen-store.ts';
import { cartAtom, cartStatusAtom, shopStore } from '../../../shared/store.ts';
import { fetchCart } from '../../../shared/api/cart.ts';

const text = (node: Element | null | undefined) =>
  node?.textContent?.replace(/[\u00a0\u202f]/g, ' ').trim() ?? '';

describe('shop-cart (docs/behaviour/cart.md, docs/behaviour/states.md cart line quantity)', () => {
  beforeEach(async () => {
    setPageConfig();
    await newShopper();
  });
  afterEach(cleanup);

  async function cartPage(): Promise<{ host: HTMLElement; root: ShadowRoot }> {
    emit('shop-cart-update', (await serverCart()) as Cart, null);
    const page = mount('<shop-cart class="loading" checkout-url="/checkout"><p>Загружаем…</p></shop-cart>');
    const host = await ready(page.querySelector<HTMLElement>('shop-cart'));
    return { host, root: shadow(host) };
  }
  const lines = (root: ShadowRoot) => [...root.querySelectorAll('.line')];
  const quantityOf = (line: Element) => (line.querySelector('input') as HTMLInputElement).value;

  it('shows each line: image 150x150 and name linking to the product, read-only quantity, line total and unit price with /шт.', async () => {
    await serverAdd(5, 2);
    const { root } = await cartPage();
    const [line] = lines(root);
    const cart = await serverCart();
    const item = cart.items[0] as unknown as { productUrl: string; productName: string; price: number };
    const image = line!.querySelector('img')!;
    expect(image.getAttribute('width')).to.equal('150');
    expect(image.getAttribute('height')).to.equal('150');
    expect(image.closest('a')!.getAttribute('href')).to.equal(new URL(item.productUrl, location.href).href);
    expect(text(line!.querySelector('.line__name'))).to.equal(item.productName);
    expect(line!.querySelector('.line__name')!.getAttribute('href')).to.equal(
      new URL(item.productUrl, location.href).href,
    );
    const input = line!.querySelector('input')!;
    expect(input.readOnly).to.equal(true);
    expect(input.value).to.equal('2');
    const money = (n: number) =>
      new Intl.NumberFormat('ru-RU', {
        style: 'currency',
        currency: 'RUB',
        maximumFractionDigits: 2,
        minimumFractionDigits: 0,
      })
        .format(n)
        .replace(/[\u00a0\u202f]/g, ' ');
    expect(text(line!.querySelector('.line__total'))).to.equal(money(item.price * 2));
    expect(text(line!.querySelector('.line__unit'))).to.equal(`${money(item.price)}/шт.`);
    expect(line!.querySelector('[aria-label="В избранное"]')).to.not.equal(null);
  });

  it("a line's picture links to the product without a second tab stop or a nameless link; the name link is read", async () => {
    await serverAdd(5, 1);
    const { root } = await cartPage();
    const [line] = lines(root);
    const picture = line!.querySelector<HTMLAnchorElement>('a.line__image')!;
    expect(picture.tabIndex).to.equal(-1);
    expect(picture.getAttribute('aria-hidden')).to.equal('true');
    const named = [...line!.querySelectorAll('a')].filter((link) => !link.closest('[aria-hidden="true"]'));
    expect(named.every((link) => text(link) !== '')).to.equal(true);
  });

  it("the totals box is titled 'your order' with 'sum' and 'total' rows both showing the cart sum", async () => {
    await serverAdd(5, 2);
    await serverAdd(6, 1);
    const { root } = await cartPage();
    const sum = (await serverCart()).totals.find((t) => t.type === 'sum')!.value;
    const formatted = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      maximumFractionDigits: 2,
      minimumFractionDigits: 0,
    })
      .format(sum)
      .replace(/[\u00a0\u202f]/g, ' ');
    expect(text(root.querySelector('.summary h2'))).to.equal('Ваш заказ');
    expect(text(root.querySelector('[data-total=sum]'))).to.equal(formatted);
    expect(text(root.querySelector('[data-total=total]'))).to.equal(formatted);
  });

  it("'place an order' links to the checkout URL and reports the goal order-success", async () => {
    await serverAdd(5, 1);
    const { root } = await cartPage();
    const goals = record<{ name: string }>('shop-goal');
    const stay = (event: Event) => event.preventDefault();
    window.addEventListener('click', stay, true);
    try {
      const link = root.querySelector<HTMLAnchorElement>('a.summary__checkout')!;
      expect(link.getAttribute('href')).to.equal(`${location.origin}/checkout`);
      expect(text(link)).to.equal('Оформить заказ');
      link.click();
      await until(() => goals.events.length === 1, 'the goal');
      expect(goals.events[0]).to.deep.equal({ name: 'order-success' });
    } finally {
      window.removeEventListener('click', stay, true);
      goals.stop();
    }
  });

  it("'place an order' never leads to a script: a checkout-url that is no link gives way to the config's checked checkoutUrl (SECURITY.md)", async () => {
    await serverAdd(5, 1);
    emit('shop-cart-update', (await serverCart()) as Cart, null);
    const hrefs: (string | null)[] = [];
    const logged = captureConsole();
    for (const [attribute, configured] of [
      ['javascript:alert(1)', '/oformlenie/'],
      ['jav&#x61;script:alert(1)', '/oformlenie/'],
      ['  javascript:alert(1)', 'javascript:alert(2)'],
      ['data:text/html,<script>alert(1)</script>', undefined],
    ] as const) {
      cleanup();
      setPageConfig({ storeId: '1', ...(configured ? { checkoutUrl: configured } : {}) });
      const page = mount(`<shop-cart checkout-url="${attribute}"></shop-cart>`);
      const host = await ready(page.querySelector<HTMLElement>('shop-cart'));
      const link = await until(() => shadow(host).querySelector<HTMLAnchorElement>('a.summary__checkout'));
      hrefs.push(link!.getAttribute('href'));
    }
    expect(hrefs).to.deep.equal([
      `${location.origin}/oformlenie/`,
      `${location.origin}/oformlenie/`,
      `${location.origin}/checkout`,
      `${location.origin}/checkout`,
    ]);
    await until(() => logged.errors.length > 0, 'the config report');
    expect(logged.errors).to.deep.equal([
      '[shop-elements] SHOP_CONFIG_WRONG_VALUE the page config: "checkoutUrl" must be an http(s) URL or a path, for example "/checkout". See @shop-elements/elements/docs/errors.md#shop_config_wrong_value',
    ]);
  });

  it('removes the loading class when the cart is loaded', async () => {
    const { host } = await cartPage();
    expect(host.classList.contains('loading')).to.equal(false);
  });

  it("when the cart is empty: an 'empty cart' heading and a 'continue' button linking to '/'", async () => {
    const { root } = await cartPage();
    expect(text(root.querySelector('h2'))).to.equal('Корзина пуста');
    const link = root.querySelector('a')!;
    expect(text(link)).to.equal('Продолжить покупки');
    expect(link.getAttribute('href')).to.equal(`${location.origin}/`);
  });

  it('plus adds 1 and minus subtracts 1; each change is sent and the cart is replaced by the response', async () => {
    await serverAdd(5, 2);
    const { root } = await cartPage();
    const [line] = lines(root);
    line!.querySelector<HTMLButtonElement>('[part=increase]')!.click();
    await until(
      () => quantityOf(lines(root)[0]!) === '3' && !lines(root)[0]!.hasAttribute('aria-busy'),
      'quantity 3',
    );
    expect((await serverCart()).items[0]!.quantity).to.equal(3);
    lines(root)[0]!.querySelector<HTMLButtonElement>('[part=decrease]')!.click();
    await until(
      () => quantityOf(lines(root)[0]!) === '2' && !lines(root)[0]!.hasAttribute('aria-busy'),
      'quantity 2',
    );
    expect((await serverCart()).items[0]!.quantity).to.equal(2);
  });

  it('the quantity buttons work from the keyboard', async () => {
    await serverAdd(5, 1);
    const { root } = await cartPage();
    root.querySelector<HTMLButtonElement>('[part=increase]')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(
      () => quantityOf(lines(root)[0]!) === '2' && !lines(root)[0]!.hasAttribute('aria-busy'),
      'quantity 2',
    );
    await sendKeys({ press: 'Space' });
    await until(async () => (await serverCart()).items[0]!.quantity === 3, 'server quantity 3');
  });

  it('minus can reach 0, which removes the line; delete sends quantity 0', async () => {
    await serverAdd(5, 1);
    await serverAdd(6, 3);
    const { root } = await cartPage();
    lines(root)[0]!.querySelector<HTMLButtonElement>('[part=decrease]')!.click();
    await until(() => lines(root).length === 1, 'one line left');
    lines(root)[0]!.querySelector<HTMLButtonElement>('[part=delete]')!.click();
    await until(() => root.querySelector('[part=empty]'), 'the empty cart');
    expect((await serverCart()).items).to.have.length(0);
  });

  it("a deleted line's control hands the focus on in the cart: on the line now in its place, then on the empty cart, never on the page", async () => {
    await serverAdd(5, 1);
    await serverAdd(6, 1);
    await serverAdd(7, 2);
    const { host, root } = await cartPage();
    // the control focused and used, as a keyboard does (keys themselves: 'the quantity buttons work from the keyboard')
    const press = (button: HTMLButtonElement) => {
      button.focus();
      button.click();
    };
    const focusedLine = () => (root.activeElement as HTMLElement | null)?.closest('.line');
    press(lines(root)[0]!.querySelector<HTMLButtonElement>('[part=delete]')!);
    await until(() => lines(root).length === 2, 'the first line gone');
    await until(() => focusedLine() === lines(root)[0], 'the focus on the line in its place');
    expect(root.activeElement!.getAttribute('part')).to.equal('delete');
    // minus to 0 disables it and deletes the line: the focus stays on the line, then goes on
    press(lines(root)[0]!.querySelector<HTMLButtonElement>('[part=decrease]')!);
    await until(() => lines(root).length === 1, 'the second line gone');
    await until(() => focusedLine() === lines(root)[0], 'the focus on the last line');
    expect(document.activeElement).to.equal(host);
    press(lines(root)[0]!.querySelector<HTMLButtonElement>('[part=delete]')!);
    await until(() => root.querySelector('[part=empty]'), 'the empty cart');
    await until(
      () => (root.activeElement as HTMLElement | null)?.classList.contains('empty__title'),
      "the focus on the empty cart's heading",
    );
    expect(document.activeElement).to.equal(host);
  });

  it('the header indicators reflect the current cart after each change', async () => {
    await serverAdd(5, 1);
    const { root } = await cartPage();
    const updates = record<Cart>('shop-cart-update');
    root.querySelector<HTMLButtonElement>('[part=increase]')!.click();
    await until(() => updates.events.length >= 1, 'an update');
    updates.stop();
    expect(updates.events.at(-1)!.items[0]!.quantity).to.equal(2);
  });

  it('rapid clicks on one line end at the right quantity', async () => {
    await serverAdd(5, 1);
    const { root } = await cartPage();
    const plus = root.querySelector<HTMLButtonElement>('[part=increase]')!;
    for (let i = 0; i < 6; i++) plus.click();
    await until(
      () => quantityOf(lines(root)[0]!) === '7' && !lines(root)[0]!.hasAttribute('aria-busy'),
      'settled at 7',
      8000,
    );
    expect((await serverCart()).items[0]!.quantity).to.equal(7);
  });

  it("a failed update says so with the generic error, and the cart shows the server's real lines", async () => {
    await serverAdd(5, 1);
    await serverAdd(6, 1);
    const { root } = await cartPage();
    const toasts = record('shop-toast');
    const reported = captureConsole();
    try {
      // another tab deletes the first line, so this tab's update of it fails with 404
      const stale = (await serverCart()).items[0]!;
      const xsrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))!
          .slice(11),
      );
      await fetch(`/api/1/ru/cart/item/${stale.id}/update-quantity`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify({ quantity: 0 }),
      });
      lines(root)[0]!.querySelector<HTMLButtonElement>('[part=increase]')!.click();
      await until(() => lines(root).length === 1, 'the stale line gone after the re-sync');
      expect(
        reported.errors.some((line) => line.startsWith('[shop-elements] cart line update failed:')),
      ).to.equal(true);
      expect(toasts.events).to.deep.equal([
        { kind: 'error', message: 'Что-то пошло не так. Попробуйте ещё раз.' },
      ]);
    } finally {
      toasts.stop();
    }
  });

  describe('not confirmed yet (docs/behaviour/errors.md)', () => {
    const NOT_CONFIRMED = {
      kind: 'info',
      message: 'Магазин пока не ответил. Проверим, что получилось, и сообщим.',
    };
    const UPDATED = { kind: 'success', message: 'Корзина обновлена', link: undefined };
    const GENERIC = { kind: 'error', message: 'Что-то пошло не так. Попробуйте ещё раз.' };
    let store: ReturnType<typeof freezeStore> | null = null;
    let toasts: ReturnType<typeof record>;
    beforeEach(() => {
      setPageConfig({ storeId: '1', budgets: { toggle: 400, load: 1500 } });
      toasts = record('shop-toast');
    });
    afterEach(() => {
      toasts.stop();
      store?.restore();
      store = null;
    });

    it("a quantity the store answers after its budget: 'not confirmed yet', the line waits at it, then 'Корзина обновлена' from its late answer", async () => {
      await serverAdd(5, 1);
      const { root } = await cartPage();
      store = freezeStore();
      lines(root)[0]!.querySelector<HTMLButtonElement>('[part=increase]')!.click();
      await until(() => toasts.events.length === 1, "'not confirmed yet'");
      expect(toasts.events).to.deep.equal([NOT_CONFIRMED]);
      expect(quantityOf(lines(root)[0]!)).to.equal('2');
      expect(lines(root)[0]!.getAttribute('aria-busy')).to.equal('true');
      store.resume();
      await until(() => toasts.events.length === 2, "'Корзина обновлена'");
      expect(toasts.events).to.deep.equal([NOT_CONFIRMED, UPDATED]);
      await until(() => !lines(root)[0]!.hasAttribute('aria-busy'), 'the line settled');
      expect(quantityOf(lines(root)[0]!)).to.equal('2');
      expect((await serverCart()).items[0]!.quantity).to.equal(2);
    });

    it('clicks on a line while its update is not confirmed go after it, from the quantity asked: the last click wins', async () => {
      await serverAdd(5, 1);
      const { root } = await cartPage();
      store = freezeStore();
      const plus = () => lines(root)[0]!.querySelector<HTMLButtonElement>('[part=increase]')!.click();
      plus();
      await until(() => toasts.events.length === 1, "'not confirmed yet'");
      plus();
      await until(() => quantityOf(lines(root)[0]!) === '3', 'the quantity asked');
      expect(store.held.filter((held) => held.method === 'PUT')).to.have.length(1);
      store.resume();
      await until(
        () => quantityOf(lines(root)[0]!) === '3' && !lines(root)[0]!.hasAttribute('aria-busy'),
        'settled at 3',
      );
      expect((await serverCart()).items[0]!.quantity).to.equal(3);
      expect(toasts.events).to.deep.equal([NOT_CONFIRMED, UPDATED]);
    });

    it('a delete whose answer was lost: once the store answers again, the line as the store has it and the generic error', async () => {
      await serverAdd(5, 1);
      const { root } = await cartPage();
      const logged = captureConsole();
      try {
        store = freezeStore();
        lines(root)[0]!.querySelector<HTMLButtonElement>('[part=delete]')!.click();
        await until(() => toasts.events.length === 1, "'not confirmed yet'");
        store.drop(0); // lost on the way: the store never deletes it
        store.resume();
        await fetchCart(); // another element's call, answered
        await until(() => toasts.events.length === 2, 'what happened');
        expect(toasts.events).to.deep.equal([NOT_CONFIRMED, GENERIC]);
        await until(
          () => lines(root).length === 1 && quantityOf(lines(root)[0]!) === '1',
          'the line as the store has it',
        );
        expect(
          logged.errors.some((text) => text.startsWith('[shop-elements] cart line update failed:')),
        ).to.equal(true);
      } finally {
        logged.restore();
      }
    });
  });

  it("the cart could not be loaded: 'the request failed' and a retry, never an empty cart; state unknown until the browser is back online and it loads", async () => {
    await serverAdd(5, 2);
    shopStore.set(cartAtom, null);
    shopStore.set(cartStatusAtom, 'failed');
    const page = mount('<shop-cart class="loading" checkout-url="/checkout"><p>Загружаем…</p></shop-cart>');
    const host = await ready(page.querySelector<HTMLElement>('shop-cart'));
    const root = shadow(host);
    expect(host.getAttribute('state')).to.equal('unknown');
    expect(text(root.querySelector('[part=failed] p'))).to.equal(
      'Не удалось выполнить запрос. Попробуйте ещё раз.',
    );
    expect(text(root.querySelector('[part=failed] button'))).to.equal('Повторить');
    expect(root.querySelector('.cart--empty')).to.equal(null);
    window.dispatchEvent(new Event('online'));
    await until(() => lines(root).length === 1, 'the cart loaded');
    expect(quantityOf(lines(root)[0]!)).to.equal('2');
    expect(host.hasAttribute('state')).to.equal(false);
  });

  it("'В избранное' adds the product to favourites", async () => {
    await serverAdd(5, 1);
    const { root } = await cartPage();
    const favourites = record('shop-favorites-update');
    root.querySelector<HTMLButtonElement>('[aria-label="В избранное"]')!.click();
    await until(() => favourites.events.length === 1, 'a favourites update');
    favourites.stop();
    expect(favourites.events[0]).to.deep.equal({ productId: 5, action: 'add', count: 1 });
  });

  it('a product URL that is not http(s) or relative is not linked', async () => {
    const page = mount('<shop-cart checkout-url="/checkout"></shop-cart>');
    const host = page.querySelector('shop-cart')!;
    emit(
      'shop-cart-update',
      {
        items: [
          {
            id: 1,
            quantity: 1,
            price: 10,
            productName: 'Товар',
            productUrl: 'javascript:alert(1)',
            productId: 1,
            productImage: { url: 'javascript:alert(2)' },
          },
        ],
        totals: [{ type: 'sum', value: 10 }],
      },
      null,
    );
    await until(() => host.shadowRoot?.querySelector('.line'), 'a line');
    expect(shadow(host).querySelector('.line a')).to.equal(null);
    expect(shadow(host).querySelector('.line img')).to.equal(null);
  });
});
