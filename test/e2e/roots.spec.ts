import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { expect, test, type Page } from '@playwright/test';
import { cartBadge, watchErrors } from './helpers.ts';

/**
 * Tags in any root (docs/loading.md), on pages as the server sends them: the loader finds shop tags in declarative
 * shadow roots and in the roots of components defined before it, and a click in a component's root before the
 * element is ready is held and delivered (docs/loading.md, "No lost click").
 */
const PRODUCT = 14;
const head = (scripts: string) =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Корни</title><link rel="icon" href="data:,">` +
  `<script type="application/json" id="shop-config">{ "storeId": "1" }</script>` +
  `<link rel="stylesheet" href="/dist/shop-elements.css">${scripts}` +
  `<script type="module" src="/dist/shop-elements.js"></script></head>`;
const button = `<button type="button">В корзину</button>`;
const counter = `<a href="/cart">Корзина <shop-cart-count>0</shop-cart-count></a>`;

/** Serves `body` at `path` of the store's origin. */
async function serve(page: Page, path: string, body: string, type = 'text/html; charset=utf-8') {
  await page.route(path, (route) => route.fulfill({ contentType: type, body }));
}

/**
 * The adds to the cart the page sent, one per shopper action: their Idempotency-Keys (a write the store refused
 * for its CSRF token goes once more with its key, docs/backend.md "The conventions").
 */
function adds(page: Page): Set<string> {
  const keys = new Set<string>();
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/cart/item'))
      keys.add(request.headers()['idempotency-key'] ?? 'none');
  });
  return keys;
}

test('a declarative shadow root in the server’s HTML, and a component defined before the loader: their tags load', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const posts = adds(page);
  // a component of the page, defined before the loader runs, that draws a counter in its root
  const header = `<script type="module">customElements.define('site-header', class extends HTMLElement {
    connectedCallback() { this.attachShadow({ mode: 'open' }).innerHTML = '${counter}'; }
  });</script>`;
  await serve(
    page,
    '/e2e/roots',
    `${head(header)}<body><site-header></site-header>` +
      `<div class="card"><template shadowrootmode="open"><shop-add-to-cart product-id="${PRODUCT}">${button}</shop-add-to-cart></template></div></body></html>`,
  );
  await page.goto('/e2e/roots');
  const add = page.locator('.card shop-add-to-cart');
  await expect(add).toHaveAttribute('ready', '');
  await expect(cartBadge(page)).toHaveAttribute('ready', '');
  await add.getByRole('button', { name: 'В корзину' }).click();
  await expect(cartBadge(page)).toHaveAttribute('data-counter', '1');
  expect(posts.size).toBe(1);
  expect(errors).toEqual([]);
});

test('a click on В корзину in a Lit card’s shadow root before the element is ready adds the product once it is', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const posts = adds(page);
  // docs/frameworks/lit.ts as an app's bundler gives it to the page
  const bundled = await build({
    entryPoints: ['docs/frameworks/lit.ts'],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  await serve(page, '/e2e/lit-card.js', bundled.outputFiles[0]!.text, 'text/javascript');
  await serve(
    page,
    '/e2e/lit-card',
    `${head('<script type="module" src="/e2e/lit-card.js"></script>')}<body>${counter}` +
      `<product-card productid="${PRODUCT}"></product-card></body></html>`,
  );
  // the add-to-cart element's code arrives only when the test says so
  const files: string[] = JSON.parse(readFileSync('dist/preload.json', 'utf8')).elements['shop-add-to-cart'];
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => files.some((file) => url.pathname === `/dist/${file}`),
    async (route) => {
      await arrived;
      await route.fallback();
    },
  );
  await page.goto('/e2e/lit-card', { waitUntil: 'domcontentloaded' });
  const add = page.locator('product-card shop-add-to-cart');
  await expect(add).toHaveCount(1);
  await expect(add).not.toHaveAttribute('ready');
  await add.getByRole('button', { name: 'В корзину' }).click();
  release();
  // the chunk, the replayed click and its answer, on a loaded machine
  await expect(page.locator('product-card .lines')).toHaveText('В корзине: 1', { timeout: 15_000 });
  await expect(cartBadge(page)).toHaveAttribute('data-counter', '1');
  expect(posts.size).toBe(1);
  expect(errors).toEqual([]);
});
