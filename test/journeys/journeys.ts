import assert from 'node:assert/strict';
import { allOrders } from '../../demo-pages/server/store/orders.ts';
import { inboxEntries } from '../../demo-pages/server/store/inbox.ts';
import { findUserByEmail } from '../../demo-pages/server/store/accounts.ts';
import { poll, type Driver } from './driver.ts';
import type { JourneyStore } from './store.ts';

/**
 * The shopper journeys, written once over `Driver` and run in Chromium, Firefox and WebKit
 * (journeys.test.ts). Each asserts what the shopper sees and what the store received (its database).
 */
export interface Journey {
  name: string;
  /** problems the journey causes on purpose (a wrong password answers 422, which the browser and the form log) */
  allowed?: RegExp[];
  run(d: Driver, store: JourneyStore): Promise<void>;
}

declare function find(selector: string, all?: false): HTMLElement | null;
declare function find(selector: string, all: true): HTMLElement[];

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every shop element on the page has upgraded and rendered. */
export async function ready(d: Driver): Promise<void> {
  await poll('every shop element ready', () =>
    d.evaluate(() => {
      const all = [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('shop-'));
      return (
        document.readyState === 'complete' && all.length > 0 && all.every((el) => el.hasAttribute('ready'))
      );
    }),
  );
}

/** The text of the first visible match (shadow roots pierced with `>>>`), once it matches `expected`. */
export async function see(d: Driver, selector: string, expected: string | RegExp = /\S/): Promise<string> {
  let last: string | null = null;
  try {
    return await poll(`${selector} shows ${String(expected)}`, async () => {
      last = await d.evaluate((s) => find(s)?.textContent ?? null, selector);
      if (last === null) return null;
      const text = squash(last);
      return (typeof expected === 'string' ? text.includes(squash(expected)) : expected.test(text))
        ? text
        : null;
    });
  } catch (error) {
    throw new Error(
      `${(error as Error).message}; it shows ${last === null ? 'nothing' : `«${squash(last)}»`}`,
      { cause: error },
    );
  }
}

/** An attribute of the first visible match, once `test` passes. */
async function attribute(d: Driver, selector: string, name: string, test: RegExp): Promise<string> {
  return poll(`${selector}[${name}] ~ ${String(test)}`, async () => {
    const value = await d.evaluate((s, n) => find(s)?.getAttribute(n) ?? null, selector, name);
    return value !== null && test.test(value) ? value : null;
  });
}

async function url(d: Driver, test: RegExp): Promise<string> {
  let href = '';
  try {
    return await poll(`the URL ~ ${String(test)}`, async () => {
      href = await d.evaluate(() => (document.readyState === 'complete' ? location.href : ''));
      return test.test(href) ? href : null;
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}; it is ${href}`, { cause: error });
  }
}

async function value(d: Driver, selector: string, expected: string): Promise<void> {
  await poll(`${selector} has the value ${expected}`, async () =>
    (await d.evaluate((s) => (find(s) as HTMLInputElement | null)?.value ?? null, selector)) === expected
      ? true
      : null,
  );
}

/** Empties a field the way a shopper does: a click at its end, then Backspace for each character. */
async function clear(d: Driver, selector: string): Promise<void> {
  await d.click(selector);
  await d.press('End');
  const length = await d.evaluate((s) => (find(s) as HTMLInputElement).value.length, selector);
  for (let i = 0; i < length; i++) await d.press('Backspace');
  await value(d, selector, '');
}

export const count = (d: Driver, selector: string) => d.evaluate((s) => find(s, true).length, selector);
const number = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** Types into a suggestion field and takes the first suggestion with a click. */
async function suggestion(d: Driver, field: string, query: string): Promise<void> {
  await d.type(`shop-checkout >>> ${field}`, query);
  await attribute(d, `shop-checkout >>> ${field}`, 'aria-expanded', /^true$/);
  await d.click(`shop-checkout >>> [role=option]`);
  await attribute(d, `shop-checkout >>> ${field}`, 'aria-expanded', /^false$/);
}

export const JOURNEYS: Journey[] = [
  {
    name: 'listing → product (gallery, lightbox, tabs by click and keys, quantity) → cart → checkout with courier delivery on the map → order',
    async run(d, store) {
      await d.goto('/catalog/laminat');
      await ready(d);
      const name = squash(await see(d, '#cards .card .card__title a'));
      await d.click('#cards .card .card__title a');
      await url(d, /\/product\/[\w-]+$/);
      await ready(d);
      await see(d, 'h1', name);

      // the gallery: the next picture, by the carousel's button
      await d.click('shop-gallery >>> button[aria-label="Вперёд"]');
      await attribute(d, 'shop-gallery', 'index', /^1$/);
      // the lightbox (its chunk loads now) on the picture shown, once its slide has arrived (a slide out of view
      // is inert until then); Escape closes it
      await poll('the second picture shown', () =>
        d.evaluate(() => {
          const slide = document
            .querySelector('shop-gallery')!
            .shadowRoot!.querySelector('.main .swiper-slide-active');
          return !!slide && !slide.hasAttribute('inert') && slide.querySelector('slot')?.name === 'slide-1';
        }),
      );
      await d.click('shop-gallery > a[slot="slide-1"]');
      await poll('the lightbox open', () =>
        d.evaluate(() => !!document.querySelector('shop-gallery')!.shadowRoot!.querySelector('dialog[open]')),
      );
      await d.press('Escape');
      await poll('the lightbox closed', () =>
        d.evaluate(() => !document.querySelector('shop-gallery')!.shadowRoot!.querySelector('dialog[open]')),
      );
      // the tabs: a click on the second tab shows its panel
      const second = await d.evaluate(() => {
        const tab = document.querySelectorAll('shop-tabs [role=tab]')[1]!;
        return { id: tab.id, panel: tab.getAttribute('aria-controls')! };
      });
      await d.click(`shop-tabs #${second.id}`);
      await attribute(d, `shop-tabs #${second.id}`, 'aria-selected', /^true$/);
      assert.equal(await d.evaluate((id) => !document.getElementById(id)!.hidden, second.panel), true);
      // and by keyboard: ArrowRight moves to the third tab, Space selects it
      await d.press('ArrowRight');
      await d.press('Space');
      await attribute(d, 'shop-tabs [role=tab]:nth-child(3)', 'aria-selected', /^true$/);

      // two of it, into the cart
      const unit = number(await see(d, 'shop-product-form .price'));
      await d.click('shop-product-form [data-step="1"]');
      await value(d, 'shop-product-form input[name=quantity]', '2');
      await see(d, 'shop-product-form [data-total]', (2 * unit).toLocaleString('ru-RU'));
      await d.click('shop-product-form button[type=submit]');
      await see(d, 'shop-toaster >>> [role=status]', 'Товар добавлен в');
      await see(d, 'shop-cart-count >>> .count', /^2$/);

      await d.click('.header-link--cart');
      await url(d, /\/cart$/);
      await ready(d);
      await see(d, 'shop-cart >>> .line__name', name);
      await value(d, 'shop-cart >>> .quantity__value', '2');
      await d.click('shop-cart >>> .summary__checkout');
      await url(d, /\/checkout$/);
      await ready(d);

      await d.type('shop-checkout >>> input[name=phone]', '9161234567');
      await value(d, 'shop-checkout >>> input[name=phone]', '+7 (916) 123 45 67');
      await d.type('shop-checkout >>> input[name=name]', 'Иван Петров');
      await d.type('shop-checkout >>> input[name=email]', 'ivan@example.ru');
      await suggestion(d, 'input[name=locality]', 'Москва');
      await d.click('shop-checkout >>> label.choice|Доставка по Москве и области');
      // the map loads with courier delivery; the street's suggestion puts the point on it, inside the ring
      await suggestion(d, 'input[role=combobox]:not([name=locality])', 'Тверская 5');
      await attribute(d, 'shop-checkout >>> .map', 'data-point', /^55\.\d+,37\.\d+$/);
      await attribute(d, 'shop-checkout', 'zone', /^a$/);
      await see(d, 'shop-checkout >>> [data-line="delivery"] dt', 'Доставка в пределах МКАДа');
      const before = allOrders(store.app.store).length;
      await d.click('shop-checkout >>> button.summary__submit');
      await url(d, /\/order\/\d+\?token=/);
      await see(d, '.order-page__details', 'Иван Петров');

      const orders = allOrders(store.app.store);
      assert.equal(orders.length, before + 1);
      const order = JSON.stringify(orders.at(-1));
      for (const part of ['ivan@example.ru', 'Иван Петров', 'Тверская'])
        assert.ok(order.includes(part), part);
    },
  },
  {
    name: 'home: every element ready, a carousel paged, compare, favourites and the cart from a card',
    async run(d) {
      await d.goto('/');
      await ready(d);
      await d.click('shop-carousel >>> button[aria-label="Вперёд"]');
      await attribute(d, 'shop-carousel', 'index', /^[1-9]\d*$/);
      await d.click('.card shop-compare-toggle button');
      await see(d, 'shop-compare-count >>> .count', /^1$/);
      await d.click('.card shop-favorite-toggle button');
      await see(d, 'shop-favorites-count >>> .count', /^1$/);
      await d.click('.card shop-add-to-cart button');
      await see(d, 'shop-cart-count >>> .count', /^1$/);
      // what the store kept: the next page's header is rendered from its database
      await d.goto('/cart');
      const counts = await d.evaluate(() =>
        ['shop-compare-count', 'shop-favorites-count', 'shop-cart-count'].map((tag) =>
          document.querySelector(tag)!.textContent!.trim(),
        ),
      );
      assert.deepEqual(counts, ['1', '1', '1']);
      await ready(d);
    },
  },
  {
    name: 'search: the dropdown, a result opened with the keyboard, the full results with Enter',
    async run(d) {
      await d.goto('/');
      await ready(d);
      await d.type('shop-search >>> input', 'смесителей');
      await poll('8 results', async () => (await count(d, 'shop-search >>> [role=option]')) === 8);
      const first = await see(d, 'shop-search >>> [role=option] .result__name', /^Смеситель /);
      await d.press('ArrowDown');
      await attribute(d, 'shop-search >>> [role=option]', 'aria-selected', /^true$/);
      await d.press('Enter');
      await url(d, /\/product\/[\w-]+$/);
      await see(d, 'h1', first);

      await ready(d);
      await d.type('shop-search >>> input', 'смесителей');
      await poll('results', async () => (await count(d, 'shop-search >>> [role=option]')) > 0);
      await d.press('Enter');
      await url(d, /\/search\?q=%D1%81/);
      await see(d, '.listing-total', '260 товаров');
      await see(d, '#cards .card', 'Смеситель');
    },
  },
  {
    name: 'filters: a brand ticked, the floating button, the listing, a chip removed; the list view',
    async run(d) {
      await d.goto('/catalog/laminat');
      await ready(d);
      await see(d, '.listing-total', '260 товаров');
      await d.click('shop-filters >>> button.section__toggle|Производитель');
      await d.click('shop-filters >>> label|Egger');
      const shown = await see(d, 'shop-filters >>> .floating', /^Показать \d+ товар/);
      await d.click('shop-filters >>> .floating');
      await url(d, /\/catalog\/laminat\?manufacturers=Egger$/);
      await ready(d);
      await see(d, '.listing-total', `${number(shown)} товар`);
      const titles = await d.evaluate(() =>
        [...document.querySelectorAll('#cards .card__title')].map((el) => el.textContent!),
      );
      assert.ok(titles.length > 0 && titles.every((title) => title.includes('Egger')), titles.join('; '));
      await see(d, 'shop-filters >>> .chip', 'Egger');

      await d.click('shop-view-toggle button[data-view=list]');
      await poll('the list view', () =>
        d.evaluate(() => document.querySelector('#cards')!.classList.contains('list')),
      );

      await d.click('shop-filters >>> .chip|Egger');
      await url(d, /\/catalog\/laminat$/);
      await ready(d);
      await see(d, '.listing-total', '260 товаров');
      // the view is remembered for the next listing
      assert.equal(
        await d.evaluate(() => document.querySelector('#cards')!.classList.contains('list')),
        true,
      );
    },
  },
  {
    name: 'forms: an enquiry refused without the captcha, then sent with it, is in the inbox',
    async run(d, store) {
      const stamp = `Звонок ${Date.now()}`;
      await d.goto('/contacts');
      await ready(d);
      const form = 'shop-form[type=call-me]';
      await d.type(`${form} input[name=name]`, stamp);
      await d.type(`${form} input[name=phone]`, '9161234567');
      await value(d, `${form} input[name=phone]`, '+7 (916) 123 45 67');
      await d.click(`${form} button[type=submit]`);
      await see(d, `${form} >>> [role=alert]`, 'Проверка не пройдена');
      await d.click(`${form} [data-captcha] input[type=checkbox]`);
      await see(d, `${form} [data-captcha]`, 'Проверка пройдена');
      await d.click(`${form} button[type=submit]`);
      await see(d, `${form} >>> [role=status]`, 'Заявка успешно отправлена');
      await attribute(d, form, 'state', /^success$/);

      const entry = inboxEntries(store.app.store).find((item) => JSON.stringify(item).includes(stamp));
      assert.ok(entry, 'the enquiry is in the inbox');
      assert.equal(entry.form, 'call-me');
      assert.ok(JSON.stringify(entry).includes('9161234567') || JSON.stringify(entry).includes('916) 123'));
    },
  },
  {
    name: 'account: register, sign out, a wrong password, sign in',
    allowed: [
      /<shop-form type="login">: (ApiError: HTTP 422|JSHandle@error)/,
      /status of 422 \(Unprocessable Entity\) \(\S+\/auth\/authenticate\)/,
    ],
    async run(d, store) {
      const email = `journey${Date.now()}${Math.floor(Math.random() * 1000)}@example.ru`;
      await d.goto('/register');
      await ready(d);
      const form = 'shop-form[type=register]';
      await d.type(`${form} input[name=first_name]`, 'Мария');
      await d.type(`${form} input[name=last_name]`, 'Иванова');
      await d.type(`${form} input[name=email]`, email);
      await d.type(`${form} input[name=phone]`, '9161234567');
      await d.type(`${form} input[name=password]`, 'firstpass1');
      await d.type(`${form} input[name=password_confirmation]`, 'firstpass1');
      await d.click(`${form} button[type=submit]`);
      await url(d, /\/account$/);
      await see(d, 'h1', 'Личный кабинет');
      const user = findUserByEmail(store.app.store, email);
      assert.ok(user, 'the account is in the store');
      assert.equal(user.first_name, 'Мария');

      await ready(d);
      await d.click('.account__logout button');
      await url(d, /\/login$/);
      await ready(d);
      await d.type('shop-form[type=login] input[name=email]', email);
      await d.type('shop-form[type=login] input[name=password]', 'wrongpass1');
      await d.press('Enter');
      await see(d, 'shop-toaster >>> [role=status]', 'Что-то пошло не так');
      await url(d, /\/login$/);
      await clear(d, 'shop-form[type=login] input[name=password]');
      await d.type('shop-form[type=login] input[name=password]', 'firstpass1');
      await d.click('shop-form[type=login] button[type=submit]');
      await url(d, /\/account$/);
      await see(d, '.header-link--account', 'Личный кабинет');
    },
  },
  {
    name: 'uz: a listing in Uzbek, add to cart from a card, the cart and the checkout keep lang=uz',
    async run(d, store) {
      await d.goto('/catalog/laminat?lang=uz');
      await ready(d);
      assert.equal(await d.evaluate(() => document.documentElement.lang), 'uz');
      const name = squash(await see(d, '#cards .card .card__title a'));
      await d.click('#cards .card shop-add-to-cart button');
      await see(d, 'shop-toaster >>> [role=status]', 'Mahsulot qo‘shildi');
      await see(d, 'shop-cart-count >>> .count', /^1$/);
      await d.click('.header-link--cart');
      await url(d, /\/cart\?lang=uz$/);
      await ready(d);
      await see(d, 'shop-cart >>> .line__name', name.split(' ')[0]!);
      await d.click('shop-cart >>> .summary__checkout');
      await url(d, /\/checkout\?lang=uz$/);
      await ready(d);
      const cyrillic = await d.evaluate(() => {
        const texts = [document.body.innerText];
        for (const el of document.querySelectorAll('*'))
          if (el.shadowRoot) texts.push(el.shadowRoot.textContent ?? '');
        return texts.join(' ').match(/[а-яё]+/gi) ?? [];
      });
      assert.deepEqual(cyrillic, [], 'no Russian word on a uz checkout');
      void store;
    },
  },
];
