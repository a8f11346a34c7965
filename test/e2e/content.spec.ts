import { expect, test, type Locator, type Page } from '@playwright/test';
import { generateCatalog } from '../../demo-pages/data/catalog.ts';
import { productUrl } from '../../demo-pages/server/urls.ts';
import { elementsReady, storeApi, watchErrors } from './helpers.ts';

/** the shadow-DOM element that has the focus, as a short description */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active
      ? `${active.localName}|${active.getAttribute('aria-label') ?? active.textContent?.trim()}`
      : '';
  });

/** presses Tab until `target` has the focus (at most `limit` times); returns how many Tabs it took */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<number> {
  for (let tabs = 1; tabs <= limit; tabs++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => (el.getRootNode() as Document | ShadowRoot).activeElement === el))
      return tabs;
  }
  throw new Error(`no focus on the target after ${limit} Tabs (focus: ${await focused(page)})`);
}

const catalog = generateCatalog();
const PRICELESS = catalog.products.find((product) => product.price === null && product.stock > 0)!;
const PRODUCT = '/product/laminat-classen-nordic-chernyy-1';

test.describe('the home page, shorts, articles and the contact map (docs/behaviour/content.md, docs/behaviour/constants.md)', () => {
  test('a visitor pages the home slider by keyboard', async ({ page }) => {
    const errors = watchErrors(page);
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: the slides move only by the keys
    await page.goto('/');
    await elementsReady(page);
    const slider = page.locator('shop-carousel[name=mainCarousel]');
    const banner = (name: RegExp) => slider.locator('.banner').filter({ hasText: name });
    const next = slider.getByRole('button', { name: 'Вперёд' });
    const previous = slider.getByRole('button', { name: 'Назад' });
    await expect(banner(/Монтаж под ключ/)).toBeInViewport({ ratio: 0.95 });

    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(banner(/Скидки на ламинат/)).toBeInViewport({ ratio: 0.95 });
    await expect(banner(/Монтаж под ключ/)).not.toBeInViewport();
    await expect(slider.locator('[aria-live]')).toHaveText('Слайд 2 из 4');
    await page.keyboard.press('Space');
    await expect(banner(/Доставка по Москве/)).toBeInViewport({ ratio: 0.95 });
    await page.keyboard.press('ArrowRight');
    await expect(banner(/Кондиционеры с установкой/)).toBeInViewport({ ratio: 0.95 });
    await expect(next).toBeDisabled();
    await expect(previous).toBeFocused(); // the focus is not lost at the end
    await page.keyboard.press('Enter');
    await expect(banner(/Доставка по Москве/)).toBeInViewport({ ratio: 0.95 });
    // from the arrows Tab leaves the slider: the banners out of view are no tab stops
    await page.keyboard.press('Shift+Tab');
    const shown = await banner(/Доставка по Москве/).evaluate((link) => link.textContent?.trim());
    expect(await focused(page)).toBe(`a|${shown}`);
    expect(errors).toEqual([]);
  });

  test('a visitor opens a short and watches it advance to the next', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await elementsReady(page);
    const shorts = page.locator('shop-shorts');
    await shorts.scrollIntoViewIfNeeded();
    const first = shorts.getByRole('link', { name: 'Укладка ламината за минуту' });
    await first.click();
    const lightbox = shorts.getByRole('dialog', { name: 'Видео о ремонте' });
    await expect(lightbox).toBeVisible();
    const counter = lightbox.locator('.lightbox__counter');
    await expect(counter).toHaveText('1 из 6');
    const playing = (n: number) =>
      lightbox
        .locator('.short')
        .nth(n)
        .locator('video')
        .evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0);
    await expect.poll(() => playing(0)).toBe(true);
    // the clip ends after 1.75 s and the lightbox moves on by itself
    await expect(counter).toHaveText('2 из 6', { timeout: 10_000 });
    await expect.poll(() => playing(1)).toBe(true);
    expect(await playing(0)).toBe(false);
    await lightbox.getByRole('button', { name: 'Закрыть' }).click();
    await expect(lightbox).toBeHidden();
    await expect(first).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('a visitor opens an article image and closes it', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/articles');
    await page.getByRole('link', { name: /Как выбрать ламинат/ }).click();
    await expect(page).toHaveURL(/\/articles\/kak-vybrat-laminat$/);
    await elementsReady(page);
    const image = page.locator('shop-lightbox').getByRole('link', { name: 'Толщина панели' });
    await image.click();
    const lightbox = page.getByRole('dialog', { name: 'Просмотр изображений' });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.locator('.lightbox__counter')).toHaveText('2 из 3');
    await expect(lightbox.getByRole('img', { name: 'Толщина панели' })).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(image).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(lightbox).toBeVisible();
    await lightbox.getByRole('button', { name: 'Вперёд' }).click();
    await expect(lightbox.locator('.lightbox__counter')).toHaveText('3 из 3');
    await lightbox.getByRole('button', { name: 'Закрыть' }).click();
    await expect(lightbox).toBeHidden();
    // the articleProducts carousel: 3 goods per view at 992px and up
    const products = page.locator('shop-carousel[name=articleProducts]');
    await products.scrollIntoViewIfNeeded();
    await expect(products.locator('.card')).toHaveCount(8);
    expect(errors).toEqual([]);
  });

  test('a visitor sees the contact map marker', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/contacts');
    await elementsReady(page);
    const map = page.locator('shop-contact-map');
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('state', 'shown');
    await expect(map).toHaveAttribute('point', '55.650412,37.613353');
    const canvas = map.locator('[part=canvas]');
    await expect(canvas).toHaveAttribute('data-rendered', '');
    await expect(canvas).toHaveAttribute('data-zoom', '17');
    await expect(map.getByRole('button', { name: '+' })).toBeVisible();
    // the marker is drawn at the centre of the map: the store theme's accent (#c2410c) on one of the layer canvases
    const centre = await canvas.evaluate((element) =>
      [...element.querySelectorAll('canvas')].map((layer) => [
        ...layer.getContext('2d')!.getImageData(layer.width >> 1, layer.height >> 1, 1, 1).data,
      ]),
    );
    expect(
      centre.some(
        ([r, g, b]) => Math.abs(r! - 0xc2) < 12 && Math.abs(g! - 0x41) < 12 && Math.abs(b! - 0x0c) < 12,
      ),
    ).toBe(true);
    await expect(map.getByRole('link', { name: 'Открыть на карте' })).toHaveAttribute(
      'href',
      `https://yandex.ru/maps/?text=${encodeURIComponent('Москва, Варшавское шоссе, 87')}`,
    );
    expect(errors).toEqual([]);
  });

  test('the uz home and article pages are in Uzbek and their links keep lang=uz', async ({ page }) => {
    await page.goto('/?lang=uz');
    await expect(page.getByRole('heading', { level: 2, name: 'Maqolalar va maslahatlar' })).toBeVisible();
    await expect(page.locator('.banner').first()).toContainText('kalit topshirish');
    const hrefs = await page
      .locator('.banner, .category-tile, .promo-tile, .brand-tile, .article-card__link, .home-section__more')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(30);
    expect(hrefs.filter((href) => !new URL(href, 'http://x').searchParams.has('lang', 'uz'))).toEqual([]);
    await page.locator('.home-section__more').click();
    await expect(page).toHaveURL(/\/articles\?lang=uz$/);
    await page.getByRole('link', { name: /Laminatni qanday tanlash/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Laminatni qanday tanlash kerak: sinf, qalinlik va faska',
    );
    await elementsReady(page);
    await expect(page.locator('shop-disclosure summary')).toHaveText('Mundarija');
  });
});

test.describe('the product page: disclosures, the price request, carousels without hidden tab stops', () => {
  test("'Узнать цену' on a product without a price opens the enquiry modal for that product; the request lands in the inbox", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(productUrl(PRICELESS));
    await elementsReady(page);
    await expect(page.locator('shop-product-form')).toHaveCount(0);
    const opener = page.getByRole('button', { name: 'Узнать цену' });
    await opener.click();
    const modal = page.getByRole('dialog', { name: 'Узнать цену' });
    await expect(modal).toBeVisible();
    await expect(modal.locator('[part=name]')).toHaveText(PRICELESS.name);
    await expect(modal.locator('[part=price]')).toHaveText('Цена по запросу');
    const name = `Покупатель ${Date.now()}`;
    await modal.getByLabel('Имя').fill(name);
    await modal.getByLabel('Телефон').pressSequentially('9161234567');
    await modal.getByRole('checkbox', { name: 'Я не робот' }).check();
    await expect(modal.getByText('Проверка пройдена')).toBeVisible();
    await modal.getByRole('button', { name: 'Отправить' }).click();
    await expect(modal.getByText('Заявка успешно отправлена')).toBeVisible();
    await modal.getByRole('button', { name: 'Закрыть' }).click();
    await expect(opener).toBeFocused();

    await page.goto('/demo/inbox');
    const entry = page.locator('.inbox__item[data-form="available"]').filter({ hasText: name });
    await expect(entry).toContainText(PRICELESS.name);
    await expect(entry.locator('dt', { hasText: /^request$/ }).locator('+ dd')).toHaveText('price');
    expect(errors).toEqual([]);
  });

  test('the enquiry disclosures: the summary opens one, Esc closes it, a click outside closes it', async ({
    page,
  }) => {
    await page.goto(PRODUCT);
    await elementsReady(page);
    const cheaper = page.locator('shop-disclosure details').filter({ hasText: 'Нашли дешевле?' });
    const summary = cheaper.locator('summary');
    await summary.click();
    await expect(cheaper).toHaveAttribute('open', '');
    await cheaper.getByLabel(/^Имя/).fill('Павел');
    await page.keyboard.press('Escape');
    await expect(cheaper).not.toHaveAttribute('open');
    await expect(summary).toBeFocused();
    await summary.press('Enter');
    await expect(cheaper).toHaveAttribute('open', '');
    await expect(cheaper.getByLabel(/^Имя/)).toHaveValue('Павел');
    await page.getByRole('heading', { name: 'Вопросы по товару' }).click();
    await expect(cheaper).not.toHaveAttribute('open');
  });

  test('off-screen carousel slides are not tab stops: every stop from the top of the page to the quantity field is in view', async ({
    page,
  }) => {
    await page.goto(PRODUCT);
    await elementsReady(page);
    const quantity = page.getByRole('spinbutton', { name: 'Количество' });
    const stops: { name: string; inView: boolean }[] = [];
    for (let tab = 0; tab < 60; tab++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        if (!active) return null;
        const box = active.getBoundingClientRect();
        // the clipping box of the carousel the stop sits in, if any
        let node: Node | null = active;
        let clip: DOMRect | null = null;
        while (node) {
          if (node instanceof Element && node.classList.contains('swiper'))
            clip = node.getBoundingClientRect();
          node = (node as Element).assignedSlot ?? node.parentNode ?? (node as ShadowRoot).host ?? null;
        }
        const inside = !clip || (box.left >= clip.left - 1 && box.right <= clip.right + 1);
        const label =
          active.getAttribute('aria-label') ??
          (active.textContent?.trim() || active.querySelector('img')?.alt || '').slice(0, 40);
        return {
          name: `${active.localName} ${label}`,
          inView: inside && box.width > 0 && box.right > 0 && box.left < innerWidth,
          quantity: active.getAttribute('name') === 'quantity',
        };
      });
      if (!stop) continue;
      if (stop.quantity) break;
      stops.push({ name: stop.name, inView: stop.inView });
    }
    await expect(quantity).toBeFocused();
    expect(stops.filter((stop) => !stop.inView)).toEqual([]);
    // the gallery gives one picture per view, so one picture link, not five
    expect(stops.filter((stop) => stop.name.startsWith('a ') && /фото/.test(stop.name))).toHaveLength(1);
  });
});

test.describe('nothing moves when the content widgets upgrade', () => {
  const PAGES = ['/', '/articles/kak-vybrat-laminat', '/contacts'];

  /** the places of the page's content, relative to <main>, with the script blocked or after every element is ready */
  const places = (page: Page) =>
    page.evaluate(() => {
      const main = document.querySelector('main')!.getBoundingClientRect();
      const picked = document.querySelectorAll(
        'main h1, main h2, main .banner, main .category-tile, main .card, main .short-link, main .article-card, main figure, main address, main shop-contact-map',
      );
      return [...picked].slice(0, 60).map((element) => {
        const box = element.getBoundingClientRect();
        return {
          what: `${element.localName}.${element.className}`,
          box: [box.left - main.left, box.top - main.top, box.width, box.height],
        };
      });
    });
  /** the places that differ by a pixel or more (Swiper's auto height measures whole pixels) */
  const moved = (before: Awaited<ReturnType<typeof places>>, after: Awaited<ReturnType<typeof places>>) =>
    before
      .map((place, i) => ({ place, now: after[i] }))
      .filter(
        ({ place, now }) =>
          !now || now.what !== place.what || place.box.some((v, k) => Math.abs(v - now.box[k]!) >= 1),
      )
      .map(
        ({ place, now }) =>
          `${place.what} ${place.box.map(Math.round).join(',')} -> ${now?.box.map(Math.round).join(',')}`,
      );

  for (const path of PAGES) {
    test(`${path}: the server markup is laid out where the elements leave it`, async ({ browser }) => {
      const blocked = await browser.newPage();
      // the script, not dist/shop-elements.css: the stylesheet is what the page has before the script runs
      await blocked.route(
        (url) => url.pathname.startsWith('/dist/') && url.pathname.endsWith('.js'),
        (route) => route.abort(),
      );
      await blocked.goto(path);
      const before = await places(blocked);
      await blocked.close();
      const page = await browser.newPage();
      await page.goto(path);
      await elementsReady(page);
      const after = await places(page);
      expect(after).toHaveLength(before.length);
      expect(moved(before, after)).toEqual([]);
      await page.close();
    });
  }

  const PHONE = { width: 375, height: 740 };
  /** the layout shifts the page reports from its load on, recorded before its scripts run */
  const recordShifts = (page: Page) =>
    page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node?: Node }[];
        })[])
          shifts.push({
            value: entry.value,
            sources: entry.sources.map((source) => (source.node as Element | undefined)?.localName ?? '?'),
          });
      }).observe({ type: 'layout-shift', buffered: true });
    });
  const shiftsOf = async (page: Page) => {
    await page.evaluate(() => new Promise(requestAnimationFrame));
    return page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts);
  };

  for (const [path, viewport] of [
    ...[...PAGES, '/checkout'].map((path) => [path, null] as const),
    ...['/', '/catalog/laminat', '/cart', '/checkout', '/compare'].map((path) => [path, PHONE] as const),
  ]) {
    const where = viewport ? ' on a 375 px phone' : '';
    test(`${path}: no layout shift from load until every element is ready${where} (CLS 0)`, async ({
      page,
    }) => {
      if (viewport) await page.setViewportSize(viewport);
      await recordShifts(page);
      await page.goto(path);
      await elementsReady(page);
      expect(await shiftsOf(page)).toEqual([]);
    });
  }

  // the second product can be installed: the checkout shows its services section
  for (const [path, shown] of [
    ['/cart', 'shop-cart [part~=line]'],
    ['/checkout', 'shop-checkout [part=form]'],
  ] as const)
    for (const viewport of [null, PHONE]) {
      const where = viewport ? ' on a 375 px phone' : '';
      test(`${path} with two goods in the cart: the footer stays put until they are shown${where} (CLS 0)`, async ({
        page,
      }) => {
        if (viewport) await page.setViewportSize(viewport);
        await page.goto('/contacts');
        for (const productId of [14, 15])
          await storeApi(page, 'POST', '/api/1/ru/cart/item', { productId, quantity: 1 });
        await recordShifts(page);
        await page.goto(path);
        await elementsReady(page);
        await expect(page.locator(shown).first()).toBeVisible();
        expect(await shiftsOf(page)).toEqual([]);
      });
    }
});
