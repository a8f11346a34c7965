import { addToCartIn, LISTING } from './demo-pages.mjs';

/**
 * INP-style figures of the store's interactions on a 375 px phone with the CPU slowed 4×: each interaction is
 * real input (a tap or key presses) on a freshly loaded page, and its figure is the longest Event Timing entry
 * (type 'event', 16 ms or more: input delay, the handlers and the next paint) of its events; for typing, of all
 * the keys pressed. The CPU is slowed once every element is ready, so the loading itself is not slowed.
 */
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;
/** Event Timing reports an entry after the frame that followed it: time enough for that frame on a slow CPU. */
const REPORTED = 500; // ms

function observeEvents() {
  window.__shopEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__shopEvents.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function elementsReady(page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('*')]
        .filter((element) => element.localName.startsWith('shop-'))
        .every((element) => element.hasAttribute('ready')),
    null,
    { timeout: 30000 },
  );
}

/**
 * The interactions measured: the page, what comes before (not measured), then either a tap on `tap`'s element
 * or the keys `type` into the focused field. The tap goes to the element's centre through the touchscreen, as a
 * finger's would: Playwright's own checks of a locator run on the page's slowed main thread and delayed the input.
 */
export const INTERACTIONS = [
  {
    name: 'add to cart (listing)',
    path: () => LISTING,
    tap: (page) => page.locator('shop-add-to-cart:not([out-of-stock]) button').first(),
  },
  {
    name: 'a filter tick (filters drawer open)',
    path: () => LISTING,
    prepare: async (page) => {
      await page.locator('shop-filters').getByRole('button', { name: 'Фильтры' }).tap();
      await page.getByRole('dialog', { name: 'Фильтры' }).waitFor();
    },
    tap: (page) =>
      page.getByRole('dialog', { name: 'Фильтры' }).getByRole('checkbox', { name: /^В наличии/ }),
  },
  {
    name: 'typing in search (3 keys)',
    path: () => LISTING,
    prepare: (page) => page.getByRole('combobox', { name: 'Поиск' }).tap(),
    type: 'lam',
  },
  {
    name: 'a product tab',
    path: (pages) => pages.product.path,
    tap: (page) => page.locator('shop-tabs').getByRole('tab', { name: 'Характеристики' }),
  },
  {
    name: "the gallery's next",
    path: (pages) => pages.product.path,
    tap: (page) => page.locator('shop-gallery').getByRole('button', { name: 'Вперёд' }).first(),
  },
  {
    name: "the cart's quantity +",
    path: () => '/cart',
    cartGoods: true,
    tap: (page) => page.locator('shop-cart').getByRole('button', { name: 'Увеличить количество' }).first(),
  },
  {
    name: 'the mobile menu',
    path: () => '/',
    tap: (page) => page.getByRole('button', { name: 'Открыть меню' }),
  },
  {
    name: "typing the checkout's phone (10 keys)",
    path: () => '/checkout',
    cartGoods: true,
    prepare: (page) => page.locator('shop-checkout').getByLabel('Телефон').first().tap(),
    type: '9161234567',
  },
];

/** The gap between two keys: a quick typist's. */
const KEY_DELAY = 120; // ms

/** The longest event of one interaction, in ms: 0 when every event took less than 16 ms. */
async function measureOnce(browser, base, pages, { path, cartGoods, prepare, tap, type }) {
  const context = await browser.newContext(PHONE);
  try {
    if (cartGoods) await addToCartIn(context, base);
    const page = await context.newPage();
    await page.addInitScript(observeEvents);
    await page.goto(base + path(pages));
    await elementsReady(page);
    await prepare?.(page);
    let point = null;
    if (tap) {
      const target = tap(page);
      await target.scrollIntoViewIfNeeded();
      const box = await target.boundingBox();
      point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    await page.waitForTimeout(REPORTED);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(() => (window.__shopEvents.length = 0));
    if (point) await page.touchscreen.tap(point.x, point.y);
    else await page.keyboard.type(type, { delay: KEY_DELAY });
    await page.waitForTimeout(REPORTED);
    const events = await page.evaluate(() => window.__shopEvents);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return Math.max(0, ...events.map((event) => event.duration));
  } finally {
    await context.close();
  }
}

export async function printInteractions(browser, base, pages, runs, { median, row }) {
  console.log(
    `\nInteractions on a 375 px phone, CPU slowed ${CPU_SLOWDOWN}× (longest event, Event Timing; median of ${runs} runs)`,
  );
  for (const interaction of INTERACTIONS) {
    const durations = [];
    for (let run = 0; run < runs; run++) durations.push(await measureOnce(browser, base, pages, interaction));
    const value = median(durations);
    row(interaction.name, value ? `${value} ms` : '< 16 ms', '≤ 64 ms');
  }
}
