import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type App } from '../../demo-pages/server/app.ts';
import { cspFromEnv } from '../../demo-pages/server/security.ts';
import { createStoreServer } from '../../demo-pages/server/server.ts';
import { chooseSuggestion, elementsReady, storeApi, watchErrors } from './helpers.ts';

/**
 * "Nothing to loosen": the reference store started with SHOP_CSP=strict serves its pages with the
 * policy docs/csp.md gives a shop: no inline script or style anywhere, and Trusted Types
 * enforced with the elements' one policy. A shopper buys, sends a form through the captcha stand-in, sees both
 * maps and watches a short; any CSP or Trusted Types violation in any frame, or a console error, fails it.
 */

let dir: string;
let app: App;
let server: Server;
let store: string;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-e2e-csp-'));
  app = await createApp({ dbFile: join(dir, 'store.sqlite'), ...cspFromEnv({ SHOP_CSP: 'strict' }) });
  server = createStoreServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  store = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  app.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Every document of the context, frames too, reports each violation as a console error, which `watchErrors`
 * collects with the browser's own "Refused to …" lines and the errors a refused sink throws.
 */
async function reportViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() =>
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        console.error(
          `CSP violation in ${location.href}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
            ` at ${event.sourceFile}:${event.lineNumber} (${event.sample})`,
        ),
      true,
    ),
  );
}

/** Opens a page of the strict store, checks it came with the strict policy, and waits for its elements. */
async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${store}${path}`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("require-trusted-types-for 'script'");
  expect(policy).toContain('trusted-types shop-elements');
  expect(policy).toMatch(/style-src 'self';/);
  expect(policy).not.toContain('unsafe-inline');
  await elementsReady(page);
}

test.describe('the store under a strict Content-Security-Policy with Trusted Types (docs/csp.md)', () => {
  test.beforeEach(async ({ context }) => reportViolations(context));

  test('a purchase: listing with marked-up filter names, product with its lightbox, cart, checkout with the map, the order', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    // a filter name with markup ('Площадь помещения, м<sup>2</sup>') goes through DOMPurify and the shop's policy
    await open(page, '/catalog/kondicionery');
    await expect(page.locator('shop-filters sup').first()).toHaveText('2');
    await open(page, '/catalog/laminat');
    // product 1: five pictures, in stock
    await page.locator('a[href$="/product/laminat-classen-nordic-chernyy-1"]').first().click();
    await elementsReady(page);

    const gallery = page.locator('shop-gallery');
    await gallery.getByRole('link', { name: /фото 1/ }).click();
    const lightbox = gallery.getByRole('dialog', { name: 'Фотографии товара' });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.locator('.lightbox__counter')).toHaveText('1 из 5');
    await lightbox.getByRole('button', { name: 'Закрыть' }).click();
    await expect(lightbox).toBeHidden();

    await page.locator('shop-add-to-cart').getByRole('button', { name: 'В корзину' }).first().click();
    const toast = page.locator('shop-toaster').getByRole('status');
    await toast.getByRole('link', { name: 'корзину' }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await elementsReady(page);
    await page.locator('shop-cart').getByRole('link', { name: 'Оформить заказ' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await elementsReady(page);

    const checkout = page.locator('shop-checkout');
    await checkout.getByLabel('Телефон').first().pressSequentially('9161234567');
    await checkout.getByLabel('ФИО', { exact: false }).first().fill('Иван Петров');
    await checkout.getByLabel('E-mail').fill('ivan@example.ru');
    await chooseSuggestion(checkout, 'Населённый пункт', 'Москва');
    await checkout.getByRole('radio', { name: 'Доставка по Москве и области' }).check();
    const map = checkout.locator('.map:has(.ol-viewport)');
    await expect(map).toHaveAttribute('data-rendered', '');
    // OpenLayers' own CSS, adopted by the shadow root: its controls are laid out, not stacked as plain buttons
    await expect(map.locator('.ol-zoom')).toHaveCSS('position', 'absolute');
    // the attribution OpenLayers writes with innerHTML, through the policy
    await expect(map.locator('.ol-attribution li')).toHaveText('Демо-подложка магазина');
    await chooseSuggestion(checkout, 'Улица, дом', 'Тверская 5');
    await expect(checkout.locator('.map')).toHaveAttribute('data-point', /^55\.\d+,37\.\d+$/);
    await checkout.getByRole('button', { name: 'Оформить заказ' }).click();
    await expect(page).toHaveURL(/\/order\/\d+\?token=/);
    await expect(page.locator('.order-page__details')).toContainText('Тверская');
    expect(errors).toEqual([]);
  });

  test('an enquiry through the captcha stand-in, and the contact map', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, '/contacts');
    const form = page.locator('shop-form[type=call-me]');
    await form.getByLabel('Имя').fill('Анна');
    await form.getByLabel('Телефон').pressSequentially('9161234567');
    // the captcha's script, inserted by its adapter through the policy
    await form.getByRole('checkbox', { name: 'Я не робот' }).check();
    await expect(form.getByText('Проверка пройдена')).toBeVisible();
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Заявка успешно отправлена' })).toBeVisible();

    const map = page.locator('shop-contact-map');
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('state', 'shown');
    await expect(map.locator('.ol-zoom')).toHaveCSS('position', 'absolute');
    await expect(map.locator('.ol-attribution li')).toHaveText('Демо-подложка магазина');
    expect(errors).toEqual([]);
  });

  test('every page of the store, with goods in the cart and the lists, loads without a violation', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await open(page, '/stores');
    await storeApi(page, 'POST', '/api/1/ru/cart/item', { productId: 14, quantity: 1 });
    for (const id of [1, 14]) {
      await storeApi(page, 'GET', `/api/v1/compare/product/${id}/push`);
      await storeApi(page, 'GET', `/api/v1/favorites/product/${id}/push`);
    }
    for (const path of [
      '/',
      '/catalog/laminat',
      '/product/laminat-egger-vintage-dub-naturalnyy-7', // out of stock: the notify form
      '/search?q=ламинат',
      '/cart',
      '/checkout',
      '/compare',
      '/wishlist',
      '/login',
      '/register',
      '/password/reset',
      '/montazh',
      '/calculators',
      '/articles',
      '/articles/kak-vybrat-laminat',
      '/docs/elements',
      '/docs/elements/shop-compare',
      '/docs/api',
      '/?lang=uz',
    ])
      await open(page, path);
    expect(errors).toEqual([]);
  });

  test('a short plays in its lightbox', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, '/');
    const shorts = page.locator('shop-shorts');
    await shorts.scrollIntoViewIfNeeded();
    await shorts.getByRole('link', { name: 'Укладка ламината за минуту' }).click();
    const lightbox = shorts.getByRole('dialog', { name: 'Видео о ремонте' });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.locator('.lightbox__counter')).toHaveText('1 из 6');
    await expect
      .poll(() =>
        lightbox
          .locator('.short')
          .first()
          .locator('video')
          .evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0),
      )
      .toBe(true);
    await lightbox.getByRole('button', { name: 'Закрыть' }).click();
    await expect(lightbox).toBeHidden();
    expect(errors).toEqual([]);
  });
});
