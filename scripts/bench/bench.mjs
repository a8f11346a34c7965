import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { pageBudgets } from '../test/budget.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../test/chromium.mjs';
import { addToCartIn, demoPages, LISTING } from './demo-pages.mjs';
import { benchStore } from './bench-store.mjs';
import { printContractCost } from './bench-contract.mjs';
import { printInteractions } from './bench-interactions.mjs';
import { NEW_WINDOW_SETTLE, printLoadPath } from './bench-load-path.mjs';
import { startStore } from './store-process.mjs';

/**
 * `npm run bench` (after `npm run build`): each figure of the store's pages with its target. JS bytes per page;
 * on the 48-card listing loader start → every element ready and the levels of files requested after the loader,
 * then its load path against a plain peer and Lit (scripts/bench/bench-load-path.mjs); the own cost of a 480-card listing (a page size only the bench's store serves); layout shift from
 * load to ready on every page, desktop and phone; the interactions on a slowed phone (scripts/bench/bench-interactions.mjs);
 * the filters panel; the store's get-filters; the Lighthouse mobile performance score of five pages
 * (BENCH_LIGHTHOUSE=0 skips it); the store under load (scripts/bench/bench-store.mjs).
 * Times are medians of BENCH_RUNS runs (9). Targets are printed, never enforced: timings vary by machine.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const chromiumPath = ensureChromium();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)];
}
const row = (name, value, target) =>
  console.log(`  ${name.padEnd(66)} ${String(value).padStart(10)}   target ${target}`);

/**
 * Installed in every page before its scripts: when the first shop element is defined, when every shop element
 * is ready (checked as `ready` attributes appear, not by scanning the page each frame), and the layout shifts
 * until the frames just after that.
 */
function observeUpgrade() {
  const SETTLE = 500; // ms
  const seen = { defined: null, ready: null, shift: 0, shifts: [] };
  window.__shopBench = seen;
  const define = customElements.define.bind(customElements);
  // the page's shop elements, listed at the first definition (the page is parsed, the loader has added its
  // toaster): the walk through the page is the measurement's, not the elements' cost, so it comes before the clock
  let waiting = null;
  customElements.define = (name, ...rest) => {
    if (seen.defined === null && name.startsWith('shop-')) {
      waiting = new Set(
        [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('shop-')),
      );
      seen.defined = performance.now();
    }
    return define(name, ...rest);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // the frame painted right after `ready` still counts: it shows what the elements rendered
      if (entry.hadRecentInput || (seen.ready !== null && entry.startTime > seen.ready + SETTLE)) continue;
      seen.shift += entry.value;
      const node = entry.sources[0]?.node;
      seen.shifts.push(
        `${entry.value.toFixed(3)} ${node?.nodeType === 1 ? node.localName : node?.parentElement?.localName}`,
      );
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // each batch of `ready` records costs the measurement its records only, not a walk through the whole page
  new MutationObserver((records) => {
    if (seen.ready !== null || waiting === null) return;
    for (const { target } of records) if (target.hasAttribute('ready')) waiting.delete(target);
    if (waiting.size === 0) seen.ready = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ready'] });
}

async function openMeasured(context, url, { settle = false } = {}) {
  const page = await context.newPage();
  if (settle) await page.waitForTimeout(NEW_WINDOW_SETTLE);
  await page.addInitScript(observeUpgrade);
  await page.goto(url);
  await page.waitForFunction(() => window.__shopBench?.ready !== null, null, { timeout: 30000 });
  await page.waitForTimeout(600); // the shifts of the frames after `ready` arrive a little later
  return page;
}

/** The levels in which the page's JS files after the loader were requested: 1 when all at once. */
function levelsOf(entries) {
  const js = entries.filter((entry) => entry.name.includes('/dist/') && entry.name.endsWith('.js'));
  const loader = js.find((entry) => entry.name.endsWith('/shop-elements.js'));
  const levels = new Map();
  for (const entry of js.filter((e) => e !== loader).sort((a, b) => a.startTime - b.startTime)) {
    let level = 1;
    for (const [earlier, its] of levels)
      if (earlier.responseEnd <= entry.startTime) level = Math.max(level, its + 1);
    levels.set(entry, level);
  }
  return Math.max(0, ...levels.values());
}

/** The 480-card listing: the store started for the bench repeats the category's goods (pages/category.ts). */
const LONG_LISTING = `${LISTING}?cards=480`;

async function listingUpgrade(browser, base) {
  const fromLoader = [];
  const levels = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await openMeasured(context, base + LISTING, { settle: true });
    const result = await page.evaluate(() => {
      const seen = window.__shopBench;
      const resources = performance.getEntriesByType('resource').map((e) => e.toJSON());
      const loader = performance.getEntriesByName('shop-elements', 'mark')[0];
      return { ...seen, resources, loader: loader?.startTime ?? 0 };
    });
    fromLoader.push(result.ready - result.loader);
    levels.push(levelsOf(result.resources));
    await context.close();
  }
  console.log(`\nListing page, 48 cards (median of ${RUNS} runs)`);
  row('loader start → every element ready', `${median(fromLoader).toFixed(0)} ms`, '≤ 300 ms');
  row('levels of files requested after the loader', median(levels), '1');
}

/** The own cost grows with the cards, no faster: 10 times the cards within 10 times the 48-card target. */
async function longListingUpgrade(browser, base) {
  const own = [];
  let elements = 0;
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await openMeasured(context, base + LONG_LISTING, { settle: true });
    const result = await page.evaluate(() => ({
      ...window.__shopBench,
      elements: document.querySelectorAll('[ready]').length,
    }));
    own.push(result.ready - result.defined);
    elements = result.elements;
    await context.close();
  }
  console.log(`\nListing page, 480 cards, ${elements} elements (median of ${RUNS} runs)`);
  row(
    'own cost, 480 cards (first element defined → every element ready)',
    `${median(own).toFixed(0)} ms`,
    '≤ 250 ms',
  );
}

async function layoutShifts(browser, base, pages) {
  console.log('\nLayout shift from load to every element ready (desktop 1280 px / phone 375 px)');
  for (const [name, { path, cartGoods }] of Object.entries(pages)) {
    const results = [];
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ]) {
      const context = await browser.newContext({ viewport });
      if (cartGoods) await addToCartIn(context, base);
      const page = await openMeasured(context, base + path);
      results.push(await page.evaluate(() => window.__shopBench));
      await context.close();
    }
    const sources = results.flatMap((result) => result.shifts).slice(0, 4);
    row(
      `${name} ${path.length > 30 ? `${path.slice(0, 30)}…` : path}`,
      results.map((result) => result.shift.toFixed(3)).join(' / '),
      `0${sources.length ? `   (${sources.join(', ')})` : ''}`,
    );
  }
}

/** On a generated page with 40 filters: a checkbox change, and the answer's arrival, to the updated panel. */
async function filtersPanel(browser, base) {
  const changes = 30;
  const filters = [
    { name: 'Цена', type: 'price', from: 100, to: 90000 },
    { name: 'Наличие', type: 'in_stock', items: [{ id: '1', value: 'В наличии', count: 100 }] },
    {
      name: 'Производитель',
      type: 'manufacturers',
      items: Array.from({ length: 12 }, (_, i) => ({ id: `B${i}`, value: `Бренд ${i}`, count: 10 + i })),
    },
    ...Array.from({ length: 37 }, (_, f) =>
      f % 4 === 3
        ? { id: 1000 + f, name: `Размер ${f}, мм`, type: 'range', from: 10, to: 500 }
        : {
            id: 1000 + f,
            name: `Свойство ${f}`,
            type: 'variants',
            items: Array.from({ length: 8 }, (_, i) => ({
              id: `v${i}`,
              value: `Значение ${i}`,
              count: i + 1,
            })),
          },
    ),
  ];
  const context = await browser.newContext();
  const page = await context.newPage();
  let run = 0;
  await page.route('**/catalog/get-filters', (route) => {
    run++;
    const answer = {
      filters: filters.map((f) =>
        f.items
          ? { ...f, items: f.items.map((item, i) => ({ ...item, count: (run * 7 + i) % 50 })) }
          : { ...f, from: f.from + run, to: f.to - run },
      ),
      total: 1000 + run,
      url: LISTING,
    };
    return route.fulfill({ json: answer });
  });
  await page.goto(base + LISTING);
  await page.evaluate((data) => {
    const host = document.createElement('shop-filters');
    host.setAttribute('category-id', '1');
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = JSON.stringify({ filters: data, applied: [] });
    host.append(script);
    document.querySelector('shop-filters').replaceWith(host);
  }, filters);
  await page.waitForFunction(
    () => document.querySelector('shop-filters')?.shadowRoot?.querySelectorAll('section').length === 40,
  );
  const change = [];
  const answer = [];
  for (let i = 0; i < changes; i++) {
    const [toPanel, fromAnswer] = await page.evaluate(
      (total) =>
        new Promise((done) => {
          const root = document.querySelector('shop-filters').shadowRoot;
          const box = root.querySelector('section[data-key="in_stock"] input[type=checkbox]');
          const observer = new MutationObserver(() => {
            const floating = root.querySelector('.floating');
            if (!floating || !floating.textContent.replace(/\s/g, '').includes(total)) return;
            const shown = performance.now();
            observer.disconnect();
            const entry = performance
              .getEntriesByType('resource')
              .filter((e) => e.name.endsWith('/catalog/get-filters'))
              .at(-1);
            done([shown - start, shown - entry.responseEnd]);
          });
          observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
          const start = performance.now();
          box.click();
        }),
      String(1000 + run + 1),
    );
    change.push(toPanel);
    answer.push(fromAnswer);
  }
  await context.close();
  console.log(`\nFilters panel, 40 filters, ${changes} checkbox changes`);
  row('answer → updated panel, p95', `${percentile(answer, 0.95).toFixed(1)} ms`, '≤ 16.7 ms');
  row('answer → updated panel, median', `${median(answer).toFixed(1)} ms`, '—');
  row('change → updated panel, p95', `${percentile(change, 0.95).toFixed(1)} ms`, '—');
}

/** The store's catalog/get-filters on its largest category: median and p95 over 200 calls. */
async function getFilters(base) {
  const cart = await fetch(`${base}/api/1/ru/cart`);
  const cookies = cart.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN=')).slice(11));
  const call = (body) =>
    fetch(`${base}/api/1/ru/catalog/get-filters`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookies.join('; '), 'X-XSRF-TOKEN': xsrf },
      body: JSON.stringify(body),
    });
  let largest = null;
  for (let id = 1; ; id++) {
    const response = await call({ category_id: id, filters: [] });
    if (!response.ok) break;
    const { total, filters } = await response.json();
    if (!largest || total > largest.total) largest = { id, total, filters };
  }
  // a shopper's usual set: two brands, in stock, the lower half of the price range
  const price = largest.filters.find((f) => f.type === 'price');
  const brands = largest.filters.find((f) => f.type === 'manufacturers').items.slice(0, 2);
  const filters = [
    { field: 'manufacturers', value: brands.map((i) => i.id) },
    { field: 'in_stock', value: ['1'] },
    { field: 'price', value: { from: price.from, to: Math.round((price.from + price.to) / 2) } },
  ];
  for (let i = 0; i < 20; i++) await (await call({ category_id: largest.id, filters })).arrayBuffer();
  const times = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    await (await call({ category_id: largest.id, filters })).arrayBuffer();
    times.push(performance.now() - start);
  }
  console.log(
    `\ncatalog/get-filters, largest category (#${largest.id}, ${largest.total} products), 200 calls`,
  );
  row(
    'median / p95',
    `${median(times).toFixed(1)} / ${percentile(times, 0.95).toFixed(1)} ms`,
    'p95 < 20 ms',
  );
}

/** Lighthouse's mobile performance score (its default: a mid-range phone on a slow 4G line). */
function lighthouse(base, pages) {
  console.log('\nLighthouse mobile performance (lighthouse@12 through npx, Debian Chromium)');
  const dir = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'));
  try {
    for (const name of ['home', 'listing', 'product', 'cart', 'checkout']) {
      const output = join(dir, `${name}.json`);
      try {
        execFileSync(
          'npx',
          [
            '-y',
            'lighthouse@12.8.2',
            base + pages[name].path,
            '--only-categories=performance',
            '--output=json',
            `--output-path=${output}`,
            '--quiet',
            `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
          ],
          { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'pipe'] },
        );
        const report = JSON.parse(readFileSync(output, 'utf8'));
        const audit = (id) => report.audits[id].displayValue.replace(/\u00a0/g, ' ');
        row(
          `${name} (LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')})`,
          Math.round(report.categories.performance.score * 100),
          '≥ 95',
        );
      } catch (error) {
        row(name, 'failed', `≥ 95   (${String(error.message).split('\n')[0]})`);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const store = await startStore(root, { SHOP_BENCH_LISTING: '1' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
try {
  const pages = await demoPages(store.url);
  console.log('JS per page before any interaction (gzip, each file once)');
  for (const [name, size, budget, detail] of await pageBudgets(root, store.url)) {
    row(`${name} (${detail})`, `${(size / 1024).toFixed(1)} KB`, `≤ ${budget / 1024} KB`);
  }
  await printContractCost(root, store.url, row);
  await listingUpgrade(browser, store.url);
  await printLoadPath(browser, store.url, { runs: RUNS, median, row });
  await longListingUpgrade(browser, store.url);
  await layoutShifts(browser, store.url, pages);
  await printInteractions(browser, store.url, pages, RUNS, { median, row });
  await filtersPanel(browser, store.url);
  await getFilters(store.url);
  if (process.env.BENCH_LIGHTHOUSE !== '0') lighthouse(store.url, pages);
} finally {
  await browser.close();
  await store.stop();
}
await benchStore(root);
