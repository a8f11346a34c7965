import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseSuggestion, elementsReady, storeApi, watchErrors } from './helpers.ts';

/** Puts products in this shopper's cart through the store API, the way the add-to-cart buttons do. */
async function fillCart(page: Page, lines: [productId: number, quantity: number][]) {
  await page.goto('/');
  for (const [productId, quantity] of lines)
    await storeApi(page, 'POST', '/api/1/ru/cart/item', { productId, quantity });
}

async function openCheckout(page: Page): Promise<Locator> {
  await page.goto('/checkout');
  await elementsReady(page);
  const checkout = page.locator('shop-checkout');
  await expect(checkout.getByRole('button', { name: 'Оформить заказ' })).toBeVisible();
  return checkout;
}

async function fillProfile(checkout: Locator) {
  await checkout.getByLabel('Телефон').first().pressSequentially('9161234567');
  await checkout.getByLabel('ФИО', { exact: false }).first().fill('Иван Петров');
  await checkout.getByLabel('E-mail').fill('ivan@example.ru');
}

const summaryLine = (checkout: Locator, line: string) => checkout.locator(`[data-line="${line}"] dd`);

test.describe('checkout (docs/behaviour/checkout.md, docs/behaviour/data.md order, docs/behaviour/states.md checkout, docs/behaviour/constants.md)', () => {
  test('pickup in Moscow paid by transfer', async ({ page }) => {
    const errors = watchErrors(page);
    await fillCart(page, [[14, 2]]);
    const checkout = await openCheckout(page);
    await expect(checkout.locator('.summary__count')).toHaveText('2 товара');
    await fillProfile(checkout);
    await chooseSuggestion(checkout, 'Населённый пункт', 'Москва');
    await checkout.getByRole('radio', { name: 'Самовывоз' }).check();
    await expect(summaryLine(checkout, 'delivery')).toHaveText(/250/);
    await expect(checkout.getByRole('radio', { name: 'Переводом по счёту' })).toBeChecked();
    await checkout.getByRole('button', { name: 'Оформить заказ' }).click();
    await expect(page).toHaveURL(/\/order\/\d+\?token=/);
    await expect(page.locator('.order-page__status')).toHaveText('Оплата переводом: счёт придёт на e-mail');
    await expect(page.locator('.order-page__details')).toContainText('Самовывоз: г Москва');
    expect(errors).toEqual([]);
  });

  test("the address suggestions' code comes when an address field gets the focus, not with the page (docs/loading.md)", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const adapters: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/suggest-[\w-]+\.js$/.test(request.url())) adapters.push(request.url());
    });
    await fillCart(page, [[14, 1]]);
    const checkout = await openCheckout(page);
    expect(adapters).toEqual([]);
    await checkout.getByRole('combobox', { name: 'Населённый пункт' }).focus();
    await expect.poll(() => adapters.length).toBe(1);
    await chooseSuggestion(checkout, 'Населённый пункт', 'Москва');
    expect(adapters).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('delivery inside the ring with lift to floor 5 without elevator', async ({ page }) => {
    const errors = watchErrors(page);
    await fillCart(page, [[14, 1]]);
    const checkout = await openCheckout(page);
    await fillProfile(checkout);
    await chooseSuggestion(checkout, 'Населённый пункт', 'Москва');
    await checkout.getByRole('radio', { name: 'Доставка по Москве и области' }).check();
    await chooseSuggestion(checkout, 'Улица, дом', 'Тверская 5');
    await expect(checkout.locator('.map')).toHaveAttribute('data-point', /^55\.\d+,37\.\d+$/);
    await expect(checkout).toHaveAttribute('zone', 'a');
    await expect(checkout.locator('[data-line="delivery"] dt')).toHaveText('Доставка в пределах МКАДа');
    await checkout.getByRole('switch', { name: 'Подъём на этаж' }).check();
    await checkout.getByRole('checkbox', { name: 'Нет лифта' }).check();
    await checkout.getByLabel('Этаж', { exact: true }).selectOption({ label: '5-й этаж' });
    // the 0–50 kg tier: 200 × floor 5, no porter surcharge inside the ring
    await expect(summaryLine(checkout, 'lift')).toHaveText('1 000 ₽');
    await checkout.getByRole('button', { name: 'Оформить заказ' }).click();
    await expect(page).toHaveURL(/\/order\/\d+\?token=/);
    await expect(page.locator('.order-page__details')).toContainText('5-й этаж, без лифта');
    await expect(page.locator('.order-costs')).toContainText('Доставка в пределах МКАДа');
    expect(errors).toEqual([]);
  });

  test('delivery outside the ring with a route and card payment through the bank stand-in', async ({
    page,
  }) => {
    // the bank stand-in page has no icon, so the browser's own /favicon.ico request answers 404
    const errors = watchErrors(page, [/Failed to load resource: .*404/]);
    await fillCart(page, [[14, 1]]);
    const checkout = await openCheckout(page);
    await fillProfile(checkout);
    await chooseSuggestion(checkout, 'Населённый пункт', 'Москва');
    await checkout.getByRole('radio', { name: 'Доставка по Москве и области' }).check();
    const map = checkout.locator('.map:has(.ol-viewport)');
    await expect(map).toBeVisible(); // the map's chunk loads when courier delivery is chosen
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-rendered', ''); // the map takes clicks from its first frame on
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + 10, box.y + box.height / 2);
    await expect(map).toHaveAttribute('data-ring', 'shown');
    await expect(map).toHaveAttribute('data-route-points', /^\d+$/);
    await expect(checkout.getByRole('combobox', { name: 'Улица, дом' })).not.toHaveValue('');
    await expect(checkout.locator('[data-line="delivery"] dt')).toHaveText('Доставка по московской области');
    await checkout.getByRole('radio', { name: 'Картой онлайн' }).check();
    await checkout.getByRole('button', { name: 'Оформить заказ' }).click();
    await expect(page).toHaveURL(/\/stand-in\/bank\//);
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await expect(page).toHaveURL(/\/order\/\d+/);
    await expect(page.locator('.order-page__status')).toHaveText('Оплачен картой');
    await expect(page.locator('.order-costs')).toContainText('Доставка по московской области');
    expect(errors).toEqual([]);
  });

  test('a non-Moscow locality offers only the transport company', async ({ page }) => {
    const errors = watchErrors(page);
    await fillCart(page, [[14, 1]]);
    const checkout = await openCheckout(page);
    await fillProfile(checkout);
    await chooseSuggestion(checkout, 'Населённый пункт', 'Тверь');
    const types = checkout.locator('[data-block="delivery-type"]').getByRole('radio');
    await expect(types).toHaveCount(1);
    await expect(checkout.getByRole('radio', { name: 'До транспортной компании' })).toBeVisible();
    await checkout.getByRole('radio', { name: 'До транспортной компании' }).check();
    await expect(checkout.locator('[data-line="delivery"] dt')).toHaveText('До транспортной компании');
    await checkout.getByRole('button', { name: 'Оформить заказ' }).click();
    await expect(page).toHaveURL(/\/order\/\d+\?token=/);
    await expect(page.locator('.order-page__details')).toContainText(
      'До транспортной компании: Тверская обл, г Тверь',
    );
    expect(errors).toEqual([]);
  });

  test('an organization with INN and installation selected', async ({ page }) => {
    const errors = watchErrors(page);
    await fillCart(page, [
      [1, 1],
      [14, 1],
    ]);
    const checkout = await openCheckout(page);
    await fillProfile(checkout);
    await checkout.getByRole('radio', { name: 'Юридическое лицо' }).check();
    await checkout.getByLabel('ИНН').fill('7707083893');
    await checkout.getByRole('switch', { name: 'Монтаж' }).check();
    await checkout.getByRole('checkbox', { name: /^Монтаж: / }).check();
    await expect(summaryLine(checkout, 'installation')).toHaveText('800 ₽');
    await chooseSuggestion(checkout, 'Населённый пункт', 'Москва');
    await checkout.getByRole('radio', { name: 'Самовывоз' }).check();
    await checkout.getByRole('button', { name: 'Оформить заказ' }).click();
    await expect(page).toHaveURL(/\/order\/\d+\?token=/);
    await expect(page.locator('.order-costs')).toContainText('Монтаж');
    expect(errors).toEqual([]);
  });

  test('a failed submit keeps everything, also across a reload', async ({ page }) => {
    const errors = watchErrors(page, [/500|the order could not be placed/]);
    await fillCart(page, [[14, 1]]);
    const checkout = await openCheckout(page);
    await fillProfile(checkout);
    await chooseSuggestion(checkout, 'Населённый пункт', 'Москва');
    await checkout.getByRole('radio', { name: 'Самовывоз' }).check();
    await checkout.getByRole('switch', { name: /Остались вопросы/ }).check();
    await checkout.getByLabel('Когда вам позвонить?').selectOption({ label: 'В течение 20 минут' });
    let refused = 0;
    await page.route('**/api/1/ru/orders', async (route) => {
      refused += 1;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' });
    });
    await checkout.getByRole('button', { name: 'Оформить заказ' }).click();
    await expect(
      page.locator('shop-toaster').getByText('Что-то пошло не так. Попробуйте ещё раз.'),
    ).toBeVisible();
    expect(refused).toBe(1);
    expect(errors.expected).toContainEqual(
      expect.stringContaining('[shop-elements] the order could not be placed: ApiError: HTTP 500'),
    );
    await expect(checkout.getByLabel('ФИО', { exact: false }).first()).toHaveValue('Иван Петров');
    await page.unroute('**/api/1/ru/orders');

    await page.reload();
    await elementsReady(page);
    await expect(checkout.getByLabel('Телефон').first()).toHaveValue('+7 (916) 123 45 67');
    await expect(checkout.getByLabel('ФИО', { exact: false }).first()).toHaveValue('Иван Петров');
    await expect(checkout.getByLabel('E-mail')).toHaveValue('ivan@example.ru');
    await expect(checkout.getByRole('combobox', { name: 'Населённый пункт' })).toHaveValue('г Москва');
    await expect(checkout.getByRole('radio', { name: 'Самовывоз' })).toBeChecked();
    await expect(checkout.getByLabel('Когда вам позвонить?')).toHaveValue('20');
    await checkout.getByRole('button', { name: 'Оформить заказ' }).click();
    await expect(page).toHaveURL(/\/order\/\d+\?token=/);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(errors).toEqual([]);
  });
});
