import { expect, test } from '@playwright/test';
import { elementsReady, watchErrors } from './helpers.ts';

/** Product 7 of the demo catalogue has a price and none in stock; it is on the first page of /catalog/laminat. */
const OUT_OF_STOCK = 7;

test.describe('goods out of stock on a listing (docs/behaviour/product.md notify when available, docs/behaviour/states.md add to cart, docs/behaviour/errors.md)', () => {
  test("a card out of stock offers 'Сообщить о поступлении' instead of 'В корзину', and its modal sends the enquiry", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/catalog/laminat');
    await elementsReady(page);
    const card = page.locator(`.card[data-product-id="${OUT_OF_STOCK}"]`);
    await expect(card.locator('.card__stock')).toHaveText('Нет в наличии');
    await expect(card.getByRole('button', { name: 'В корзину' })).toHaveCount(0);
    const name = (await card.locator('.card__title').innerText()).trim();

    await card.getByRole('button', { name: 'Сообщить о поступлении' }).click();
    const dialog = page.getByRole('dialog', { name: 'Сообщить о поступлении' });
    await expect(dialog.locator('[part=name]')).toHaveText(name);
    const stamp = `Анна ${Date.now()}`;
    await dialog.getByLabel('Имя').fill(stamp);
    await dialog.getByLabel('Телефон').pressSequentially('89161234567');
    await expect(dialog.getByLabel('Телефон')).toHaveValue('+7 (916) 123 45 67');
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Заявка успешно отправлена');

    await page.goto('/demo/inbox');
    const entry = page.locator('.inbox__item', { hasText: stamp });
    await expect(entry).toHaveAttribute('data-form', 'available');
    await expect(entry).toContainText('+7 (916) 123 45 67');
    expect(errors).toEqual([]);
  });

  test('a product out of stock placed in shop-add-to-cart anyway is refused with the generic error, never added', async ({
    page,
  }) => {
    const errors = watchErrors(page, [/add to cart failed|422/]);
    await page.goto('/catalog/laminat');
    await elementsReady(page);
    await page.evaluate((id) => {
      const element = document.createElement('shop-add-to-cart');
      element.setAttribute('product-id', String(id));
      element.innerHTML = '<button type="button">В корзину</button>';
      document.querySelector('main')!.prepend(element);
    }, OUT_OF_STOCK);
    await page.locator('main > shop-add-to-cart').getByRole('button', { name: 'В корзину' }).click();
    const toasts = page.locator('shop-toaster').getByRole('status');
    await expect(toasts).toContainText('Что-то пошло не так. Попробуйте ещё раз.');
    await expect(toasts).not.toContainText('Товар добавлен');
    await expect(page.locator('shop-cart-count')).toHaveAttribute('data-counter', '0');
    expect(errors).toEqual([]);
    expect(errors.expected).toContainEqual(
      expect.stringContaining('[shop-elements] add to cart failed: ApiError: HTTP 422'),
    );
  });
});
