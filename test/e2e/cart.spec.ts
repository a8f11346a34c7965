import { expect, test } from '@playwright/test';
import { cartBadge, elementsReady, watchErrors } from './helpers.ts';

test.describe('listing → cart → checkout link (docs/behaviour/header.md, docs/behaviour/listing.md, docs/behaviour/cart.md)', () => {
  test('add to cart from a listing, watch the header follow, manage the cart page down to the empty state', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/catalog/laminat');
    await elementsReady(page);
    await expect(cartBadge(page)).toHaveAttribute('data-counter', '0');

    const cards = page.locator('.card').filter({ has: page.locator('shop-add-to-cart') });
    const first = cards.nth(0);
    const second = cards.nth(1);
    const firstName = (await first.locator('.card__title').innerText()).trim();

    await first.getByRole('button', { name: 'В корзину' }).click();
    const toast = page.locator('shop-toaster').getByRole('status');
    await expect(toast).toContainText('Товар добавлен в');
    await expect(toast.getByRole('link', { name: 'корзину' })).toHaveAttribute('href', /\/cart$/);
    await expect(cartBadge(page)).toHaveAttribute('data-counter', '1');
    await expect(page.locator('shop-cart-total')).toHaveAttribute('data-cart-total', /₽/);

    await second.getByRole('button', { name: 'В корзину' }).click();
    await expect(cartBadge(page)).toHaveAttribute('data-counter', '2');
    await second.getByRole('button', { name: 'В корзину' }).click();
    await expect(cartBadge(page)).toHaveAttribute('data-counter', '3');

    await toast.getByRole('link', { name: 'корзину' }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    const cart = page.locator('shop-cart');
    await expect(cart).not.toHaveClass(/loading/);
    const lines = cart.locator('.line');
    await expect(lines).toHaveCount(2);
    await expect(lines.first().locator('.line__name')).toHaveText(firstName);
    await expect(lines.nth(1).getByRole('spinbutton', { name: 'Количество' })).toHaveValue('2');

    await lines.first().getByRole('button', { name: 'Увеличить количество' }).click();
    await expect(lines.first().getByRole('spinbutton')).toHaveValue('2');
    await expect(cartBadge(page)).toHaveAttribute('data-counter', '4');

    await lines.nth(1).getByRole('button', { name: 'Уменьшить количество' }).click();
    await expect(cartBadge(page)).toHaveAttribute('data-counter', '3');

    await lines
      .first()
      .getByRole('button', { name: /^Удалить/ })
      .click();
    await expect(lines).toHaveCount(1);
    await expect(cartBadge(page)).toHaveAttribute('data-counter', '1');

    await lines.first().getByRole('button', { name: 'Уменьшить количество' }).click();
    await expect(cart.getByRole('heading', { name: 'Корзина пуста' })).toBeVisible();
    await expect(cart.getByRole('link', { name: 'Продолжить покупки' })).toHaveAttribute('href', /\/$/);
    await expect(cartBadge(page)).toHaveAttribute('data-counter', '0');
    expect(errors).toEqual([]);
  });

  test("'place an order' leads to the checkout URL and reports order-success", async ({ page }) => {
    await page.goto('/catalog/plitka');
    await elementsReady(page);
    await page.locator('shop-add-to-cart button').first().click();
    await expect(cartBadge(page)).toHaveAttribute('data-counter', '1');
    await page.goto('/cart');
    await page.evaluate(() => {
      (window as unknown as { goals: string[] }).goals = [];
      document.addEventListener('shop-goal', (e) =>
        (window as unknown as { goals: string[] }).goals.push((e as CustomEvent).detail.name),
      );
    });
    const link = page.locator('shop-cart').getByRole('link', { name: 'Оформить заказ' });
    await expect(link).toHaveAttribute('href', /\/checkout$/);
    await page.evaluate(() =>
      document.addEventListener('click', (e) => e.preventDefault(), { once: true, capture: true }),
    );
    await link.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { goals: string[] }).goals))
      .toEqual(['order-success']);
  });

  test("the cart and the checkout keep the server markup's height while their data arrives, never the window's", async ({
    page,
  }) => {
    await page.goto('/catalog/plitka');
    await elementsReady(page);
    await page.locator('shop-add-to-cart button').first().click();
    await expect(cartBadge(page)).toHaveAttribute('data-counter', '1');
    // the cart's answers held back while `held` is pending: the element is ready and still waits for them
    let release = () => {};
    let held = Promise.resolve();
    await page.route('**/api/1/ru/cart', async (route) => {
      await held;
      await route.continue();
    });
    for (const [path, tag] of [
      ['/cart', 'shop-cart'],
      ['/checkout', 'shop-checkout'],
    ] as const) {
      held = new Promise<void>((resolve) => (release = resolve));
      await page.goto(path);
      const host = page.locator(tag);
      await expect(host).toHaveAttribute('ready', '');
      const heights = () =>
        host.evaluate((element) => ({
          host: element.getBoundingClientRect().height,
          markup: element.firstElementChild!.getBoundingClientRect().height,
          window: innerHeight,
        }));
      const waiting = await heights();
      // the window's height never reaches the element: a window twice as tall leaves it as it was
      const size = page.viewportSize()!;
      await page.setViewportSize({ width: size.width, height: size.height * 2 });
      const taller = await heights();
      await page.setViewportSize(size);
      expect(taller.window, path).toBe(waiting.window * 2);
      expect(taller.host, path).toBe(waiting.host);
      expect(Math.abs(waiting.host - waiting.markup), path).toBeLessThan(40); // the paragraph and its margins
      release();
    }
    // loaded, the one-line cart is as tall as what it shows
    await page.goto('/cart');
    const cart = page.locator('shop-cart');
    await expect(cart.locator('.line')).toHaveCount(1);
    const filled = await cart.evaluate((element) => ({
      host: element.getBoundingClientRect().height,
      shown: element.shadowRoot!.querySelector('.cart')!.getBoundingClientRect().height,
    }));
    expect(filled.host).toBeCloseTo(filled.shown, 0);
  });

  test('a second tab of the shop follows the first', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/catalog/dveri');
    await second.goto('/cart');
    await elementsReady(first);
    await elementsReady(second);
    await expect(second.locator('shop-cart').getByRole('heading', { name: 'Корзина пуста' })).toBeVisible();
    // the counter shows the fetched cart once the runtime, and with it the tab bridge, has started
    await expect(cartBadge(first)).toHaveAttribute('data-counter', '0');
    await first.locator('shop-add-to-cart button').first().click();
    await expect(cartBadge(second)).toHaveAttribute('data-counter', '1');
    await expect(second.locator('shop-cart .line')).toHaveCount(1);
    await second.locator('shop-cart').getByRole('button', { name: 'Увеличить количество' }).click();
    await expect(cartBadge(first)).toHaveAttribute('data-counter', '2');
  });

  test('a write without the XSRF header is refused with 419', async ({ page, request }) => {
    await page.goto('/');
    const refused = await page.request.post('/api/1/ru/cart/item', { data: { productId: 5, quantity: 1 } });
    expect(refused.status()).toBe(419);
    const stranger = await request.post('/api/1/ru/cart/item', {
      data: { productId: 5, quantity: 1 },
      headers: { 'X-XSRF-TOKEN': 'guess' },
    });
    expect(stranger.status()).toBe(419);
  });

  test('the mobile menu opens titled Меню and closes on Esc', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await elementsReady(page);
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const menu = page.getByRole('dialog', { name: 'Меню' });
    await expect(menu).toBeVisible();
    // the navigation is the author's markup, slotted into the dialog
    await expect(page.locator('shop-mobile-menu').getByRole('link', { name: 'Ламинат' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('the autoloader loads an element added to the page later, and adds one toaster', async ({ page }) => {
    await page.goto('/');
    await elementsReady(page);
    await expect(page.locator('shop-toaster')).toHaveCount(1);
    await page.evaluate(() => {
      const counter = document.createElement('shop-favorites-count');
      counter.setAttribute('count', '7');
      counter.id = 'late';
      document.body.append(counter);
    });
    await expect(page.locator('#late')).toHaveAttribute('data-counter', '7');
  });
});
