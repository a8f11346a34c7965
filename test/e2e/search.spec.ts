import { expect, test } from '@playwright/test';
import { elementsReady, watchErrors } from './helpers.ts';

test.describe('header search and stores (docs/behaviour/search.md)', () => {
  test('search by a word form, see the dropdown, open the full results page with Enter', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await elementsReady(page);
    const box = page.getByRole('combobox', { name: 'Поиск' });
    await box.fill('смесителей');
    const options = page.locator('shop-search').getByRole('option');
    await expect(options).toHaveCount(8);
    for (const name of await options.locator('.result__name').allInnerTexts())
      expect(name).toMatch(/^Смеситель /);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%D1%81/);
    await expect(page.locator('#cards .card').first()).toContainText('Смеситель');
    await expect(page.locator('.listing-total')).toHaveText('260 товаров');
    expect(errors).toEqual([]);
  });

  test('search by SKU and open a result with the keyboard', async ({ page }) => {
    await page.goto('/catalog/vanny');
    await elementsReady(page);
    const sku = (await page.locator('.card__sku').nth(2).innerText()).replace('Арт. ', '').trim();
    const name = (await page.locator('.card__title').nth(2).innerText()).trim();
    const box = page.getByRole('combobox', { name: 'Поиск' });
    await box.fill(sku.toLowerCase());
    const options = page.locator('shop-search').getByRole('option');
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText(`Арт. ${sku}`);
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('a query in the wrong keyboard layout, Esc and a click outside', async ({ page }) => {
    await page.goto('/');
    await elementsReady(page);
    const box = page.getByRole('combobox', { name: 'Поиск' });
    await box.fill('kfvbyfn');
    await expect(page.locator('shop-search .note')).toHaveText('Показаны результаты для «ламинат»');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(5, 500); // beside the dropdown
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('the stores page filters the list as the shopper types', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Адреса магазинов' }).click();
    await expect(page).toHaveURL(/\/stores$/);
    await elementsReady(page);
    const stores = page.locator('.store:visible');
    expect(await stores.count()).toBeGreaterThanOrEqual(20);
    await page
      .getByRole('searchbox', { name: 'Найти магазин по названию, адресу или метро' })
      .fill('марьино');
    await expect(stores).toHaveCount(1);
    await expect(page.locator('shop-store-list [role=status]')).toHaveText('Найден 1 магазин');
  });
});
