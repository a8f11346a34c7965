import { expect, test, type Locator, type Page } from '@playwright/test';
import { elementsReady, watchErrors } from './helpers.ts';

/** Swiper's chunk in dist/ (vite.config.ts: its own family, fetched by a carousel on the shopper's first reach) */
const SWIPER = /\/chunks\/swiper-[\w-]+\.js$/;

/** Counts the page's requests for Swiper's chunk; `hold()` keeps them waiting until `release()`. */
async function watchSwiper(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (SWIPER.test(request.url())) requests.push(request.url());
  });
  let release = () => {};
  let held: Promise<void> | null = null;
  await page.route(SWIPER, async (route) => {
    await held;
    await route.continue();
  });
  return {
    requests,
    hold: () => {
      held = new Promise((done) => (release = done));
    },
    release: () => release(),
  };
}

/** Records layout shifts from the start; `shifts()` answers those since the last call. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const all: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = all;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        all.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.splice(0));
}

const swiperIn = (carousel: Locator) =>
  carousel.evaluate((host) => !!host.shadowRoot!.querySelector('.swiper-initialized'));

/** A page at rest: its elements ready, nothing more on the wire. */
async function atRest(page: Page, path: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no rotation: only the shopper fetches Swiper
  await page.goto(path);
  await elementsReady(page);
  await page.waitForLoadState('networkidle');
}

test.describe('Swiper comes when the shopper reaches for a carousel, not with the page', () => {
  test('the home page downloads no Swiper until the shopper reaches for a carousel; then nothing shifts and next pages it', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const swiper = await watchSwiper(page);
    const shifts = await watchShifts(page);
    await atRest(page, '/');
    expect(swiper.requests, 'Swiper before any reach').toEqual([]);
    const products = page.locator('shop-carousel[name=productsCarousel]').first();
    await products.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await shifts();
    await products.hover();
    await expect.poll(() => swiperIn(products)).toBe(true);
    expect(swiper.requests).toHaveLength(1);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await shifts(), 'layout shifts when Swiper arrived').toEqual([]);
    await products.getByRole('button', { name: 'Вперёд' }).click();
    await expect(products).toHaveAttribute('index', '1');
    expect(errors).toEqual([]);
  });

  test('the next arrow pages even when pressed before Swiper has loaded, once', async ({ page }) => {
    const swiper = await watchSwiper(page);
    await atRest(page, '/');
    const banners = page.locator('shop-carousel[name=bannersCarousel]');
    await banners.scrollIntoViewIfNeeded();
    swiper.hold();
    await banners.getByRole('button', { name: 'Вперёд' }).click();
    await expect.poll(() => swiper.requests.length).toBe(1);
    expect(await swiperIn(banners), 'still loading').toBe(false);
    await expect(banners).toHaveAttribute('index', '0');
    swiper.release();
    await expect(banners).toHaveAttribute('index', '1');
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    await expect(banners).toHaveAttribute('index', '1');
  });

  test('a swipe made while the carousel is still loading pages once', async ({ page }) => {
    const swiper = await watchSwiper(page);
    await atRest(page, '/');
    const articles = page.locator('shop-carousel[name=articlesCarousel]');
    await articles.scrollIntoViewIfNeeded();
    const box = (await articles.boundingBox())!;
    const y = box.y + box.height / 2;
    swiper.hold();
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    expect(await swiperIn(articles), 'the swipe ended before Swiper').toBe(false);
    expect(page.url(), 'the swipe followed no link').toMatch(/\/$/);
    swiper.release();
    await expect(articles).toHaveAttribute('index', '1');
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    await expect(articles).toHaveAttribute('index', '1');
  });

  test('the product page downloads no Swiper until the shopper reaches for the gallery; a thumbnail then shows its picture', async ({
    page,
  }) => {
    const swiper = await watchSwiper(page);
    await atRest(page, '/product/laminat-classen-nordic-chernyy-1');
    expect(swiper.requests, 'Swiper before any reach').toEqual([]);
    const gallery = page.locator('shop-gallery');
    await gallery.getByRole('button', { name: 'Показать фото 3 из 5' }).click();
    await expect(gallery).toHaveAttribute('index', '2');
    expect(swiper.requests).toHaveLength(1);
  });
});
