import { expect, test, type Page } from '@playwright/test';
import { cartBadge, elementsReady, watchErrors } from './helpers.ts';

/** product 1: five pictures, in stock, 3 499 ₽, installation from 800 ₽; product 7: out of stock, 2 599 ₽ */
const IN_STOCK = '/product/laminat-classen-nordic-chernyy-1';
const OUT_OF_STOCK = '/product/laminat-egger-vintage-dub-naturalnyy-7';

const gallery = (page: Page) => page.locator('shop-gallery');
/** the picture whose left edge is at the main carousel's left edge */
const shownPicture = (page: Page) =>
  page.evaluate(() => {
    const host = document.querySelector('shop-gallery')!;
    const main = host.shadowRoot!.querySelector('[part=main]')!.getBoundingClientRect();
    return [...host.querySelectorAll(':scope > a')].findIndex(
      (a) => Math.abs(a.getBoundingClientRect().left - main.left) < 2,
    );
  });

test.describe('the product page (docs/behaviour/product.md)', () => {
  test('page the gallery and the lightbox, set quantity 3 and add to the cart, switch tabs by keyboard', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(IN_STOCK);
    await elementsReady(page);

    // gallery: arrows, thumbnails, lightbox
    await gallery(page).getByRole('button', { name: 'Вперёд' }).first().click();
    await expect.poll(() => shownPicture(page)).toBe(1);
    await gallery(page).getByRole('button', { name: 'Показать фото 4 из 5' }).click();
    await expect.poll(() => shownPicture(page)).toBe(3);
    await expect(gallery(page)).toHaveAttribute('index', '3');
    await gallery(page)
      .getByRole('link', { name: /фото 4/ })
      .click();
    const lightbox = gallery(page).getByRole('dialog', { name: 'Фотографии товара' });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.locator('.lightbox__counter')).toHaveText('4 из 5');
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.locator('.lightbox__counter')).toHaveText('5 из 5');
    await lightbox.getByRole('button', { name: 'Назад' }).click();
    await expect(lightbox.locator('.lightbox__counter')).toHaveText('4 из 5');
    await lightbox.getByRole('button', { name: 'Закрыть' }).click();
    await expect(lightbox).toBeHidden();
    await expect.poll(() => shownPicture(page)).toBe(3);

    // quantity 3 and add to cart
    const buy = page.locator('shop-product-form');
    await buy.getByRole('button', { name: 'Увеличить количество' }).click();
    await buy.getByRole('button', { name: 'Увеличить количество' }).click();
    await expect(buy.getByRole('spinbutton', { name: 'Количество' })).toHaveValue('3');
    await expect(buy.locator('[data-total]')).toHaveText(/^10\s497\s₽$/);
    await buy.getByRole('button', { name: 'В корзину' }).click();
    const toast = page.locator('shop-toaster').getByRole('status');
    await expect(toast).toContainText('Товар добавлен в');
    await expect(cartBadge(page)).toHaveAttribute('data-counter', '3');

    // tabs by keyboard
    const tabs = page.locator('shop-tabs');
    await tabs.getByRole('tab', { name: 'Описание' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Характеристики' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tabs.getByRole('tab', { name: 'Характеристики' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tabpanel', { name: 'Характеристики' })).toBeVisible();
    await expect(tabs.getByRole('tabpanel', { name: 'Описание' })).toBeHidden();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.getByRole('tab', { name: /^Отзывы/ })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.getByRole('tab', { name: 'Описание' })).toBeFocused();

    // a tab link selects its tab and scrolls to it
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: /отзыв/ }).click();
    await expect(tabs.getByRole('tab', { name: /^Отзывы/ })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tabpanel', { name: /^Отзывы/ })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: /^Отзывы/ })).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test('the first picture is visible before the elements load and stays in place after (no layout shift)', async ({
    page,
  }) => {
    // the script, not dist/shop-elements.css: the stylesheet is what the page has before the script runs
    const script = (url: URL) => url.pathname.startsWith('/dist/') && url.pathname.endsWith('.js');
    await page.route(script, (route) => route.abort());
    await page.goto(IN_STOCK);
    const first = page.locator('shop-gallery img').first();
    await expect(first).toBeVisible();
    await expect(page.locator('shop-gallery img').nth(1)).toBeHidden();
    const before = await first.boundingBox();
    const tabsBefore = await page.locator('shop-tabs').boundingBox();
    await page.unroute(script);
    await page.goto(IN_STOCK);
    await elementsReady(page);
    expect(await first.boundingBox()).toEqual(before);
    const tabsAfter = await page.locator('shop-tabs').boundingBox();
    expect(Math.abs(tabsAfter!.y - tabsBefore!.y)).toBeLessThanOrEqual(1);
  });

  test('tooltip and popover on the installation price', async ({ page }) => {
    await page.goto(IN_STOCK);
    await elementsReady(page);
    await page.getByRole('button', { name: 'О цене монтажа' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(/Точную стоимость мастер назовёт/);
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toBeHidden();
    const opener = page.getByRole('button', { name: 'Что входит в монтаж' });
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#install-details')).toBeVisible();
    await page.locator('h1').click();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#install-details')).toBeHidden();
  });

  test('compare and favourite toggles show the current state and move the header counters', async ({
    page,
  }) => {
    await page.goto(IN_STOCK);
    await elementsReady(page);
    const compare = page.locator('.product__toggles').getByRole('button', { name: 'Сравнить' });
    const favorite = page.locator('.product__toggles').getByRole('button', { name: 'В избранное' });
    await expect(compare).toHaveAttribute('aria-pressed', 'false');
    await compare.click();
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('shop-compare-count')).toHaveAttribute('data-counter', '1');
    const toast = page.locator('shop-toaster').getByRole('status');
    await expect(toast.getByRole('link', { name: 'Перейти к сравнению' })).toHaveAttribute(
      'href',
      /\/compare$/,
    );
    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('shop-favorites-count')).toHaveAttribute('data-counter', '1');
    await page.reload();
    await elementsReady(page);
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('shop-favorites-count')).toHaveAttribute('data-counter', '0');
  });

  test("a product out of stock: 'notify when available' is sent and found in the inbox", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(OUT_OF_STOCK);
    await elementsReady(page);
    await expect(page.locator('shop-product-form')).toHaveCount(0);
    const opener = page.getByRole('button', { name: 'Сообщить о поступлении' });
    await opener.click();
    const modal = page.getByRole('dialog', { name: 'Сообщить о поступлении' });
    await expect(modal).toBeVisible();
    await expect(modal.locator('[part=price]')).toHaveText(/^Стоимость: 2\s599\s₽$/);
    const name = `Покупатель ${Date.now()}`;
    await modal.getByLabel('Имя').fill(name);
    await modal.getByLabel('Телефон').pressSequentially('9161234567');
    await modal.getByLabel('Сообщение').fill('Сообщите, когда появится');
    await modal.getByRole('checkbox', { name: 'Я не робот' }).check();
    await expect(modal.getByText('Проверка пройдена')).toBeVisible();
    await modal.getByRole('button', { name: 'Отправить' }).click();
    await expect(modal.getByText('Заявка успешно отправлена')).toBeVisible();
    await expect(modal.locator('form')).toHaveCount(0);
    await modal.getByRole('button', { name: 'Закрыть' }).click();
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();

    await page.goto('/demo/inbox');
    const entry = page.locator('.inbox__item[data-form="available"]').filter({ hasText: name });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Ламинат Egger Vintage');
    await expect(entry).toContainText('+7 (916) 123 45 67');
    expect(errors).toEqual([]);
  });
});
