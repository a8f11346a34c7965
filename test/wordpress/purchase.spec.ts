import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { elementsReady, watchErrors } from '../e2e/helpers.ts';
import { signIn, WP } from './helpers.ts';

/**
 * The plugin in WordPress (docs/cms/wordpress.md), installed from the built zip (global-setup.ts, setup.php): the pages an
 * Editor made in the block editor and the posts an Author typed, in the block theme twentytwentythree (counters
 * in the Site Editor header) and the classic twentytwentyone (counters from the plugin's wp_body_open option),
 * and a purchase through them that the reference store receives.
 */
const STORE = process.env.SHOP_WP_STORE!;
const SETUP = JSON.parse(process.env.SHOP_WP_SETUP ?? '{}') as {
  pages: Record<'shop' | 'cart' | 'checkout' | 'order', number>;
  authorShop: string;
  authorFilters: string;
  authorCart: string;
  authorJson: string;
  themes: string[];
};

/** The console errors and uncaught errors of the page, with the URL of every failed answer (a 404 names it). */
function watchProblems(page: Page): string[] {
  const problems = watchErrors(page);
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/** The config the page's head prints for the elements. */
const configOf = async (page: Page) =>
  JSON.parse((await page.locator('script#shop-config').textContent())!) as Record<string, unknown> & {
    apiBase?: string;
    apiHeaders?: Record<string, string>;
    csrf?: unknown;
  };

/** The URLs of the page's modulepreload links. */
const preloadedOn = (page: Page) =>
  page
    .locator('link[rel=modulepreload]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));

/** The dist/preload.json a plugin serves from its folder. */
const preloadMapAt = async (dist: string) =>
  JSON.parse(await (await fetch(`${dist}preload.json`)).text()) as {
    runtime: string[];
    elements: Record<string, string[]>;
  };

/** The lines of PHP's debug log that name this text (WordPress 6.1's own PHP 8.2 notices name none of ours). */
function phpLogLinesNaming(text: string): string[] {
  const log = process.env.SHOP_WP_DEBUG_LOG!;
  const lines = existsSync(log) ? readFileSync(log, 'utf8').split('\n') : [];
  return lines.filter((line) => line.includes(text));
}

async function useSite(
  context: BrowserContext,
  theme: 'block' | 'classic',
  api: 'same' | 'cross' | 'rest' = 'same',
) {
  await context.addCookies([
    { name: 'shop_e2e_theme', value: theme, url: WP },
    { name: 'shop_e2e_api', value: api, url: WP },
  ]);
}

/** The order the store received, from its demo page (the lane runs on the store's machine: no token needed). */
async function receivedOrder(id: string) {
  const html = await (await fetch(`${STORE}/demo/orders`)).text();
  const block = html.split('data-order-id=').find((part) => part.startsWith(`"${id}"`));
  const pre = block ? /<pre[^>]*>([\s\S]*?)<\/pre>/.exec(block)?.[1] : undefined;
  if (!pre) throw new Error(`the store has no order ${id}`);
  const json = pre
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(json) as { name: string; phone: string; email: string; delivery_type: string };
}

/** The pages a purchase goes through, as paths of the site ('/cart/', '/blog/?page_id=4'). */
interface ShopPages {
  product: string;
  cart: string;
  checkout: string;
  order: string;
}

/**
 * Add to cart on the product page → the cart (opened by its address, or by the toast's link) → the cart's
 * checkout link → the order, and the store's order redirect on the site's order page, as a shopper sees it.
 */
async function purchase(page: Page, paths: ShopPages, { byToast = false } = {}) {
  await page.goto(paths.product);
  await elementsReady(page);
  const count = page.locator('shop-cart-count').first();
  await expect(count).toHaveAttribute('data-counter', '0');
  await page.locator('shop-add-to-cart').first().getByRole('button', { name: 'В корзину' }).click();
  await expect(count).toHaveAttribute('data-counter', '1');
  await expect(page.locator('shop-cart-total').first()).toHaveAttribute('data-cart-total', /2\s429/);

  if (byToast) await page.locator('shop-toaster').getByRole('link', { name: 'корзину' }).click();
  else await page.goto(paths.cart);
  await expect(page).toHaveURL(WP + paths.cart);
  await elementsReady(page);
  const cart = page.locator('shop-cart');
  await expect(cart.locator('.line')).toHaveCount(1);
  // the line's picture, a path the store names (/img/…), comes through the site's proxy
  await expect
    .poll(() =>
      cart.locator('.line img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(cart.getByRole('spinbutton', { name: 'Количество' })).toHaveValue('1');
  await cart.getByRole('link', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(WP + paths.checkout);

  await elementsReady(page);
  const checkout = page.locator('shop-checkout');
  await expect(checkout.getByRole('button', { name: 'Оформить заказ' })).toBeVisible();
  await checkout.getByLabel('Телефон').first().pressSequentially('9161234567');
  await checkout.getByLabel('ФИО', { exact: false }).first().fill('Иван Петров');
  await checkout.getByLabel('E-mail').fill('ivan@example.ru');
  const city = checkout.getByRole('combobox', { name: 'Населённый пункт' });
  await city.pressSequentially('Москва');
  await expect(city).toHaveAttribute('aria-expanded', 'true');
  await checkout.getByRole('option').first().click();
  await checkout.getByRole('radio', { name: 'Самовывоз' }).check();
  await checkout.getByRole('button', { name: 'Оформить заказ' }).click();

  // the store's /order/{id}?token=… is the site's order page with the order in its query (sitePages)
  await page.waitForURL(/[?&]shop_order=\d+&token=[^&]+$/);
  const landed = new URL(page.url());
  const id = landed.searchParams.get('shop_order')!;
  landed.searchParams.delete('shop_order');
  landed.searchParams.delete('token');
  expect(landed.href).toBe(WP + paths.order);
  await expect(page.getByText('Спасибо! Заказ принят.')).toBeVisible();
  const order = await receivedOrder(id);
  expect(order).toMatchObject({
    name: 'Иван Петров',
    phone: '79161234567',
    email: 'ivan@example.ru',
    delivery_type: 'pickup',
  });
}

/** The Editor's pages with pretty permalinks at the site's root. */
const PRETTY: ShopPages = { product: '/shop/', cart: '/cart/', checkout: '/checkout/', order: '/order/' };

/** The Editor's pages of the site in a folder ('' for the root), on plain permalinks (?page_id=N) or pretty ones. */
function pagesOf(folder: string, plain: boolean): ShopPages {
  const at = (slug: keyof typeof SETUP.pages) =>
    plain ? `${folder}/?page_id=${SETUP.pages[slug]}` : `${folder}/${slug}/`;
  return { product: at('shop'), cart: at('cart'), checkout: at('checkout'), order: at('order') };
}

test.describe('the plugin in WordPress', () => {
  test("block theme, the Editor's pages, API through the site's proxy: add to cart → cart → checkout → order", async ({
    page,
    context,
  }) => {
    await useSite(context, 'block');
    const errors = watchProblems(page);
    await page.goto('/shop/');
    // the counters come from the Shortcode block in the header part edited in the Site Editor
    await expect(page.locator('header a.shop-elements-cart-link shop-cart-count')).toHaveCount(1);
    await purchase(page, PRETTY);
    expect(errors).toEqual([]);
  });

  test("by hand (the guide's § 2): its plugin file and Custom HTML blocks, block theme: the head, then a purchase", async ({
    page,
    context,
  }) => {
    await useSite(context, 'block');
    await context.addCookies([{ name: 'shop_e2e_plugin', value: 'hand', url: WP }]);
    const errors = watchProblems(page);
    await page.goto('/shop/');
    const config = await configOf(page);
    expect(config).toMatchObject({
      storeId: '1',
      lang: 'ru',
      apiBase: '/api',
      checkoutUrl: `${WP}/checkout/`,
      cartUrl: `${WP}/cart/`,
    });
    const dist = `${WP}/wp-content/plugins/shop-elements-site/dist/`;
    // the guide's loader only: the zip's plugin is off for this visitor
    await expect(page.locator('script[type=module][src*="shop-elements.js"]')).toHaveCount(1);
    await expect(page.locator(`script[type=module][src="${dist}shop-elements.js"]`)).toHaveCount(1);
    const preload = await preloadedOn(page);
    const map = await preloadMapAt(dist);
    // the tags of the page's Custom HTML blocks, found by the guide's regular expression
    for (const file of [...map.runtime, ...map.elements['shop-add-to-cart']!])
      expect(preload).toContain(dist + file);
    await purchase(page, PRETTY);
    expect(errors).toEqual([]);
    expect(phpLogLinesNaming('shop-elements-site')).toEqual([]);
  });

  test("classic theme, the Author's posts (tags typed in, wpautop and KSES on), counters from wp_body_open", async ({
    page,
    context,
  }) => {
    await useSite(context, 'classic');
    const errors = watchProblems(page);
    await page.goto('/author-shop/');
    await expect(page.locator('body > .shop-elements-bar shop-cart-count')).toHaveCount(1);
    await expect(page.locator('link[rel=stylesheet][href*="twentytwentyone"]').first()).toBeAttached();
    await purchase(page, {
      product: '/author-shop/',
      cart: '/author-cart/',
      checkout: '/author-checkout/',
      order: '/order/',
    });
    expect(errors).toEqual([]);
  });

  test("block theme, API on the store's own origin (absolute apiBase, CORS with credentials)", async ({
    page,
    context,
  }) => {
    const preflight = await fetch(`${STORE}/api/1/ru/cart/item`, {
      method: 'OPTIONS',
      headers: {
        Origin: WP,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-xsrf-token',
      },
    });
    // the store lists the WordPress origin (global-setup.ts: corsOrigins, SHOP_CORS_ORIGINS of main.ts)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(WP);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    await useSite(context, 'block', 'cross');
    const errors = watchProblems(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(new URL(request.url()).origin);
    });
    await purchase(page, PRETTY);
    expect(new Set(calls)).toEqual(new Set([STORE]));
    expect(errors).toEqual([]);
  });

  const FOLDER = process.env.SHOP_WP_FOLDER!;
  for (const [where, folder, plain] of [
    ['a site in a folder', FOLDER, false],
    ['plain permalinks', '', true],
    ['a site in a folder with plain permalinks', FOLDER, true],
  ] as const)
    test(`${where}: the pages' links are their permalinks, and a purchase reaches the order page`, async ({
      page,
      context,
    }) => {
      await useSite(context, 'block');
      if (plain) await context.addCookies([{ name: 'shop_e2e_permalinks', value: 'plain', url: WP }]);
      const errors = watchProblems(page);
      const pages = pagesOf(folder, plain);
      await page.goto(pages.product);
      expect(await configOf(page)).toMatchObject({
        siteBase: `${folder}/`,
        cartUrl: pages.cart,
        checkoutUrl: pages.checkout,
        sitePages: { '/order/{id}': `${pages.order}${plain ? '&' : '?'}shop_order={id}` },
      });
      // the header's [shop_counters] links the cart page as WordPress has it
      await expect(page.locator('header a.shop-elements-cart-link')).toHaveAttribute('href', pages.cart);
      await purchase(page, pages, { byToast: true });
      expect(errors).toEqual([]);
    });

  test("KSES keeps the Author's shop tags and their attributes, drops scripts and handlers; [shop_json] re-encodes", async ({
    page,
  }) => {
    expect(SETUP.themes).toEqual(expect.arrayContaining(['twentytwentythree', 'twentytwentyone']));
    expect(SETUP.authorShop).toContain(
      '<shop-add-to-cart product-id="14"><button type="button" class="button">В корзину</button></shop-add-to-cart>',
    );
    expect(SETUP.authorShop).not.toContain('<script');
    expect(SETUP.authorFilters).toContain('<shop-filters category-id="3">');
    expect(SETUP.authorFilters).not.toContain('<script');
    expect(SETUP.authorCart).toContain(
      '<shop-cart class="loading" checkout-url="/author-checkout/"></shop-cart>',
    );
    expect(SETUP.authorCart).toContain('<shop-cart-count data-counter="0">');
    expect(SETUP.authorCart).not.toContain('onclick');

    // the Author's shortcodes in classic text: wpautop runs first, the tags come out whole
    await page.goto('/author-shortcodes/');
    const content = page.locator('.wp-block-post-content, .entry-content').first();
    await expect(
      content.locator('shop-compare-toggle[product-id="14"] > button[aria-pressed="false"]'),
    ).toHaveCount(1);
    await expect(content.locator('shop-compare-toggle > p, shop-compare-toggle > br')).toHaveCount(0);
    await expect(
      content.locator('shop-form[type="call-me"] > form input[name="phone"][type="tel"]'),
    ).toHaveCount(1);
    await expect(content.locator('shop-form > form [data-captcha]')).toHaveCount(1);
    await expect(content.locator('shop-add-to-cart[product-id="14"] > button')).toHaveText('В корзину');
    await expect(content.locator('shop-cart')).not.toHaveAttribute('checkout-url'); // javascript: dropped

    await page.goto('/author-json/');
    const scripts = page.locator('.entry-content script, .wp-block-post-content script');
    await expect(scripts).toHaveCount(1);
    expect(await scripts.getAttribute('type')).toBe('application/json');
    // KSES took the tags out of the Author's text on save; what is left is printed as JSON again
    expect(JSON.parse((await scripts.textContent())!)).toEqual({ filters: [], note: 'alert(1)' });
  });

  test("the head: the config, modulepreload links for the page's tags, the loader as a module; no PHP notices", async ({
    page,
    context,
  }) => {
    await useSite(context, 'block');
    const errors = watchProblems(page);
    await page.goto('/checkout/');
    const config = await configOf(page);
    expect(config).toMatchObject({
      storeId: '1',
      lang: 'ru',
      apiBase: '/api',
      checkoutUrl: '/checkout/',
      cartUrl: '/cart/',
    });
    expect(config.apiHeaders).toBeUndefined();
    const loader = page.locator(
      'script[type=module][src$="/wp-content/plugins/shop-elements/dist/shop-elements.js"]',
    );
    await expect(loader).toHaveCount(1);
    const preload = await preloadedOn(page);
    const map = await preloadMapAt(`${WP}/wp-content/plugins/shop-elements/dist/`);
    const wanted = [
      ...map.elements['shop-checkout']!,
      ...map.elements['shop-cart-count']!,
      ...map.runtime.filter((file) => file !== 'shop-elements.js'),
    ];
    for (const file of wanted)
      expect(preload).toContain(`${WP}/wp-content/plugins/shop-elements/dist/${file}`);
    expect(preload.some((href) => href.endsWith('/shop-elements.js'))).toBe(false);
    await elementsReady(page);
    // the plugin links the stylesheet, so the loader adds none
    await expect(page.locator('link[rel=stylesheet][href*="shop-elements.css"]')).toHaveCount(1);
    await expect(
      page.locator('link[rel=stylesheet][href*="/plugins/shop-elements/dist/shop-elements.css?ver="]'),
    ).toHaveCount(1);
    expect(errors).toEqual([]);
    expect(phpLogLinesNaming('shop-elements')).toEqual([]);
  });

  test("API base on the site's REST API: the config carries the REST nonce, and WordPress sees who is signed in", async ({
    page,
    context,
  }) => {
    await signIn(page, 'editor', 'editor-password');
    await useSite(context, 'block', 'rest');
    await page.goto('/order/');
    const config = await configOf(page);
    expect(config.apiBase).toBe('/wp-json/shop');
    const nonce = config.apiHeaders?.['X-WP-Nonce'] as string;
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
    const me = (headers: Record<string, string>) =>
      page.evaluate(async (headers) => (await fetch('/wp-json/wp/v2/users/me', { headers })).status, headers);
    expect(await me({ 'X-WP-Nonce': nonce })).toBe(200);
    expect(await me({})).toBe(401); // the login cookie alone is a guest to the REST API

    // the "WordPress REST nonce" scheme sends it as the CSRF token instead
    await context.addCookies([{ name: 'shop_e2e_csrf', value: 'wp_rest', url: WP }]);
    await page.goto('/order/');
    const rest = await configOf(page);
    expect(rest.csrf).toEqual({ token: expect.stringMatching(/^[0-9a-f]{10}$/), header: 'X-WP-Nonce' });
    expect(rest.apiHeaders).toBeUndefined();
  });
});
