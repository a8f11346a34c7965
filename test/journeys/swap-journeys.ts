import assert from 'node:assert/strict';
import { poll, type Driver } from './driver.ts';
import { count, ready, see, type Journey } from './journeys.ts';

/**
 * The sites that swap pages (docs/sites-that-swap-pages.md) in every engine: the reference store's demo sites
 * with Turbo Drive, htmx and Swup from npm (demo-pages/server/pages/swap-sites.ts). After a swap the page has
 * its one toaster, 'В корзину' shows its toast and every counter follows the cart.
 */

const ADDED = 'Товар добавлен в';

/** Marks the document, so a journey can tell a swap (same document) from a page load. */
const mark = (d: Driver) =>
  d.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

async function stillTheSameDocument(d: Driver): Promise<void> {
  const same = await d.evaluate(
    () => (window as unknown as { sameDocument?: boolean }).sameDocument === true,
  );
  assert.equal(same, true, 'the pages were swapped, not loaded');
}

/** Another page of the demo site by its link, once its heading is there and its elements are ready. */
async function follow(d: Driver, title: string): Promise<void> {
  await d.click(`nav[aria-label="Разделы"] a|${title}`);
  await see(d, 'h1', title);
  await ready(d);
}

/** The first card's 'В корзину' of the main part, its toast, and the cart's count in every counter. */
async function addToCart(d: Driver, within: string, cartCount: number): Promise<void> {
  await d.click(`${within} shop-add-to-cart[ready] button`);
  await see(d, 'shop-toaster >>> [role=status]', ADDED);
  await poll(`every counter shows ${cartCount}`, () =>
    d.evaluate(
      (n) =>
        [...document.querySelectorAll('shop-cart-count')].every(
          (counter) => counter.getAttribute('data-counter') === String(n),
        ),
      cartCount,
    ),
  );
  assert.equal(await count(d, 'shop-toaster'), 1, 'one toaster on the page');
}

/** The demo site's page, ready, its document marked. */
async function open(d: Driver, path: string): Promise<void> {
  await d.goto(path);
  await ready(d);
  await mark(d);
}

/** Back to the first page, which the library shows from its cache. */
async function backToCatalogue(d: Driver): Promise<void> {
  await d.evaluate(() => history.back());
  await see(d, 'h1', 'Каталог');
  await ready(d);
}

export const SWAP_JOURNEYS: Journey[] = [
  {
    name: "Turbo Drive: a visit, 'В корзину' with its toast, back from Turbo's cache, 'В корзину' again",
    async run(d) {
      await open(d, '/demo/swap/turbo');
      await follow(d, 'Новинки');
      await addToCart(d, '#main', 1);
      await see(d, '#cart-summary shop-cart-count >>> .count', /^1$/); // data-turbo-permanent
      await backToCatalogue(d);
      await addToCart(d, '#main', 2);
      await stillTheSameDocument(d);
    },
  },
  {
    name: "htmx: a boosted visit, goods swapped into a part of the page, 'В корзину' with its toast",
    async run(d) {
      await open(d, '/demo/swap/htmx');
      await follow(d, 'Новинки');
      // the head merge took out the stylesheet the loader had linked: it is there again, once
      assert.equal(await count(d, 'link[rel=stylesheet][href*="shop-elements.css"]'), 1);
      await d.click('button|Ещё товары');
      await see(d, '#more-goods .card');
      await ready(d);
      await addToCart(d, '#more-goods', 1);
      await stillTheSameDocument(d);
    },
  },
  {
    name: "Swup: the main part swapped, 'В корзину' with its toast, back from Swup's cache, 'В корзину' again",
    async run(d) {
      await open(d, '/demo/swap/swup');
      await follow(d, 'Новинки');
      await addToCart(d, '#main', 1);
      await backToCatalogue(d);
      await addToCart(d, '#main', 2);
      await stillTheSameDocument(d);
    },
  },
];
