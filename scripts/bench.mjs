import { chromium } from 'playwright';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { pageWeight } from './page-weight.mjs';
import { startStore } from './store-process.mjs';

/**
 * `npm run bench`: per demo page, the gzip bytes of JS it loads; on the 48-card listing page, the median time
 * from the autoloader's start until every element is upgraded and ready. Run `npm run build` first.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const PAGES = { home: '/', listing: '/catalog/laminat', product: null, cart: '/cart' };

const store = await startStore(root);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  const listingHtml = await (await fetch(store.url + PAGES.listing)).text();
  PAGES.product = /href="(\/product\/[^"]+)"/.exec(listingHtml)[1];
  for (const extra of (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean)) PAGES[extra] = extra;

  console.log('JS per page (gzip, each file once)');
  for (const [name, path] of Object.entries(PAGES)) {
    const html = await (await fetch(store.url + path)).text();
    const weight = pageWeight(root, html);
    console.log(
      `  ${name.padEnd(10)} ${(weight.gzip / 1024).toFixed(1).padStart(6)} KB  ${weight.tags.join(' ')}`,
    );
  }

  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(store.url + PAGES.listing, { waitUntil: 'commit' });
    const elapsed = await page.evaluate(
      () =>
        new Promise((done) => {
          const check = () => {
            const all = [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('shop-'));
            if (all.length && all.every((el) => el.hasAttribute('ready'))) {
              const script = performance
                .getEntriesByType('resource')
                .find((entry) => entry.name.endsWith('/shop-elements.js'));
              done(performance.now() - (script ? script.startTime : 0));
            } else requestAnimationFrame(check);
          };
          check();
        }),
    );
    times.push(elapsed);
    await context.close();
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `\nListing page (48 cards): script start → every element upgraded, median of ${RUNS}: ${median.toFixed(0)} ms`,
  );
  console.log(`  (min ${times[0].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms)`);
} finally {
  await browser.close();
  await store.stop();
}
