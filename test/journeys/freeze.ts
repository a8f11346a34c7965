import assert from 'node:assert/strict';
import type { Store } from '../../demo-pages/server/context.ts';
import { inboxEntries } from '../../demo-pages/server/store/inbox.ts';
import { productUrl } from '../../demo-pages/server/urls.ts';
import { poll, type Driver } from './driver.ts';
import { ready, see } from './journeys.ts';

/**
 * Every write the elements make, frozen and resumed (docs/behaviour/errors.md "Not confirmed yet"): the store is
 * stopped before its answer, the shopper sees 'not confirmed yet' once the budget has run out (and does the same
 * again), the store is resumed, and then the store holds one effect per action and the shopper's last message
 * says what really happened. Run by freeze.test.ts, one tab or two, in Chromium and Firefox.
 */

export const NOT_CONFIRMED = 'Магазин пока не ответил. Проверим, что получилось, и сообщим.';

declare function find(selector: string, all?: false): HTMLElement | null;
declare function find(selector: string, all: true): HTMLElement[];

/** One test's view of the store: its database, the shopper's session, which tab (0 or 1) and a text of its own. */
export interface Shopper {
  d: Driver;
  store: Store;
  session: string;
  /** 0 in the first tab, 1 in the second: each tab writes its own product, line or submission */
  n: number;
  /** a text of this test and tab, typed into forms to find its submissions */
  stamp: string;
}

export interface Write {
  name: string;
  /** once per shopper, before any page opens: what the write needs in the cart, for `tabs` tabs */
  setup?(d: Driver, store: Store, tabs: number): Promise<void>;
  /** opens the page and readies the action (fields filled, the captcha ticked): the store is not frozen yet */
  open(s: Shopper): Promise<void>;
  /** the shopper's action, the store frozen */
  act(s: Shopper): Promise<void>;
  /** on 'not confirmed yet', the shopper does the same again, the store still frozen */
  again?(s: Shopper): Promise<void>;
  /** once the store is resumed: what the shopper sees last, and the store holding one effect per action */
  told(s: Shopper): Promise<void>;
}

/** The shopper's messages (every toast) from now on this page. */
export async function listen(d: Driver): Promise<void> {
  await d.evaluate(() => {
    const w = window as unknown as { said: string[] };
    w.said = [];
    document.addEventListener('shop-toast', (event) =>
      w.said.push((event as CustomEvent<{ message: string }>).detail.message),
    );
  });
}

export const said = (d: Driver) => d.evaluate(() => (window as unknown as { said: string[] }).said);

/** Waits until the shopper's messages are exactly `expected`, in order. */
export async function saidExactly(d: Driver, expected: string[]): Promise<void> {
  let last: string[] = [];
  try {
    await poll(`the messages ${JSON.stringify(expected)}`, async () => {
      last = await said(d);
      return JSON.stringify(last) === JSON.stringify(expected);
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}; they are ${JSON.stringify(last)}`, { cause: error });
  }
}

/** 'Not confirmed yet' shown `times` times (one per action of the page). */
export const notConfirmed = (d: Driver, times = 1) =>
  poll("'not confirmed yet'", async () => (await said(d)).filter((m) => m === NOT_CONFIRMED).length >= times);

const notBusy = (d: Driver, selector: string) =>
  poll(`${selector} not busy`, () => d.evaluate((s) => find(s)?.hasAttribute('busy') === false, selector));

const inStock = (store: Store) => store.catalog.products.filter((p) => p.price !== null && p.stock > 0);

/** Product `n` of a listing's cards that can be bought, as the page lists them. */
async function listed(d: Driver, n: number): Promise<string> {
  const ids = await d.evaluate(() =>
    find('shop-add-to-cart:not([out-of-stock])', true).map((el) => el.getAttribute('product-id')!),
  );
  return ids[n]!;
}

async function openPage(d: Driver, path: string): Promise<void> {
  await d.goto(path);
  await ready(d);
  await listen(d);
}

/** The session's cart lines as the store keeps them: product → quantity. */
const lines = (s: Shopper) =>
  new Map(
    s.store.db
      .all<{ product_id: number; quantity: number }>(
        'SELECT product_id, quantity FROM cart_lines WHERE session_id = ?',
        [s.session],
      )
      .map((row) => [String(row.product_id), row.quantity]),
  );

const lineId = (s: Shopper, productId: number) =>
  s.store.db.get<{ id: number }>('SELECT id FROM cart_lines WHERE session_id = ? AND product_id = ?', [
    s.session,
    productId,
  ])!.id;

/** Puts products 0 … tabs − 1 of the catalogue in the session's cart, one each, as another tab would. */
async function cartOf(d: Driver, store: Store, tabs: number): Promise<void> {
  await d.goto('/__journeys/blank');
  const ids = inStock(store)
    .slice(0, tabs)
    .map((p) => p.id);
  await d.evaluate(async (products: number[]) => {
    await fetch('/api/1/ru/cart'); // the session and its XSRF token
    const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)![1]!);
    for (const productId of products) {
      await fetch('/api/1/ru/cart/item', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify({ productId, quantity: 1 }),
      });
    }
    return true;
  }, ids);
}

const addToCart: Write = {
  name: 'add to cart from a card',
  open: (s) => openPage(s.d, '/catalog/laminat'),
  async act(s) {
    await s.d.click(`shop-add-to-cart[product-id="${await listed(s.d, s.n)}"] button`);
  },
  async again(s) {
    const button = `shop-add-to-cart[product-id="${await listed(s.d, s.n)}"]`;
    await notBusy(s.d, button);
    await s.d.click(`${button} button`);
  },
  async told(s) {
    await saidExactly(s.d, [NOT_CONFIRMED, 'Товар добавлен в']);
    assert.equal(lines(s).get(await listed(s.d, s.n)), 1, 'one line of one, one click');
  },
};

/** The quantity or the delete of line `n` on the cart page. */
const cartLine = (name: string, part: 'increase' | 'delete'): Write => ({
  name,
  setup: cartOf,
  open: (s) => openPage(s.d, '/cart'),
  async act(s) {
    const line = lineId(s, inStock(s.store)[s.n]!.id);
    await s.d.click(`shop-cart >>> li[data-line-id="${line}"] [part=${part}]`);
  },
  async told(s) {
    await saidExactly(s.d, [NOT_CONFIRMED, 'Корзина обновлена']);
    await notBusy(s.d, 'shop-cart');
    const product = String(inStock(s.store)[s.n]!.id);
    assert.equal(lines(s).get(product), part === 'delete' ? undefined : 2);
  },
});

/** Compare or favourites: product `n` of the listing added by its toggle. */
const listToggle = (list: 'compare' | 'favorites', added: string): Write => {
  const toggle = list === 'compare' ? 'shop-compare-toggle' : 'shop-favorite-toggle';
  return {
    name: `${list === 'compare' ? 'compare' : 'favourites'} toggle on a card`,
    open: (s) => openPage(s.d, '/catalog/laminat'),
    async act(s) {
      await s.d.click(`${toggle}[product-id="${await listed(s.d, s.n)}"] button`);
    },
    async again(s) {
      const element = `${toggle}[product-id="${await listed(s.d, s.n)}"]`;
      await notBusy(s.d, element);
      await s.d.click(`${element} button`);
    },
    async told(s) {
      await saidExactly(s.d, [NOT_CONFIRMED, added]);
      const product = await listed(s.d, s.n);
      await poll('the toggle active', () =>
        s.d.evaluate((t) => find(t)?.hasAttribute('active') === true, `${toggle}[product-id="${product}"]`),
      );
      const held = s.store.db.all<{ product_id: number }>(
        'SELECT product_id FROM list_items WHERE session_id = ? AND list = ?',
        [s.session, list],
      );
      assert.ok(held.some((row) => String(row.product_id) === product));
      const counter = list === 'compare' ? 'shop-compare-count' : 'shop-favorites-count';
      await poll(`${counter} at the store's ${held.length}`, () =>
        s.d
          .evaluate((c) => find(c)?.getAttribute('data-counter') ?? null, counter)
          .then((value) => value === String(held.length)),
      );
    },
  };
};

/** Fills a store-rendered enquiry form as a shopper does: the required fields and the name (the stamp), the captcha. */
async function fillEnquiry(d: Driver, form: string, stamp: string): Promise<void> {
  const fields = await d.evaluate(
    (f) =>
      [...document.querySelector(f)!.querySelectorAll<HTMLInputElement>('input, select, textarea')]
        .filter(
          (c) => c.name && c.type !== 'hidden' && c.type !== 'checkbox' && (c.required || c.name === 'name'),
        )
        .map((c) => [c.name, c.localName === 'select' ? 'select' : c.type] as const),
    form,
  );
  for (const [name, type] of fields) {
    const field = `${form} [name="${name}"]`;
    if (type === 'select') {
      await d.evaluate((s) => find(s)!.focus(), field);
      await d.press('ArrowDown');
      await poll(`${field} chosen`, () =>
        d.evaluate((s) => (find(s) as HTMLSelectElement).value !== '', field),
      );
      continue;
    }
    const text: Record<string, string> = {
      tel: '9161234567',
      email: 'ivan@example.ru',
      url: 'https://example.ru/p/1',
      number: '3',
    };
    await d.type(field, text[type] ?? `${stamp} ${name}`);
  }
  await d.click(`${form} [data-captcha] input[type=checkbox]`);
  await see(d, `${form} [data-captcha]`, 'Проверка пройдена');
}

/** Opens the disclosure a form is in (a product page's), so the shopper sees it; a click lost to its animation is made again. */
async function reveal(d: Driver, form: string): Promise<void> {
  // a closed <details> keeps its content laid out (content-visibility): whether it is open is what counts
  const isOpen = () => d.evaluate((f) => !document.querySelector(f)!.closest('details:not([open])'), form);
  for (let click = 0; !(await isOpen()); click++) {
    if (click === 3) throw new Error(`${form}: its disclosure does not open`);
    await d.click(`details:has(${form}) summary`);
    await poll(`${form} open`, isOpen, 2000).catch(() => null);
  }
}

/** How many submissions of `form` the store keeps with this stamp. */
const submissions = (s: Shopper, form: string) =>
  inboxEntries(s.store, 10_000).filter((entry) => entry.form === form && entry.data.includes(s.stamp)).length;

/** The enquiry forms (shop-form) of one page, all sent during one freeze. */
const enquiries = (page: string, types: string[], before?: (d: Driver) => Promise<void>): Write => ({
  name: `the enquiries of ${page} (${types.join(', ')})`,
  async open(s) {
    await openPage(s.d, page);
    await before?.(s.d);
    for (const type of types) {
      const form = `shop-form[type=${type}]`;
      await reveal(s.d, form);
      await fillEnquiry(s.d, form, s.stamp);
    }
  },
  async act(s) {
    for (const type of types) {
      await reveal(s.d, `shop-form[type=${type}]`);
      await s.d.click(`shop-form[type=${type}] button[type=submit]`);
    }
  },
  async again(s) {
    await notConfirmed(s.d, types.length);
    for (const type of types) {
      const form = `shop-form[type=${type}]`;
      await poll(`${form} unconfirmed`, () =>
        s.d.evaluate((f) => document.querySelector(f)?.getAttribute('state') === 'unconfirmed', form),
      );
      await reveal(s.d, form);
      await s.d.click(`${form} button[type=submit]`); // no captcha again: the same submission, sent again
    }
  },
  async told(s) {
    for (const type of types) {
      const form = `shop-form[type=${type}]`;
      await reveal(s.d, form);
      await see(s.d, `${form} >>> [role=status]`, 'Заявка успешно отправлена');
      await poll(`${form} success`, () =>
        s.d.evaluate((f) => document.querySelector(f)?.getAttribute('state') === 'success', form),
      );
      assert.equal(submissions(s, type === 'product-review' ? 'product-review' : type), 1, `one ${type}`);
    }
    await saidExactly(
      s.d,
      types.map(() => NOT_CONFIRMED),
    );
  },
});

/** The installation banner of /montazh: its two steps, then the request during the freeze. */
const montazhBanner: Write = {
  name: 'the installation banner of /montazh',
  async open(s) {
    await openPage(s.d, '/montazh');
    const form = 'shop-montazh-form form';
    await s.d.evaluate((f) => find(f)!.focus(), `${form} [name=installment_type]`);
    await s.d.press('ArrowDown');
    await s.d.type(`${form} [name=square]`, '25');
    await s.d.click(`${form} [data-step-panel=first] button[type=submit]`);
    await poll('the second step', () =>
      s.d.evaluate(() => find('shop-montazh-form form')?.dataset.step === 'second'),
    );
    await s.d.type(`${form} [name=name]`, s.stamp);
    await s.d.type(`${form} [name=email]`, 'ivan@example.ru');
    await s.d.type(`${form} [name=phone]`, '9161234567');
  },
  act: (s) => s.d.click('shop-montazh-form [data-step-panel=second] button[type=submit]'),
  async again(s) {
    await notBusy(s.d, 'shop-montazh-form');
    await s.d.click('shop-montazh-form [data-step-panel=second] button[type=submit]');
  },
  async told(s) {
    await see(s.d, 'shop-montazh-form >>> [part=message]', 'Заявка успешно отправлена');
    await saidExactly(s.d, [NOT_CONFIRMED]);
    assert.equal(submissions(s, 'montazh'), 1);
  },
};

/** 'Notify when available' on a product page of a product out of stock. */
const notifyAvailable: Write = {
  name: "'notify when available' on a product out of stock",
  async open(s) {
    const product = s.store.catalog.products.find((p) => p.price !== null && p.stock <= 0)!;
    await openPage(s.d, productUrl(product));
    await s.d.click('shop-notify-available > button');
    const modal = 'shop-notify-available >>> form';
    await s.d.type(`${modal} [name=name]`, s.stamp);
    await s.d.type(`${modal} [name=phone]`, '9161234567');
    await s.d.click(`${modal} [data-captcha] input[type=checkbox]`);
    await see(s.d, `${modal} [data-captcha]`, 'Проверка пройдена');
  },
  act: (s) => s.d.click('shop-notify-available >>> button[part=send]'),
  async again(s) {
    await poll('Send ready', () =>
      s.d.evaluate(
        () => (find('shop-notify-available >>> button[part=send]') as HTMLButtonElement).disabled === false,
      ),
    );
    await s.d.click('shop-notify-available >>> button[part=send]');
  },
  async told(s) {
    await see(s.d, 'shop-notify-available >>> [part=sent]', 'Заявка успешно отправлена');
    await saidExactly(s.d, [NOT_CONFIRMED]);
    assert.equal(submissions(s, 'available'), 1);
  },
};

/** The order: a pickup in Moscow; in the second tab, meanwhile, a call-me enquiry (the cart is one). */
const callMe = enquiries('/contacts', ['call-me']);
const order: Write = {
  name: 'the order from the checkout',
  setup: (d, store) => cartOf(d, store, 1),
  async open(s) {
    if (s.n === 1) return callMe.open(s);
    await openPage(s.d, '/checkout');
    const checkout = 'shop-checkout >>>';
    await s.d.type(`${checkout} #checkout-phone`, '9161234567');
    await s.d.type(`${checkout} #checkout-name`, s.stamp);
    await s.d.type(`${checkout} #checkout-email`, 'ivan@example.ru');
    await s.d.type(`${checkout} #checkout-locality`, 'Москва');
    await poll('the suggestions', () =>
      s.d.evaluate(
        () => find('shop-checkout >>> #checkout-locality')?.getAttribute('aria-expanded') === 'true',
      ),
    );
    await s.d.click(`${checkout} [role=option]`);
    await s.d.click(`${checkout} input[value="pickup"]`);
  },
  act: (s) => (s.n === 1 ? callMe.act(s) : s.d.click('shop-checkout >>> button|Оформить заказ')),
  async again(s) {
    if (s.n === 1) return callMe.again!(s);
    await poll('the button back', () =>
      s.d.evaluate(
        () => (find('shop-checkout >>> button[type=submit]') as HTMLButtonElement | null)?.disabled === false,
      ),
    );
    await s.d.click('shop-checkout >>> button|Оформить заказ');
  },
  async told(s) {
    if (s.n === 1) return callMe.told(s);
    await poll('the order page', () => s.d.evaluate(() => /\/order\/\d+\?token=/.test(location.href)));
    const orders = s.store.db.all<{ payload: string }>('SELECT payload FROM orders WHERE session_id = ?', [
      s.session,
    ]);
    assert.equal(orders.length, 1, 'one order');
    assert.ok(orders[0]!.payload.includes(s.stamp));
  },
};

const PRODUCT_FORMS = ['cheaper', 'bargain', 'quick-order', 'credit', 'product-review'];

export const WRITES: Write[] = [
  addToCart,
  cartLine('a cart line’s quantity', 'increase'),
  cartLine('a cart line’s delete', 'delete'),
  listToggle('compare', 'Товар добавлен в список сравнения'),
  listToggle('favorites', 'Товар добавлен в избранное'),
  enquiries('/contacts', ['call-me', 'feedback', 'partners'], async (d) => {
    // the map of the contacts page asks the store for its place once near the screen: before the freeze
    await d.evaluate(() => (find('shop-contact-map')?.scrollIntoView(), true));
    await poll('the contact map placed', () =>
      d.evaluate(() => /^(shown|failed)$/.test(find('shop-contact-map')?.getAttribute('state') ?? '')),
    );
  }),
  enquiries('/montazh', ['calculate-work', 'projecting']),
  montazhBanner,
  enquiries('/calculators', ['calculate-installment']),
  // one form a page: a product page's open one at a time (opening one closes the other)
  ...PRODUCT_FORMS.map((type) => ({
    ...enquiries('/product', [type]),
    name: `the ${type} enquiry of a product page`,
    async open(s: Shopper) {
      const product = productUrl(inStock(s.store)[0]!);
      // the review form is in the reviews tab
      const tab = type === 'product-review' ? (d: Driver) => d.click('#tab-reviews') : undefined;
      await enquiries(product, [type], tab).open(s);
    },
  })),
  notifyAvailable,
  order,
];
