import { expect, test } from '@playwright/test';
import { elementsReady, watchErrors } from './helpers.ts';

const PAGES = [
  '/',
  '/catalog/laminat',
  '/product/laminat-tarkett-natura-chernyy-14',
  '/search?q=ламинат',
  '/cart',
  '/checkout',
  '/compare',
  '/wishlist',
  '/login',
  '/register',
  '/password/reset',
  '/montazh',
  '/contacts',
  '/calculators',
  '/stores',
];

test.describe('the store on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test('no page scrolls sideways; the header keeps the menu, the logo, the cart and the search on screen', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const path of PAGES) {
      await page.goto(path);
      await elementsReady(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width}px wide`).toBe(320);
      for (const control of [
        page.getByRole('button', { name: 'Открыть меню' }),
        page.getByRole('link', { name: 'СтройДом' }),
        page.locator('.site-header').getByRole('link', { name: /Корзина/ }),
        page.getByRole('combobox', { name: 'Поиск' }),
      ]) {
        const box = (await control.boundingBox())!;
        expect(box.x >= 0 && box.x + box.width <= 320, `${path}: ${String(control)} on screen`).toBe(true);
      }
    }
  });

  test('every header link is reachable through the menu: sign-in, cart, compare, favourites, stores and the categories', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await elementsReady(page);
    const opener = page.getByRole('button', { name: 'Открыть меню' });
    const dialog = page.getByRole('dialog', { name: 'Меню' });
    // the links are the page's own markup, slotted into the menu's dialog
    const menu = page.locator('shop-mobile-menu');
    for (const [name, url] of [
      ['Войти', /\/login$/],
      ['Корзина', /\/cart$/],
      ['Сравнение', /\/compare$/],
      ['Избранное', /\/wishlist$/],
      ['Адреса магазинов', /\/stores$/],
      ['Ламинат', /\/catalog\/laminat$/],
    ] as const) {
      await opener.tap();
      await expect(dialog).toBeVisible();
      await menu.getByRole('link', { name, exact: true }).tap();
      await expect(page).toHaveURL(url);
      await elementsReady(page);
    }
    expect(errors).toEqual([]);
  });
});
