import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { elementsReady, storeApi } from './helpers.ts';

/**
 * The fault matrix: every call an element makes, answered the six ways a store or a network fails —
 * 500 with JSON, 500 with HTML, malformed JSON, no answer, offline, and `success: false` — shows the catalogued
 * message (docs/behaviour/errors.md), gives the shopper's controls back, keeps what was typed, throws nothing uncaught, and works
 * once the store answers again.
 */
const GENERIC = 'Что-то пошло не так. Попробуйте ещё раз.';
/** A write with no answer may have happened: it is 'not confirmed yet', never 'failed' (docs/behaviour/errors.md). */
const NOT_CONFIRMED = 'Магазин пока не ответил. Проверим, что получилось, и сообщим.';
/** What a write's fault shows first: the generic error, or 'not confirmed yet' while it may still land. */
const writeFailure = (fault: string) => (fault === 'no answer' ? NOT_CONFIRMED : GENERIC);
/**
 * The same for compare and favourites, which find out by sending the change again with its key: while the fault
 * lasts, a change that got no answer, no network or an answer it could not read stays 'not confirmed yet'.
 */
const listFailure = (fault: string) =>
  ['no answer', 'offline', 'malformed JSON'].includes(fault) ? NOT_CONFIRMED : GENERIC;
/** The page config's `timeout` in these tests, so 'no answer' fails within a second or two. */
const TIMEOUT = 1200;

const FAULTS: Record<string, (route: Route) => Promise<void> | void> = {
  '500 JSON': (route) => route.fulfill({ status: 500, json: { message: 'Server error.' } }),
  '500 HTML': (route) =>
    route.fulfill({
      status: 500,
      contentType: 'text/html',
      body: '<html><body>Internal error</body></html>',
    }),
  'malformed JSON': (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"items": [{"id": 1,' }),
  'no answer': () => new Promise<void>(() => {}), // the request never gets an answer
  offline: (route) => route.abort('internetdisconnected'),
  'success: false': (route) => route.fulfill({ status: 200, json: { success: false, message: 'Отказано.' } }),
};

/** Every page of the test gets the short timeout in its config, as a template would write it. */
const shortTimeout = (page: Page) => withConfig(page, `"timeout":${TIMEOUT},`);

/** Every page of the test gets `entries` at the start of its config. */
async function withConfig(page: Page, entries: string) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/dist/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(<script type="application\/json" id="shop-config">\s*)\{/,
        `$1{${entries}`,
      );
      await route.fulfill({ response, body });
    },
  );
}

/** Fails the call until `heal()`; the shopper then tries again. */
async function faulty(page: Page, path: RegExp, fault: string) {
  let failing = true;
  const held: Route[] = [];
  await page.route(path, (route) => {
    if (!failing) return route.fallback();
    if (fault === 'no answer') return void held.push(route); // no answer, for now
    return FAULTS[fault]!(route);
  });
  return {
    heal: () => (failing = false),
    /** The store answers again: what it held goes on to it now, and is answered late. */
    resume: async () => {
      failing = false;
      await Promise.all(held.splice(0).map((route) => route.fallback()));
    },
  };
}

function uncaught(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const toast = (page: Page, text: string) => page.locator('shop-toaster').getByText(text);

async function cartWith(page: Page, productId = 14, quantity = 1) {
  await page.goto('/');
  await storeApi(page, 'POST', '/api/1/ru/cart/item', { productId, quantity });
}

/** The first product of the listing that is in stock and has a price: its card. */
async function inStockCard(page: Page): Promise<Locator> {
  await page.goto('/catalog/laminat');
  await elementsReady(page);
  return page.locator('.card', { has: page.locator('shop-add-to-cart:not([out-of-stock])') }).first();
}

async function productPage(page: Page, inStock: boolean) {
  await page.goto('/catalog/laminat');
  const card = page
    .locator('.card', { has: page.locator(inStock ? 'shop-add-to-cart' : 'shop-notify-available') })
    .first();
  await page.goto((await card.locator('.card__title a').getAttribute('href'))!);
  await elementsReady(page);
}

test.describe.configure({ mode: 'parallel' });

for (const fault of Object.keys(FAULTS)) {
  test.describe(`a call answered with ${fault}`, () => {
    test.beforeEach(({ page }) => shortTimeout(page));

    test(`add to cart: the generic error (or 'not confirmed yet'), the button works again, the cart is untouched`, async ({
      page,
    }) => {
      const errors = uncaught(page);
      const card = await inStockCard(page);
      const failing = await faulty(page, /\/cart\/item$/, fault);
      const button = card.getByRole('button', { name: 'В корзину' });
      await button.click();
      await expect(toast(page, writeFailure(fault))).toBeVisible({ timeout: 10_000 });
      await expect(button).not.toHaveAttribute('aria-disabled', 'true');
      await expect(page.locator('shop-cart-count').first()).toHaveAttribute('data-counter', '0');
      failing.heal();
      await button.click();
      await expect(page.locator('shop-cart-count').first()).toHaveAttribute('data-counter', '1');
      expect(errors).toEqual([]);
    });

    test(`cart quantity: the generic error and the server's real quantity (or 'not confirmed yet' and the late truth); plus works again`, async ({
      page,
    }) => {
      const errors = uncaught(page);
      await cartWith(page, 14, 1);
      await page.goto('/cart');
      await elementsReady(page);
      const cart = page.locator('shop-cart');
      const quantity = cart.getByRole('spinbutton', { name: 'Количество' }).first();
      await expect(quantity).toHaveValue('1');
      const failing = await faulty(page, /\/update-quantity$/, fault);
      await cart.getByRole('button', { name: 'Увеличить количество' }).first().click();
      await expect(toast(page, writeFailure(fault))).toBeVisible({ timeout: 10_000 });
      if (fault === 'no answer') {
        await expect(quantity).toHaveValue('2'); // the line waits at what was asked
        await failing.resume();
        await expect(toast(page, 'Корзина обновлена')).toBeVisible();
      } else {
        await expect(quantity).toHaveValue('1');
        failing.heal();
      }
      const next = fault === 'no answer' ? '3' : '2';
      await cart.getByRole('button', { name: 'Увеличить количество' }).first().click();
      await expect(quantity).toHaveValue(next);
      expect(errors).toEqual([]);
    });

    for (const [list, counter] of [
      ['compare', 'shop-compare-count'],
      ['favorites', 'shop-favorites-count'],
    ] as const) {
      test(`${list} toggle: the generic error (or 'not confirmed yet'), the toggle and the counter unchanged; it works again`, async ({
        page,
      }) => {
        const errors = uncaught(page);
        const card = await inStockCard(page);
        const toggle = card.locator(list === 'compare' ? 'shop-compare-toggle' : 'shop-favorite-toggle');
        const failing = await faulty(page, new RegExp(`/api/v1/${list}/product/\\d+/push$`), fault);
        await toggle.getByRole('button').click();
        await expect(toast(page, listFailure(fault))).toBeVisible({ timeout: 10_000 });
        await expect(toggle).not.toHaveAttribute('active');
        await expect(page.locator(counter).first()).toHaveAttribute('data-counter', '0');
        failing.heal();
        await toggle.getByRole('button').click();
        await expect(toggle).toHaveAttribute('active', '');
        await expect(page.locator(counter).first()).toHaveAttribute('data-counter', '1');
        expect(errors).toEqual([]);
      });
    }

    test(`an enquiry: the generic error (or 'not confirmed yet'), what was typed is kept, it can be sent again`, async ({
      page,
    }) => {
      const errors = uncaught(page);
      await productPage(page, true);
      await page.getByText('Нашли дешевле?').click();
      const form = page.locator('shop-form[type=cheaper]');
      await form.getByLabel(/^Имя/).fill('Павел');
      await form.getByLabel(/^Телефон/).pressSequentially('9161234567');
      await form.getByLabel(/^Ссылка на товар/).fill('https://example.ru/laminat');
      await form.getByRole('checkbox', { name: 'Я не робот' }).check();
      const failing = await faulty(page, /\/forms\/product\/cheaper$/, fault);
      await form.getByRole('button', { name: 'Отправить' }).click();
      await expect(toast(page, writeFailure(fault))).toBeVisible({ timeout: 10_000 });
      await expect(form).toHaveAttribute('state', fault === 'no answer' ? 'unconfirmed' : 'error');
      await expect(form.getByLabel(/^Имя/)).toHaveValue('Павел');
      await expect(form.getByLabel(/^Телефон/)).toHaveValue('+7 (916) 123 45 67');
      await expect(form.getByRole('button', { name: 'Отправить' })).toBeEnabled();
      failing.heal();
      await form.getByRole('checkbox', { name: 'Я не робот' }).check(); // a token is spent once sent
      await form.getByRole('button', { name: 'Отправить' }).click();
      await expect(form).toHaveAttribute('state', 'success');
      expect(errors).toEqual([]);
    });

    test(`notify when available: the generic error (or 'not confirmed yet'), the form is kept, Send works again`, async ({
      page,
    }) => {
      const errors = uncaught(page);
      await productPage(page, false);
      await page.locator('shop-notify-available').first().getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Имя').fill('Анна');
      await dialog.getByLabel('Телефон').pressSequentially('9161234567');
      const failing = await faulty(page, /\/forms\/product\/availability$/, fault);
      await dialog.getByRole('button', { name: 'Отправить' }).click();
      await expect(toast(page, writeFailure(fault))).toBeVisible({ timeout: 10_000 });
      await expect(dialog.getByLabel('Имя')).toHaveValue('Анна');
      await expect(dialog.getByRole('button', { name: 'Отправить' })).toBeEnabled();
      failing.heal();
      await dialog.getByRole('button', { name: 'Отправить' }).click();
      await expect(dialog.getByText('Заявка успешно отправлена')).toBeVisible({ timeout: 10_000 });
      expect(errors).toEqual([]);
    });

    test(`the checkout's loads: 'the request failed' and a retry that loads the form`, async ({ page }) => {
      const errors = uncaught(page);
      await cartWith(page);
      const failing = await faulty(page, /\/lift\/data$/, fault);
      await page.goto('/checkout');
      const checkout = page.locator('shop-checkout');
      await expect(checkout.getByRole('alert')).toHaveText(/Не удалось выполнить запрос/, {
        timeout: 15_000,
      });
      failing.heal();
      await checkout.getByRole('button', { name: 'Повторить' }).click();
      await expect(checkout.getByRole('button', { name: 'Оформить заказ' })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test(`the order: the generic error (or 'not confirmed yet'), everything typed is kept, the order goes once the store answers`, async ({
      page,
    }) => {
      const errors = uncaught(page);
      await cartWith(page);
      await page.goto('/checkout');
      await elementsReady(page);
      const checkout = page.locator('shop-checkout');
      await checkout.getByLabel('Телефон').first().pressSequentially('9161234567');
      await checkout.getByLabel('ФИО', { exact: false }).first().fill('Иван Петров');
      await checkout.getByLabel('E-mail').fill('ivan@example.ru');
      const locality = checkout.getByRole('combobox', { name: 'Населённый пункт' });
      await locality.pressSequentially('Москва');
      await checkout.getByRole('option').first().click();
      await checkout.getByRole('radio', { name: 'Самовывоз' }).check();
      const failing = await faulty(page, /\/orders$/, fault);
      const submit = checkout.getByRole('button', { name: 'Оформить заказ' });
      await submit.click();
      await expect(toast(page, writeFailure(fault))).toBeVisible({ timeout: 10_000 });
      await expect(submit).toBeEnabled();
      await expect(checkout.getByLabel('ФИО', { exact: false }).first()).toHaveValue('Иван Петров');
      await expect(checkout.getByLabel('E-mail')).toHaveValue('ivan@example.ru');
      await expect(page).toHaveURL(/\/checkout$/);
      failing.heal();
      await submit.click();
      await expect(page).toHaveURL(/\/order\/\d+\?token=/);
      expect(errors).toEqual([]);
    });

    test(`filter counts: the generic error, the counts are not zeroed, the next change counts again`, async ({
      page,
    }) => {
      const errors = uncaught(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/catalog/laminat');
      await elementsReady(page);
      const filters = page.locator('shop-filters');
      const stock = filters.locator('section[data-key="in_stock"]');
      const before = await stock.locator('.option__count').first().textContent();
      const failing = await faulty(page, /\/catalog\/get-filters$/, fault);
      await stock.getByRole('checkbox').first().check();
      await expect(toast(page, GENERIC)).toBeVisible({ timeout: 10_000 });
      await expect(stock.locator('.option__count').first()).toHaveText(before!);
      await expect(stock.getByRole('checkbox').first()).toBeChecked();
      failing.heal();
      await stock.getByRole('checkbox').first().uncheck();
      await expect(filters.locator('.floating')).toBeVisible();
      expect(errors).toEqual([]);
    });

    test(`header search: the generic error, the query is kept, the next keystroke searches again`, async ({
      page,
    }) => {
      const errors = uncaught(page);
      await page.goto('/montazh');
      await elementsReady(page);
      const search = page.locator('shop-search').getByRole('combobox');
      const failing = await faulty(page, /\/catalog\/products\/search\?/, fault);
      await search.pressSequentially('ламинат');
      await expect(toast(page, GENERIC)).toBeVisible({ timeout: 15_000 });
      await expect(search).toHaveValue('ламинат');
      failing.heal();
      await search.pressSequentially(' tarkett');
      await expect(page.locator('shop-search').getByRole('option').first()).toBeVisible({ timeout: 10_000 });
      expect(errors).toEqual([]);
    });
  });
}

/**
 * Unknown is not zero (docs/behaviour/header.md): a header whose server markup says 0 while the cart cannot be
 * loaded must not tell a shopper with a full cart that it is empty.
 */
test('the cart that cannot be loaded: the header keeps the server’s count, marked unknown, and shows the cart once the store answers again', async ({
  page,
}) => {
  const errors = uncaught(page);
  await shortTimeout(page);
  await cartWith(page, 14, 2);
  let failing = true;
  await page.route(/\/api\/1\/ru\/cart$/, (route) =>
    failing ? route.fulfill({ status: 500, json: { message: 'Server error.' } }) : route.fallback(),
  );
  await page.goto('/montazh');
  const count = page.locator('shop-cart-count').first();
  const total = page.locator('shop-cart-total').first();
  await expect(count).toHaveAttribute('state', 'unknown');
  await expect(total).toHaveAttribute('state', 'unknown');
  await expect(count).not.toHaveAttribute('data-counter', /.*/);
  failing = false;
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(count).toHaveAttribute('data-counter', '2');
  await expect(count).not.toHaveAttribute('state', /.*/);
  await expect(total).not.toHaveAttribute('state', /.*/);
  expect(errors).toEqual([]);
});

/**
 * Whatever the network does, a shopper sees the catalogued message within the call's budget, a retry
 * included (no `timeout` here: each attempt gets what is left). Short budgets keep the tests fast; the client's
 * tests check the default budgets on a fake clock.
 */
test.describe('budgets: a request that never answers', () => {
  const BUDGETS = { load: 2500, search: 1500, toggle: 2000 };
  test.beforeEach(({ page }) => withConfig(page, `"budgets":${JSON.stringify(BUDGETS)},`));

  /**
   * `message` shows once the budget has run out, not before, and long before a per-attempt timeout and its retry
   * would have ended (15 s twice with a 15 s `timeout`); the bound is loose because a loaded machine is slow, not wrong.
   */
  async function shownWithin(message: Locator, start: number, budget: number) {
    await expect(message).toBeVisible({ timeout: budget + 8000 });
    const took = Date.now() - start;
    expect(took).toBeGreaterThanOrEqual(budget - 100);
    expect(took).toBeLessThan(budget + 8000);
  }

  test('header search: the generic error within the search budget', async ({ page }) => {
    await page.goto('/montazh');
    await elementsReady(page);
    const search = page.locator('shop-search').getByRole('combobox');
    let start = 0;
    await page.route(/\/catalog\/products\/search\?/, (route) => {
      start ||= Date.now();
      return FAULTS['no answer']!(route);
    });
    await search.pressSequentially('ламинат');
    await expect.poll(() => start).toBeGreaterThan(0);
    await shownWithin(toast(page, GENERIC), start, BUDGETS.search);
  });

  test("compare toggle: 'not confirmed yet' within the toggle budget, every send with the one key", async ({
    page,
  }) => {
    const card = await inStockCard(page);
    const keys: (string | null)[] = [];
    await page.route(/\/api\/v1\/compare\/product\/\d+\/push$/, (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? null);
      return FAULTS['no answer']!(route);
    });
    const start = Date.now();
    await card.locator('shop-compare-toggle').getByRole('button').click();
    await shownWithin(toast(page, NOT_CONFIRMED), start, BUDGETS.toggle);
    expect(keys[0]).toMatch(/^"[0-9a-f]{32}"$/);
    expect(new Set(keys).size).toBe(1);
  });

  test("the checkout's loads: 'the request failed' within the load budget", async ({ page }) => {
    await cartWith(page);
    let start = 0;
    await page.route(/\/lift\/data$/, (route) => {
      start ||= Date.now();
      return FAULTS['no answer']!(route);
    });
    await page.goto('/checkout');
    await expect.poll(() => start).toBeGreaterThan(0);
    const alert = page.locator('shop-checkout').getByRole('alert');
    await shownWithin(alert.filter({ hasText: /Не удалось выполнить запрос/ }), start, BUDGETS.load);
  });
});
