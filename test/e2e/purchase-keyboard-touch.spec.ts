import { expect, test, type Page } from '@playwright/test';
import { elementsReady, watchErrors } from './helpers.ts';

/** Product 14 of the demo catalogue: in stock, 2 429 ₽, 18.4 kg (the lift's 0–50 kg tier). */
const SKU = 'LAM-100098';

/** What has the keyboard focus, looking into the elements' shadow roots. */
function focused(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const element = active as HTMLInputElement | null;
    const label = element?.labels?.[0]?.textContent ?? '';
    return {
      tag: element?.localName ?? '',
      id: element?.id ?? '',
      name: element?.getAttribute('name') ?? '',
      type: element?.getAttribute('type') ?? '',
      role: element?.getAttribute('role') ?? '',
      text: `${element?.getAttribute('aria-label') ?? ''} ${label} ${element?.textContent ?? ''}`
        .replace(/\s+/g, ' ')
        .trim(),
    };
  });
}
type Focused = Awaited<ReturnType<typeof focused>>;

/** Presses Tab until the focused control is the one wanted, as a keyboard shopper does. */
async function tabTo(page: Page, wanted: (control: Focused) => boolean, what: string, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (wanted(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${what} not reached with ${limit} presses of Tab`);
}

/** The order the store received, as the element sent it (the demo orders page shows the payload). */
async function receivedOrder(page: Page, id: string) {
  await page.goto('/demo/orders');
  const payload = await page.locator(`.orders-demo__order[data-order-id="${id}"] pre`).textContent();
  return JSON.parse(payload ?? '{}') as {
    phone: string;
    payment_method: string;
    delivery_type: string;
    lift_data?: { lift_level: number };
    delivery_details: Record<string, unknown>;
  };
}

test.describe('a whole purchase off the mouse path', () => {
  test('with the keyboard only: search → product → cart → checkout (courier, lift without elevator to floor 5, card) → the bank → the order', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page, [/Failed to load resource: .*404/]); // the bank page has no icon
    await page.goto('/');
    await elementsReady(page);

    await tabTo(page, (c) => c.role === 'combobox' && c.text.includes('Поиск'), 'the search box');
    await page.keyboard.type(SKU);
    await expect(page.locator('shop-search').getByRole('option')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\//);
    await elementsReady(page);

    await tabTo(page, (c) => c.tag === 'button' && c.text === 'В корзину', "'В корзину'");
    await page.keyboard.press('Enter');
    const toast = page.locator('shop-toaster').getByRole('status');
    await expect(toast).toContainText('Товар добавлен в корзину');
    expect((await focused(page)).text).toBe('В корзину'); // the focus stayed on the button
    await page.keyboard.press('Alt+KeyT');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'корзину' });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart$/);
    await elementsReady(page);

    await tabTo(page, (c) => c.tag === 'a' && c.text === 'Оформить заказ', "'Оформить заказ'");
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);
    await elementsReady(page);
    const checkout = page.locator('shop-checkout');
    await expect(checkout.getByRole('button', { name: 'Оформить заказ' })).toBeVisible();

    const to = (id: string) => tabTo(page, (c) => c.id === id, `#${id}`);
    await to('checkout-phone');
    await page.keyboard.type('+7 916 123-45-67');
    await to('checkout-name');
    await page.keyboard.type('Иван Петров-Водкин');
    await to('checkout-email');
    await page.keyboard.type('ivan@example.ru');
    await to('checkout-locality');
    await page.keyboard.type('Москва');
    await expect(checkout.getByRole('combobox', { name: 'Населённый пункт' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, (c) => c.name === 'delivery_type', 'the delivery types');
    while ((await focused(page)).text !== 'Доставка по Москве и области')
      await page.keyboard.press('ArrowDown');
    await expect(checkout.getByRole('radio', { name: 'Доставка по Москве и области' })).toBeChecked();
    await expect(checkout.locator('.map')).toHaveAttribute('data-rendered', '');

    await to('checkout-street');
    await page.keyboard.type('Тверская 5');
    await expect(checkout.getByRole('option').first()).toContainText('Тверская, д 5');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(checkout.locator('.map')).toHaveAttribute('data-point', /^55\.\d+,37\.\d+$/);
    await to('checkout-flat');
    await page.keyboard.type('12');
    await to('checkout-entrance');
    await page.keyboard.type('2');
    await tabTo(page, (c) => c.text === 'Добавить комментарий для курьера', 'the comment button');
    await page.keyboard.press('Enter');
    await to('checkout-comment');
    await page.keyboard.type('Домофон 12-3, вход со двора +');
    await tabTo(page, (c) => c.name === 'payment_method', 'the payment methods');
    await page.keyboard.press('ArrowUp');
    await expect(checkout.getByRole('radio', { name: 'Картой онлайн' })).toBeChecked();
    await tabTo(page, (c) => c.name === 'isRiseFloor', "'Подъём на этаж'");
    await page.keyboard.press('Space');
    await tabTo(page, (c) => c.name === 'isNotElevator', "'Нет лифта'");
    await page.keyboard.press('Space');
    await to('checkout-floor');
    for (let floor = 2; floor <= 5; floor++) await page.keyboard.press('ArrowDown');
    await expect(checkout.getByLabel('Этаж', { exact: true })).toHaveValue('5');
    // the 0–50 kg tier: 200 × floor 5, inside the ring no porter surcharge
    await expect(checkout.locator('[data-line="lift"] dd')).toHaveText('1 000 ₽');
    await tabTo(page, (c) => c.name === 'isTakesAnotherPerson', "'Заказ получит другой человек'");
    await page.keyboard.press('Space');
    await to('checkout-recipient-phone');
    await page.keyboard.type('89160001122');
    await to('checkout-recipient-name');
    await page.keyboard.type('Анна Петрова');
    await expect(checkout.getByRole('radio', { name: 'Картой онлайн' })).toBeChecked();
    await tabTo(page, (c) => c.type === 'submit', "'Оформить заказ'");
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/stand-in\/bank\//);
    await tabTo(page, (c) => c.text === 'Оплатить', "the bank's 'Оплатить'");
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/order\/\d+/);
    await expect(page.locator('.order-page__status')).toHaveText('Оплачен картой');
    const details = page.locator('.order-page__details');
    for (const shown of [
      /\+79161234567/,
      /ул Тверская, д 5/,
      /Квартира \/ офис\s+12/,
      /Подъезд\s+2/,
      /Когда\s+16:00 - 18:00/,
      /Домофон 12-3, вход со двора \+/,
      /5-й этаж, без лифта/,
      /Анна Петрова, \+79160001122/,
      /Картой онлайн/,
    ])
      await expect(details).toHaveText(shown);
    const id = /\/order\/(\d+)/.exec(page.url())![1]!;

    const order = await receivedOrder(page, id);
    expect(order.payment_method).toBe('tbank_card');
    expect(order.phone).toBe('79161234567');
    expect(order.lift_data).toEqual({ lift_level: 5, lift_price: 1000 });
    expect(order.delivery_details).toMatchObject({
      isNotElevator: true,
      raiseOnFloor: 5,
      flat: 12,
      entrance: 2,
      recipientPhone: '79160001122',
    });
    expect(errors).toEqual([]);
  });
});

test.describe('a whole purchase on a 375 px touch screen', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('taps: search → product → cart → checkout (courier, lift without elevator to floor 3, card) → the bank → the order', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page, [/Failed to load resource: .*404/]);
    await page.goto('/');
    await elementsReady(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);

    const search = page.getByRole('combobox', { name: 'Поиск' });
    await search.tap();
    await page.keyboard.type(SKU);
    const result = page.locator('shop-search').getByRole('option');
    await expect(result).toHaveCount(1);
    await result.tap();
    await expect(page).toHaveURL(/\/product\//);
    await elementsReady(page);

    await page.locator('shop-product-form').getByRole('button', { name: 'В корзину' }).tap();
    await page.locator('shop-toaster').getByRole('link', { name: 'корзину' }).tap();
    await expect(page).toHaveURL(/\/cart$/);
    await elementsReady(page);
    await page.locator('shop-cart').getByRole('link', { name: 'Оформить заказ' }).tap();
    await expect(page).toHaveURL(/\/checkout$/);
    await elementsReady(page);

    const checkout = page.locator('shop-checkout');
    const phone = checkout.getByLabel('Телефон').first();
    await phone.tap();
    await page.keyboard.insertText('8 (916) 123-45-67'); // pasted from the contacts
    await expect(phone).toHaveValue(/^\+7 \(916\) 123 45 67/);
    await checkout.getByLabel('ФИО', { exact: false }).first().tap();
    await page.keyboard.type('Иван Петров');
    await checkout.getByLabel('E-mail').tap();
    await page.keyboard.type('ivan@example.ru');
    const locality = checkout.getByRole('combobox', { name: 'Населённый пункт' });
    await locality.tap();
    await page.keyboard.type('Москва');
    await checkout.getByRole('option').first().tap();
    await checkout.getByRole('radio', { name: 'Доставка по Москве и области' }).tap();
    const street = checkout.getByRole('combobox', { name: 'Улица, дом' });
    await street.tap();
    await page.keyboard.type('Арбат 10');
    await expect(checkout.getByRole('option').first()).toContainText('Арбат, д 10');
    await checkout.getByRole('option').first().tap();
    await expect(checkout.locator('.map')).toHaveAttribute('data-point', /^55\.\d+,37\.\d+$/);
    await checkout.getByRole('radio', { name: 'Картой онлайн' }).tap();
    await checkout.getByRole('switch', { name: 'Подъём на этаж' }).tap();
    await checkout.getByRole('checkbox', { name: 'Нет лифта' }).tap();
    await expect(checkout.locator('[data-line="lift"]')).toHaveCount(0); // no charge before a floor
    await checkout.getByLabel('Этаж', { exact: true }).selectOption({ label: '3-й этаж' });
    await expect(checkout.locator('[data-line="lift"] dd')).toHaveText('600 ₽');
    await checkout.getByRole('button', { name: 'Оформить заказ' }).tap();

    await expect(page).toHaveURL(/\/stand-in\/bank\//);
    await page.getByRole('button', { name: 'Оплатить' }).tap();
    await expect(page).toHaveURL(/\/order\/\d+/);
    await expect(page.locator('.order-page__status')).toHaveText('Оплачен картой');
    await expect(page.locator('.order-page__details')).toContainText('3-й этаж, без лифта');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    const id = /\/order\/(\d+)/.exec(page.url())![1]!;

    const order = await receivedOrder(page, id);
    expect(order.payment_method).toBe('tbank_card');
    expect(order.phone).toBe('79161234567');
    expect(order.lift_data).toEqual({ lift_level: 3, lift_price: 600 });
    expect(order.delivery_details).toMatchObject({ isNotElevator: true, raiseOnFloor: 3 });
    expect(errors).toEqual([]);
  });
});
