import { expect, test, type Page } from '@playwright/test';
import { elementsReady, watchErrors } from './helpers.ts';

const number = (text: string) => Number(text.replace(/[^\d]/g, ''));
const filters = (page: Page) => page.locator('shop-filters');
const floating = (page: Page) => filters(page).locator('.floating');
const section = (page: Page, name: string) =>
  filters(page)
    .locator('section')
    .filter({ has: page.getByRole('button', { name, exact: true }) });

test.describe('catalogue listing with filters (docs/behaviour/listing.md, docs/behaviour/states.md filters)', () => {
  test('tick two brands and a price range, watch the counts and the floating button, apply, remove a chip, reset', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/catalog/laminat');
    await elementsReady(page);
    await expect(page.locator('.listing-total')).toHaveText('260 товаров');

    const brands = section(page, 'Производитель');
    await brands.getByRole('button', { name: 'Производитель' }).click();
    const inStockCount = filters(page).locator('section[data-key="in_stock"] .option__count');
    const before = await inStockCount.innerText();
    await brands.getByRole('checkbox', { name: /^Egger/ }).check();
    await expect(floating(page)).toBeVisible();
    const afterOne = await floating(page).innerText();
    await expect(inStockCount).not.toHaveText(before);
    await brands.getByRole('checkbox', { name: /^Tarkett/ }).check();
    await expect(floating(page)).not.toHaveText(afterOne);

    const price = section(page, 'Цена, ₽');
    await price.getByRole('spinbutton', { name: /от/ }).fill('1000');
    // the count for the whole selection: the button already shows an earlier count while this one runs
    const lastCount = page.waitForResponse(
      (response) =>
        response.url().includes('catalog/get-filters') && /2500/.test(response.request().postData() ?? ''),
    );
    await price.getByRole('spinbutton', { name: /до/ }).fill('2500');
    await lastCount;
    await expect(filters(page)).not.toHaveAttribute('querying', /.*/);
    await expect(floating(page)).toHaveText(/^Показать \d+ товар/);
    // the button sits 20px to the right of the control changed last (once the new counts have arrived)
    await expect
      .poll(async () => {
        const control = await price.locator('.range').boundingBox();
        const button = await floating(page).boundingBox();
        return Math.abs(button!.x - (control!.x + control!.width + 20));
      })
      .toBeLessThan(2);
    const total = number(await floating(page).innerText());

    await floating(page).click();
    await expect(page).toHaveURL(
      /\/catalog\/laminat\?price_from=1000&price_to=2500&manufacturers=Egger&manufacturers=Tarkett$/,
    );
    await elementsReady(page);
    await expect(page.locator('.listing-total')).toHaveText(new RegExp(`^${total} товар`));
    const cards = page.locator('#cards .card');
    await expect(cards).toHaveCount(Math.min(total, 48));
    for (const card of await cards.all()) {
      await expect(card.locator('.card__title')).toHaveText(/ (Egger|Tarkett) /);
      const value = number(await card.locator('.price').first().innerText());
      expect(value).toBeGreaterThanOrEqual(1000);
      expect(value).toBeLessThanOrEqual(2500);
    }
    const chips = filters(page).locator('.chip');
    await expect(chips).toHaveText(['1000 - 2500×', 'Egger×', 'Tarkett×']);

    await chips.filter({ hasText: 'Egger' }).click();
    await expect(page).toHaveURL(/\/catalog\/laminat\?price_from=1000&price_to=2500&manufacturers=Tarkett$/);
    await elementsReady(page);
    await expect(filters(page).locator('.chip')).toHaveText(['1000 - 2500×', 'Tarkett×']);
    for (const title of await page.locator('#cards .card__title').allInnerTexts())
      expect(title).toContain('Tarkett');

    await filters(page).getByRole('button', { name: 'Сбросить фильтры' }).click();
    await expect(
      section(page, 'Производитель').getByRole('checkbox', { name: /^Tarkett/ }),
    ).not.toBeChecked();
    await expect(price.getByRole('spinbutton', { name: /от/ })).toHaveValue('');
    await expect(floating(page)).toHaveCount(0);
    await expect(filters(page).locator('.footer__show')).toHaveText('Показать 260 товаров');
    await filters(page).locator('.footer__show').click();
    await expect(page).toHaveURL(/\/catalog\/laminat$/);
    expect(errors).toEqual([]);
  });

  test('a listing URL opened directly shows the filters, chips and products', async ({ page }) => {
    await page.goto('/catalog/laminat?in_stock=1&manufacturers=Classen');
    await elementsReady(page);
    await expect(filters(page).locator('.chip')).toHaveText(['В наличии×', 'Classen×']);
    await expect(section(page, 'Производитель').getByRole('checkbox', { name: /^Classen/ })).toBeChecked();
    for (const card of await page.locator('#cards .card').all()) {
      await expect(card.locator('.card__title')).toContainText('Classen');
      await expect(card.locator('.card__stock')).toHaveText('В наличии');
    }
  });

  test('sort, view toggle and show more', async ({ page }) => {
    await page.goto('/catalog/dveri?page=2');
    await elementsReady(page);
    await page.locator('shop-sort select').selectOption('price');
    await expect(page).toHaveURL(/\/catalog\/dveri\?sort=price&order=asc$/);
    await elementsReady(page);
    const prices = (await page.locator('#cards .card .price:not(.price--old)').allInnerTexts()).map(number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await page.locator('shop-sort select').selectOption('rating');
    await expect(page).toHaveURL(/\?sort=rating&order=desc$/);
    await elementsReady(page);

    await page.getByRole('button', { name: 'Списком' }).click();
    await expect(page.locator('#cards')).toHaveClass(/\blist\b/);
    await expect(page.getByRole('button', { name: 'Списком' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Плиткой' }).click();
    await expect(page.locator('#cards')).not.toHaveClass(/\blist\b/);

    const more = page.locator('shop-show-more button');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#category-text')).toHaveClass(/expanded/);
  });

  test('on a phone the filters open as a modal panel', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/catalog/laminat');
    await elementsReady(page);
    await filters(page).getByRole('button', { name: 'Фильтры' }).click();
    const dialog = page.getByRole('dialog', { name: 'Фильтры' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: /^В наличии/ }).check();
    await expect(dialog.locator('.footer__show')).toHaveText(/^Показать \d+ товар/);
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toBeHidden();
  });
});
