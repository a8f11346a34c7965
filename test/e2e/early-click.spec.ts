import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { elementsReady } from './helpers.ts';

/** The files of the add-to-cart element's code (dist/preload.json), whichever chunk the build put it in. */
const addToCartFiles: string[] = JSON.parse(
  readFileSync(new URL('../../dist/preload.json', import.meta.url), 'utf8'),
).elements['shop-add-to-cart'];

/**
 * A shopper who clicks before the elements are ready loses nothing (docs/loading.md, "No lost click"): the click
 * on 'В корзину' is held while the element's code is still on its way and delivered once, when the element
 * listens.
 */
test('a click on В корзину before the elements are ready adds the product once they are', async ({
  page,
}) => {
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  // the add-to-cart element's code arrives only when the test says so
  expect(addToCartFiles.length).toBeGreaterThan(0);
  const held = (url: URL) => addToCartFiles.some((file) => url.pathname === `/dist/${file}`);
  await page.route(held, async (route) => {
    await arrived;
    await route.fallback();
  });
  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/cart/item')) adds.push(request.url());
  });
  await page.goto('/catalog/laminat', { waitUntil: 'domcontentloaded' });
  const add = page.locator('shop-add-to-cart:not([out-of-stock])').first();
  await expect(add).not.toHaveAttribute('ready');
  await add.getByRole('button', { name: 'В корзину' }).click();
  release();
  await elementsReady(page);
  await expect(page.locator('shop-cart-count').first()).toHaveAttribute('data-counter', '1');
  await expect(page.locator('shop-toaster').getByText('Товар добавлен в')).toBeVisible();
  expect(adds).toHaveLength(1);
});

/**
 * The element's code cannot be loaded (the network dropped it): the click on 'В корзину' does nothing by itself, so
 * the shopper gets the generic error, and the next click requests the code once more (docs/loading.md, "No lost
 * click").
 */
test('a click on В корзину whose code could not be loaded shows the generic error, and the next click, with the network back, adds the product', async ({
  page,
}) => {
  let offline = true;
  const held = (url: URL) => addToCartFiles.some((file) => url.pathname === `/dist/${file}`);
  await page.route(held, (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));
  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/cart/item')) adds.push(request.url());
  });
  await page.goto('/catalog/laminat');
  await expect(page.locator('shop-toaster')).toHaveAttribute('ready');
  const add = page.locator('shop-add-to-cart:not([out-of-stock])').first();
  const button = add.getByRole('button', { name: 'В корзину' });
  await button.click();
  await expect(
    page.locator('shop-toaster').getByText('Что-то пошло не так. Попробуйте ещё раз.'),
  ).toBeVisible();
  await expect(add).not.toHaveAttribute('ready');

  offline = false;
  await button.click();
  await expect(add).toHaveAttribute('ready');
  await expect(page.locator('shop-cart-count').first()).toHaveAttribute('data-counter', '1');
  await expect(page.locator('shop-toaster').getByText('Товар добавлен в')).toBeVisible();
  expect(adds).toHaveLength(1);
});
