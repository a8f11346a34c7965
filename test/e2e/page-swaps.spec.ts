import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { elementsReady, watchErrors } from './helpers.ts';

/**
 * Sites that swap pages instead of loading them (docs/sites-that-swap-pages.md), with the libraries from npm:
 * the reference store's demo sites under /demo/swap/{turbo,htmx,swup}/ (demo-pages/server/pages/swap-sites.ts).
 * What the loader keeps once per page (the toaster, the stylesheet) is there after every swap, once; the
 * toasts, the cart and the counters, and the clicks held before an element is ready carry over.
 */

const ADDED = 'Товар добавлен в';
const FAILED = 'Что-то пошло не так';

const toaster = (page: Page) => page.locator('shop-toaster');
const toast = (page: Page, text: string) => toaster(page).getByRole('status').getByText(text);
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Marks the document, so a test can tell a swap (same document) from a page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/**
 * Goes to another page of the demo site by its link, as a shopper does, and waits for its heading and for the
 * visit to end: Turbo shows a cached page as a preview (`data-turbo-preview`) and keeps `aria-busy` on `<html>`
 * until the fresh page has replaced it, and a click on the preview may be lost to that replacement.
 */
async function follow(page: Page, link: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: link }).click();
  await expect(heading(page)).toContainText(link);
  const html = page.locator('html');
  await expect(html).not.toHaveAttribute('data-turbo-preview');
  await expect(html).not.toHaveAttribute('aria-busy', 'true');
}

/** The first card's 'В корзину', clicked once it is ready; the toast is checked by the caller. */
async function addFirstCard(page: Page): Promise<void> {
  const add = page.locator('#main shop-add-to-cart').first();
  await expect(add).toHaveAttribute('ready');
  await add.getByRole('button', { name: 'В корзину' }).click();
}

async function expectCartCount(page: Page, count: number): Promise<void> {
  for (const counter of await page.locator('shop-cart-count').all())
    await expect(counter).toHaveAttribute('data-counter', String(count));
}

/** The first card's 'В корзину': its toast in the page's one toaster, and the cart's count in every counter. */
async function addToCart(page: Page, cartCount: number): Promise<void> {
  await addFirstCard(page);
  await expect(toast(page, ADDED).first()).toBeVisible();
  await expect(toaster(page)).toHaveCount(1);
  await expectCartCount(page, cartCount);
}

async function start(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await elementsReady(page);
  await markDocument(page);
}

test.describe('Turbo Drive', () => {
  test("after a visit, 'В корзину' shows the toast once, in the page's one toaster, and every counter follows", async ({
    page,
  }) => {
    const problems = watchErrors(page);
    await start(page, '/demo/swap/turbo');
    await follow(page, 'Новинки');
    expect(await sameDocument(page)).toBe(true);
    // the header's counters are new with the body, the summary's is data-turbo-permanent: both show the cart
    await addToCart(page, 1);
    await expect(toast(page, ADDED)).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test("back and forward show the pages from Turbo's cache with the cart as it is now; toasts still show", async ({
    page,
  }) => {
    await start(page, '/demo/swap/turbo');
    await follow(page, 'Новинки');
    await addToCart(page, 1);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/demo/swap/turbo')) fetched.push(request.url());
    });
    await page.goBack();
    await expect(heading(page)).toContainText('Каталог');
    // the snapshot was taken before the add: its counters had 0, the elements show the cart
    await expectCartCount(page, 1);
    await addToCart(page, 2);
    await page.goForward();
    await expect(heading(page)).toContainText('Новинки');
    await expectCartCount(page, 2);
    await expect(toaster(page)).toHaveCount(1);
    expect(fetched, 'both pages came from the cache').toEqual([]);
    expect(await sameDocument(page)).toBe(true);
  });

  test('a toast on screen when the page is swapped stays on the next page', async ({ page }) => {
    await start(page, '/demo/swap/turbo');
    await addFirstCard(page);
    const shown = toast(page, ADDED);
    await expect(shown).toBeVisible();
    // the pointer on the toast holds it (as a shopper reading it) while the next page comes
    await shown.hover();
    await follow(page, 'О магазине');
    await expect(toast(page, ADDED)).toHaveCount(1);
    await expect(toaster(page)).toHaveCount(1);
  });

  test("a click on 'В корзину' of a page swapped in before its code has arrived adds the product once it has", async ({
    page,
  }) => {
    const files: string[] = JSON.parse(
      readFileSync(new URL('../../dist/preload.json', import.meta.url), 'utf8'),
    ).elements['shop-add-to-cart'];
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => files.some((file) => url.pathname === `/dist/${file}`),
      async (route) => {
        await arrived;
        await route.fallback();
      },
    );
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/cart/item')) adds.push(request.url());
    });
    await start(page, '/demo/swap/turbo/about');
    await follow(page, 'Каталог');
    const add = page.locator('#main shop-add-to-cart').first();
    await expect(add).not.toHaveAttribute('ready');
    await add.getByRole('button', { name: 'В корзину' }).click();
    release();
    await expect(add).toHaveAttribute('ready');
    await expectCartCount(page, 1);
    await expect(toast(page, ADDED)).toHaveCount(1);
    expect(adds).toHaveLength(1);
    expect(await sameDocument(page)).toBe(true);
  });
});

test("Turbo's morphing refresh keeps the elements ready: 'В корзину' adds at once", async ({ page }) => {
  await start(page, '/demo/swap/turbo');
  // what a form that redirects back to its page does: a refresh, which Turbo morphs (turbo-refresh-method)
  await page.evaluate(() => {
    const h1 = ((window as unknown as { h1: HTMLElement }).h1 = document.querySelector('h1')!);
    h1.dataset.before = 'morph';
    (window as unknown as { Turbo: { visit(url: string, options: object): void } }).Turbo.visit(
      location.href,
      {
        action: 'replace',
      },
    );
  });
  await expect(heading(page)).not.toHaveAttribute('data-before'); // the server's markup, morphed in
  expect(await sameDocument(page)).toBe(true);
  // morphed, not replaced: the heading is the node it was
  expect(
    await page.evaluate(() => (window as unknown as { h1: Element }).h1 === document.querySelector('h1')),
  ).toBe(true);
  await elementsReady(page);
  await addToCart(page, 1);
});

test.describe('htmx', () => {
  test("after a boosted visit, 'В корзину' shows the toast in the one toaster; the stylesheet the loader added is there once", async ({
    page,
  }) => {
    const problems = watchErrors(page);
    const stylesheets = () => page.locator('link[rel=stylesheet][href*="shop-elements.css"]');
    await start(page, '/demo/swap/htmx');
    await expect(stylesheets()).toHaveCount(1); // the one-script-tag install: the loader links it
    await follow(page, 'Новинки');
    expect(await sameDocument(page)).toBe(true);
    // htmx's head merge took it out with everything the new page's <head> lacks: the loader linked it again
    await expect(stylesheets()).toHaveCount(1);
    await addToCart(page, 1);
    await expect(toast(page, ADDED)).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('goods swapped into a part of the page work; back brings the page again with the toaster', async ({
    page,
  }) => {
    await start(page, '/demo/swap/htmx/more');
    await page.getByRole('button', { name: 'Ещё товары' }).click();
    const more = page.locator('#more-goods shop-add-to-cart');
    await expect(more).toHaveCount(3);
    await expect(more.first()).toHaveAttribute('ready');
    await more.first().getByRole('button', { name: 'В корзину' }).click();
    await expect(toast(page, ADDED)).toHaveCount(1);
    await expectCartCount(page, 1);
    await follow(page, 'О магазине');
    await page.goBack();
    await expect(heading(page)).toContainText('Новинки');
    await expectCartCount(page, 1);
    await addToCart(page, 2);
    expect(await sameDocument(page)).toBe(true);
  });
});

test.describe('Swup', () => {
  test("after a swap of the main part, 'В корзину' shows the toast in the one toaster; back comes from Swup's cache", async ({
    page,
  }) => {
    const problems = watchErrors(page);
    await start(page, '/demo/swap/swup');
    await follow(page, 'Новинки');
    expect(await sameDocument(page)).toBe(true);
    await addToCart(page, 1);
    await expect(toast(page, ADDED)).toHaveCount(1);
    await page.goBack();
    await expect(heading(page)).toContainText('Каталог');
    await addToCart(page, 2);
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});

for (const library of ['turbo', 'htmx', 'swup'])
  test(`${library}: an add the store refuses after a swap shows the error toast, its only feedback`, async ({
    page,
  }) => {
    watchErrors(page); // the failed call is logged on purpose
    await start(page, `/demo/swap/${library}/about`);
    await follow(page, 'Каталог');
    await page.route('**/cart/item', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server error."}' }),
    );
    await addFirstCard(page);
    await expect(toast(page, FAILED)).toBeVisible();
    await expect(toaster(page)).toHaveCount(1);
    expect(await sameDocument(page)).toBe(true);
  });

test('a toast fired while the page has no toaster is shown once it has one again', async ({ page }) => {
  await start(page, '/demo/swap/turbo');
  await page.evaluate(() => {
    // what a library's swap does between taking the old body out and putting the new one in
    document.querySelector('shop-toaster')!.remove();
    document.dispatchEvent(
      new CustomEvent('shop-toast', { detail: { kind: 'info', message: 'Пока не было тостера' } }),
    );
  });
  await expect(toast(page, 'Пока не было тостера')).toHaveCount(1);
  await expect(toaster(page)).toHaveCount(1);
});

for (const library of ['turbo', 'htmx', 'swup'])
  test(`${library}: the language link loads its page, whose elements speak its language`, async ({
    page,
  }) => {
    await start(page, `/demo/swap/${library}`);
    await page.getByRole('link', { name: 'O‘zbekcha' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
    await elementsReady(page);
    expect(await sameDocument(page), 'a page load, not a swap').toBe(false);
    await page.locator('#main shop-add-to-cart').first().getByRole('button').click();
    await expect(toast(page, 'Mahsulot qo‘shildi')).toBeVisible();
  });

test('every code block of docs/sites-that-swap-pages.md is in the demo site the tests run', async ({
  request,
}) => {
  const guide = readFileSync(new URL('../../docs/sites-that-swap-pages.md', import.meta.url), 'utf8');
  const blocks = [...guide.matchAll(/<!-- swap:([\w-]+) -->\n```[a-z]*\n([\s\S]*?)\n```/g)];
  expect(blocks.map(([, name]) => name)).toEqual(
    expect.arrayContaining(['turbo-head', 'turbo-permanent', 'htmx-head', 'htmx-fragment', 'swup-start']),
  );
  // as HTML reads it: runs of white space are one, none between tags
  const squash = (text: string) => text.replace(/\s+/g, ' ').replace(/> </g, '><').trim();
  for (const [, name, code] of blocks) {
    if (name === 'swup-start') {
      expect(await (await request.get('/assets/swap/swup.js')).text()).toBe(`${code}\n`);
      continue;
    }
    const library = name!.split('-')[0]!;
    const served = squash(await (await request.get(`/demo/swap/${library}/more`)).text());
    // a head's lines stand among the page's own (its config, preload links); other blocks stand whole
    const parts = name!.endsWith('-head') ? code!.split('\n') : [code!];
    for (const part of parts) expect(served, `${name}: ${part}`).toContain(squash(part));
  }
});

/**
 * The page's live objects after a forced garbage collection, from Chromium's own counters, once two readings a
 * moment apart count the same nodes: on a loaded machine the last visit's pictures and transition may still be
 * settling at the first reading (once 562 nodes more), while a page left behind stays in every reading.
 */
async function liveObjects(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const reading = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)!.value;
    return { nodes: metric('Nodes'), listeners: metric('JSEventListeners'), heap: metric('JSHeapUsedSize') };
  };
  let last = await reading();
  for (let tries = 0; tries < 10; tries++) {
    await page.waitForTimeout(200);
    const next = await reading();
    if (next.nodes === last.nodes) break;
    last = next;
  }
  await cdp.detach();
  return last;
}

for (const library of ['turbo', 'htmx', 'swup'])
  test(`${library}: 50 visits leave no more DOM nodes, listeners or heap than the first few`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const tour = ['Новинки', 'О магазине', 'Каталог'];
    let visit = 0;
    const visits = async (count: number) => {
      for (let i = 0; i < count; i++) {
        await follow(page, tour[visit++ % tour.length]!);
        await elementsReady(page);
      }
    };
    await start(page, `/demo/swap/${library}`);
    await visits(9); // every page seen and cached, every chunk loaded
    const before = await liveObjects(page);
    await visits(51);
    const after = await liveObjects(page);
    expect(await sameDocument(page)).toBe(true);
    // a page left behind would be hundreds of nodes and a dozen listeners each visit; the heap grows a little
    // with the browser's own records (compiled code, timing entries), not with the pages
    expect(after.nodes - before.nodes, 'DOM nodes').toBeLessThanOrEqual(100);
    expect(after.listeners - before.listeners, 'event listeners').toBeLessThanOrEqual(10);
    expect(after.heap - before.heap, 'JS heap bytes').toBeLessThan(1.5 * 1024 * 1024);
  });
