import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoPages } from '../bench/demo-pages.mjs';
import { gzipSize, pageWeight } from '../bench/page-weight.mjs';
import { startStore } from '../bench/store-process.mjs';

const KB = 1024;
/**
 * The byte budgets the test command enforces (gzip, JS a page loads before any interaction): the autoloader, the
 * stylesheet every page links next to it (render-blocking, so small), and each page type of the reference store.
 */
export const BUDGETS = {
  autoloader: 3 * KB,
  stylesheet: 1 * KB,
  // half a KB at most above each page's size, so a change that adds bytes says why here. Swiper (20 KB) is no part
  // of any: a carousel or the gallery fetches it on the shopper's first reach (shared/ui/carousel/swiper-loader.ts).
  // The last half KB of listing and checkout: the filters and the checkout split into modules of one job, and the
  // checkout that orders without the address suggestions (docs/checkout-without-services.md). Every page 0.6 KB
  // less with Vite's import helper a plain call (vite.config.ts plainImports()), then 1 KB more in the runtime for
  // the author's mistakes named (docs/errors.md: what an element finds wrong as it connects, each config problem
  // with its code, a framework's `productid` read; their texts and the checks come only on a page that has a
  // mistake, shared/author-messages.ts), and 0.2–0.3 KB for the toaster's own geometry, navigation only to the
  // site's pages and the browser's URL rule (SECURITY.md). Then 1.7–2.3 KB each for writes that tell the truth
  // (docs/behaviour/errors.md "Not confirmed yet"): the runtime's Idempotency-Key, late answer and 'not confirmed
  // yet' bookkeeping (shared/api/unconfirmed.ts) and the reload of a cart not known +0.8 KB, the card buttons' looks
  // in the cart and the lists +0.6 KB, the forms' and the order's submissions told once +0.3 and +0.5 KB, the cart
  // page's late quantity +0.3 KB; and back 0.2–0.3 KB with the search's layout table and the author's mistakes looked
  // at only once an element is ready (docs/performance.md, "The load path"); then 0.3 KB for a write that gets its
  // CSRF token before it goes and once more after a 419 that renewed it (docs/backend.md "The conventions"); then
  // 0.2 KB in the autoloader for no dead click when an element's code cannot be loaded (the generic error, and the
  // code requested again on the next click: docs/loading.md "No lost click"); then 0.3 KB on every page for no dead
  // end when something is off: a look's answer that sets off no other look (shared/api/client.ts), an add to cart
  // with no button in it that is the button, and on the product page 0.2 KB more for forms whose captcha cannot be
  // shown or whose type names no call (docs/errors.md SHOP_NO_BUTTON, SHOP_UNKNOWN_FORM_TYPE); then 0.3 KB on
  // every page for a config whose bases name no store (SHOP_API_NOT_FOUND), and on the cart page 0.3 KB for the
  // focus kept in the cart when a line goes (docs/accessibility.md)
  pages: { home: 85.5 * KB, listing: 88 * KB, product: 99.5 * KB, cart: 83 * KB, checkout: 91.5 * KB },
  // a CMS article with one add-to-cart button pays for that button, the runtime and the toaster, nothing more
  oneButton: 73 * KB,
};

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Every page's JS weight against its budget, as rows `[name, bytes, budget, detail]`. */
export async function pageBudgets(root, base) {
  const pages = await demoPages(base);
  const rows = [];
  for (const [name, budget] of Object.entries(BUDGETS.pages)) {
    const weight = pageWeight(root, await (await fetch(base + pages[name].path)).text());
    if (weight.missing.length) throw new Error(`${name}: no chunk for ${weight.missing.join(', ')}`);
    rows.push([name, weight.gzip, budget, `${weight.tags.length} tags, ${weight.files.length} files`]);
  }
  return rows;
}

export function printBudgets(rows) {
  let failed = 0;
  for (const [name, size, budget, detail] of rows) {
    const ok = size <= budget;
    if (!ok) failed++;
    console.log(`${ok ? 'ok    ' : 'FAILED'} ${name} (${detail}): ${kb(size)} gzip (budget ${kb(budget)})`);
  }
  return failed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const store = await startStore(root);
  let rows;
  try {
    const autoloader = gzipSize(join(root, 'dist/shop-elements.js'));
    rows = [['autoloader dist/shop-elements.js', autoloader, BUDGETS.autoloader, 'the one script tag']];
    const stylesheet = gzipSize(join(root, 'dist/shop-elements.css'));
    rows.push([
      'stylesheet dist/shop-elements.css',
      stylesheet,
      BUDGETS.stylesheet,
      'the one stylesheet link',
    ]);
    rows.push(...(await pageBudgets(root, store.url)).map(([name, ...rest]) => [`${name} page JS`, ...rest]));
    const oneButton = pageWeight(
      root,
      '<shop-add-to-cart product-id="14"><button>В корзину</button></shop-add-to-cart>',
    );
    rows.push([
      'a CMS article with one <shop-add-to-cart>',
      oneButton.gzip,
      BUDGETS.oneButton,
      `${oneButton.tags.length} tags, ${oneButton.files.length} files`,
    ]);
  } finally {
    await store.stop();
  }
  const failed = printBudgets(rows);
  console.log(`${rows.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
