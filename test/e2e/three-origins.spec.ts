import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, type App } from '../../demo-pages/server/app.ts';
import { originsFromEnv } from '../../demo-pages/server/cors.ts';
import { createStoreServer } from '../../demo-pages/server/server.ts';
import { elementsReady, listen, orderForPickup, watchErrors } from './helpers.ts';

/**
 * Following docs/cms/static-html.md step by step with its own code blocks: the page on one origin
 * (a static site), `dist/` on a second (the CDN) and the store's API on a third, as local listeners:
 *
 *   page  http://127.0.0.1:{p}   a static server of the guide's markup
 *   API   http://127.0.0.1:{s}   the reference store, started with the guide's SHOP_CORS_ORIGINS
 *   CDN   http://127.0.0.2:{c}   the same store's /dist/ (and its outside-service stand-ins), another origin
 *
 * Cookies are not port-scoped, so the page on 127.0.0.1 reads the API's XSRF-TOKEN cookie (the guide, step 1).
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const GUIDE = readFileSync(join(ROOT, 'docs/cms/static-html.md'), 'utf8');
const PRELOAD = JSON.parse(readFileSync(join(ROOT, 'dist/preload.json'), 'utf8')) as {
  runtime: string[];
  elements: Record<string, string[]>;
};

/** The code block after `<!-- guide:{name} -->` in the guide. */
function block(name: string): string {
  const found = new RegExp(`<!-- guide:${name} -->\\n\`\`\`[a-z]*\\n([\\s\\S]*?)\\n\`\`\``).exec(GUIDE);
  if (!found) throw new Error(`docs/cms/static-html.md has no block <!-- guide:${name} -->`);
  return found[1]!;
}

/** `NAME="value" NAME=value npm start` → the variables. */
function envOf(command: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [, name, quoted, bare] of command.matchAll(/([A-Z_]+)=(?:"([^"]*)"|(\S+))/g))
    env[name!] = quoted ?? bare!;
  return env;
}

/**
 * A static site: the guide's head and blocks, one page per path. It holds no pictures: the store answers a listed
 * origin its pictures as full URLs of its own.
 */
function staticSite(pages: () => Record<string, string>): Server {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site.invalid').pathname;
    if (path === '/favicon.ico') return void res.writeHead(204).end();
    const body =
      pages()[path] ??
      (path.startsWith('/order/')
        ? '<!doctype html><html lang="ru"><meta charset="utf-8"><h1>Спасибо за заказ</h1></html>'
        : null);
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body ?? 'Not found');
  });
}

let dir: string;
let app: App;
let servers: Server[];
let page: string; // the shop's static pages, listed in SHOP_CORS_ORIGINS
let stranger: string; // another site's copy of the pages, not listed
let api: string;
let cdn: string;
/** what reached the store: method, path, Origin, whether cookies came along */
let received: { method: string; path: string; origin: string | undefined; cookies: boolean }[];

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-e2e-origins-'));
  let pages: Record<string, string> = {};
  const site = staticSite(() => pages);
  const other = staticSite(() => pages);
  page = await listen(site, '127.0.0.1');
  stranger = await listen(other, '127.0.0.1');

  // step 1: the store with the guide's command line, the shop's page origin in place of www.shop.example
  const env = envOf(block('store-env').replaceAll('https://www.shop.example', page));
  expect(Object.keys(env)).toEqual(['SHOP_CORS_ORIGINS']);
  app = await createApp({ dbFile: join(dir, 'store.sqlite'), ...originsFromEnv(env) });
  const record = (req: IncomingMessage) =>
    received.push({
      method: req.method ?? '',
      path: req.url ?? '',
      origin: req.headers.origin,
      cookies: Boolean(req.headers.cookie),
    });
  const apiServer = createStoreServer(app, (req) => (record(req), false));
  const cdnServer = createStoreServer(app);
  api = await listen(apiServer, '127.0.0.1');
  cdn = await listen(cdnServer, '127.0.0.2');
  servers = [site, other, apiServer, cdnServer];

  // step 3: the guide's head, its example origins replaced by the local ones
  const head = block('head')
    .replaceAll('https://api.shop.example', api)
    .replaceAll('https://cdn.shop.example/shop-elements/', `${cdn}/dist/`);
  const configText = /<script type="application\/json" id="shop-config">([\s\S]*?)<\/script>/.exec(head)![1]!;
  const config = JSON.parse(configText) as Record<string, unknown>;
  expect(Object.keys(config)).toEqual(
    expect.arrayContaining(['apiBase', 'apiOrigins', 'csrf', 'apiHeaders', 'suggest', 'routing', 'captcha']),
  );
  // the outside services: the store's stand-ins, on the CDN's origin (an origin that is not the API)
  Object.assign(config, {
    suggest: { url: `${cdn}/stand-in/suggestions`, token: 'demo-token' },
    routing: { url: `${cdn}/stand-in/routing`, key: 'demo-key' },
    captcha: { sitekey: 'demo-sitekey', scriptUrl: `${cdn}/stand-in/captcha.js` },
  });
  // the guide's preload link, once per file of dist/preload.json the page's tags need
  const link = /<link rel="modulepreload"[^>]*\/>/.exec(head)![0];
  expect(link).toContain(' crossorigin ');
  const preloads = (tags: string[]) =>
    [...new Set([...PRELOAD.runtime, ...tags.flatMap((tag) => PRELOAD.elements[tag] ?? [])])]
      .map((file) => link.replace(/href="[^"]*"/, `href="${cdn}/dist/${file}"`))
      .join('\n');
  const headWith = (tags: string[]) =>
    head.replace(configText, JSON.stringify(config)).replace(link, preloads(tags));
  const html = (tags: string[], body: string) =>
    `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Магазин</title>${headWith(tags)}</head><body>${body}</body></html>`;

  // step 4: the blocks, with a product of the reference catalogue
  const counters = block('counters');
  const counterTags = ['shop-cart-count', 'shop-cart-total'];
  pages = {
    '/': html(
      [...counterTags, 'shop-add-to-cart'],
      `${counters}\n${block('add-to-cart').replace('product-id="42"', 'product-id="14"')}`,
    ),
    '/cart': html([...counterTags, 'shop-cart'], `${counters}\n${block('cart')}`),
    '/checkout': html(['shop-checkout'], block('checkout')),
  };
});

test.beforeEach(() => {
  received = [];
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  app.close();
  rmSync(dir, { recursive: true, force: true });
});

const cartLines = () =>
  app.store.db.all('SELECT product_id, quantity FROM cart_lines ORDER BY id') as {
    product_id: number;
    quantity: number;
  }[];

async function addFromPage(shopper: Page, origin: string): Promise<void> {
  await shopper.goto(`${origin}/`);
  await elementsReady(shopper);
  await shopper.getByRole('button', { name: 'В корзину' }).click();
}

test.describe('a static page, the elements on a CDN and the API on a third origin (docs/cms/static-html.md)', () => {
  test('a purchase: add to cart, the cart, the checkout, the order', async ({ page: shopper }) => {
    const errors = watchErrors(shopper);
    const sentOut: { url: string; headers: Record<string, string> }[] = [];
    shopper.on('request', (request) => sentOut.push({ url: request.url(), headers: request.headers() }));
    app.store.db.run('DELETE FROM cart_lines');

    await addFromPage(shopper, page);
    await expect(shopper.locator('shop-cart-count').first()).toHaveAttribute('data-counter', '1');
    expect(cartLines()).toEqual([{ product_id: 14, quantity: 1 }]);

    // every chunk came from the CDN's origin, none from the page's
    const scripts = sentOut.filter((r) => r.url.endsWith('.js')).map((r) => new URL(r.url).origin);
    expect(new Set(scripts)).toEqual(new Set([cdn]));

    await shopper.goto(`${page}/cart`);
    const cart = shopper.locator('shop-cart');
    await expect(cart).toHaveAttribute('ready', '');
    await expect(cart).toContainText(app.store.catalog.byId.get(14)!.name);
    // the line's picture is the store's: the static site holds none
    const picture = cart.locator('img').first();
    await expect(picture).toHaveAttribute('src', `${api}/img/p/14/0.svg`);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(shopper.locator('shop-cart-count').first()).toHaveAttribute('data-counter', '1');

    await shopper.goto(`${page}/checkout`);
    await orderForPickup(shopper.locator('shop-checkout'));

    // the shopper lands on the order page of the shop's own site
    await expect(shopper).toHaveURL(new RegExp(`^${page}/order/\\d+\\?token=`));
    await expect(shopper.getByRole('heading')).toHaveText('Спасибо за заказ');

    // what the store received: the order from the page's origin, with the session's cookie; the cart is empty
    const orders = app.store.db.all('SELECT payload FROM orders') as { payload: string }[];
    const order = JSON.parse(orders.at(-1)!.payload) as Record<string, unknown>;
    expect(JSON.stringify(order)).toContain('Иван Петров');
    expect(cartLines()).toEqual([]);
    const placed = received.find((r) => r.method === 'POST' && r.path.endsWith('/orders'));
    expect(placed).toMatchObject({ origin: page, cookies: true });

    // the token, the cookies and the language went to the API only, never to the outside services
    const toApi = sentOut.filter((r) => r.url.startsWith(`${api}/api/`) && r.headers['x-xsrf-token']);
    expect(toApi.length).toBeGreaterThan(2);
    const outside = sentOut.filter((r) => r.url.startsWith(`${cdn}/stand-in/`));
    expect(outside.length).toBeGreaterThan(0);
    for (const call of outside) {
      expect(call.headers['x-xsrf-token'], call.url).toBeUndefined();
      expect(call.headers.cookie, call.url).toBeUndefined();
    }
    expect(errors).toEqual([]);
  });

  test('a page on an origin not in the list gets nothing and writes nothing', async ({ page: shopper }) => {
    app.store.db.run('DELETE FROM cart_lines');
    await addFromPage(shopper, page); // the shopper's cart on the shop's own site: one line
    await expect(shopper.locator('shop-cart-count').first()).toHaveAttribute('data-counter', '1');
    const before = cartLines();
    received = [];

    // the browser's CORS lines and the elements' one line per failed call are expected; an uncaught error is not
    const errors = watchErrors(shopper, [
      /CORS policy/,
      /Failed to load resource/,
      /^\[shop-elements\] (the cart could not be loaded|add to cart failed)/,
    ]);
    await addFromPage(shopper, stranger);
    // the store cannot be reached from there at all: what became of the add is not known, never 'added'
    await expect(
      shopper.getByText('Магазин пока не ответил. Проверим, что получилось, и сообщим.'),
    ).toBeVisible();
    // the cart was never read there: the counter does not show the shopper's line
    await expect(shopper.locator('shop-cart-count').first()).not.toHaveAttribute('data-counter', '1');
    expect(cartLines()).toEqual(before);
    // only refused preflights reached the API: no call carried the shopper's cookies
    const fromStranger = received.filter((r) => r.origin === stranger);
    expect(fromStranger.length).toBeGreaterThan(0);
    for (const call of fromStranger)
      expect(call, call.path).toMatchObject({ method: 'OPTIONS', cookies: false });
    expect(errors).toEqual([]);
  });
});
