import { expect, test, type Page } from '@playwright/test';
import {
  CAROUSEL_PRESETS,
  slidesPerViewAt,
  type CarouselName,
} from '../../shared/ui/carousel/carousel-presets.ts';

/**
 * A page with only the documented tags (README's include and docs/loading.md: the stylesheet and the script of
 * dist/) and bare slides: every preset of docs/behaviour/constants.md, a carousel without a name and the shorts,
 * in boxes 320, 650 and 1200 px wide. The presets follow each carousel's own width before and after the upgrade,
 * on a wide screen and on a phone.
 */
const WIDTHS = [320, 650, 1200];
const SLIDES = 8;
const CAROUSELS: [tag: string, preset: CarouselName][] = [
  ...Object.keys(CAROUSEL_PRESETS).map((name): [string, CarouselName] => [
    `shop-carousel name="${name}"`,
    name as CarouselName,
  ]),
  ['shop-carousel', 'default'],
  ['shop-shorts', 'shortsCarousel'],
];
const PAGE = '/e2e/bare-carousels';

function markup(link: boolean): string {
  const slides = Array.from(
    { length: SLIDES },
    (_, i) => `<div style="height: 60px; background: #e5e7eb">${i + 1}</div>`,
  ).join('');
  const boxes = WIDTHS.map(
    (width) =>
      `<section style="width: ${width}px">${CAROUSELS.map(
        ([tag]) => `<${tag}>${slides}</${tag.split(' ')[0]}>`,
      ).join('')}</section>`,
  ).join('');
  return `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Карусели</title>
    <script type="application/json" id="shop-config">{ "storeId": "1" }</script>
    ${link ? '<link rel="stylesheet" href="/dist/shop-elements.css" />' : ''}
    <script type="module" src="/dist/shop-elements.js"></script>
  </head>
  <body style="margin: 0">${boxes}</body>
</html>`;
}

type Box = [x: number, y: number, width: number, height: number];

/** Every slide's box, carousel by carousel, and whether it lies within its carousel's box. */
const boxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('shop-carousel, shop-shorts')].map((host) => {
      const frame = host.getBoundingClientRect();
      return [...host.children].map((slide) => {
        const box = slide.getBoundingClientRect();
        return {
          box: [box.x, box.y, box.width, box.height] as Box,
          shown: box.left >= frame.left - 1 && box.right <= frame.right + 1,
        };
      });
    }),
  );

/**
 * Opens the page with the loader held until `measure` has run: what the page shows before the script, then
 * after every carousel is ready. Also tells how many links to the stylesheet the page ends with.
 */
async function openBare(page: Page, link: boolean) {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: the main carousel stays on its first slide
  await page.route(PAGE, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: markup(link) }),
  );
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/dist/shop-elements.js', async (route) => {
    await released;
    await route.fallback();
  });
  // when a carousel first becomes ready: were the page's carousel rules in force?
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      const host = records
        .map((record) => record.target as Element)
        .find((target) => target.matches('shop-carousel, shop-shorts'));
      if (!host) return;
      (window as unknown as { styledAtUpgrade: string }).styledAtUpgrade =
        getComputedStyle(host).containerType;
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ready'] });
  });
  await page.goto(PAGE, { waitUntil: 'commit' });
  await page.waitForFunction(
    (count) => document.querySelectorAll('shop-carousel, shop-shorts').length === count,
    WIDTHS.length * CAROUSELS.length,
  );
  // the linked stylesheet blocks the first paint: what the shopper first sees has it
  if (link)
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('shop-carousel')!).containerType === 'inline-size',
    );
  await page.evaluate(() => document.fonts.ready);
  const before = await boxes(page);
  release();
  await expect
    .poll(() => page.locator('shop-carousel:not([ready]), shop-shorts:not([ready])').count(), {
      timeout: 20_000, // the first run of the store compresses each chunk once
    })
    .toBe(0);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  const after = await boxes(page);
  const links = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) => link.href),
  );
  const styledAtUpgrade = await page.evaluate(
    () => (window as unknown as { styledAtUpgrade?: string }).styledAtUpgrade,
  );
  return { before, after, links, styledAtUpgrade };
}

/** The carousel of each measured row: its tag, preset and box width. */
const carouselOf = (i: number) => {
  const [tag, preset] = CAROUSELS[i % CAROUSELS.length]!;
  return { tag, preset, width: WIDTHS[Math.floor(i / CAROUSELS.length)]! };
};

/** The places that differ by more than a pixel, described. */
function moved(before: { box: Box }[][], after: { box: Box }[][], only = (_: { shown: boolean }) => true) {
  const problems: string[] = [];
  before.forEach((slides, i) =>
    slides.forEach((slide, k) => {
      if (!only(slide as { box: Box; shown: boolean })) return;
      const now = after[i]![k]!.box;
      if (slide.box.some((value, side) => Math.abs(value - now[side]!) > 1)) {
        const { tag, width } = carouselOf(i);
        problems.push(
          `${tag} at ${width}px, slide ${k + 1}: ${slide.box.map(Math.round)} -> ${now.map(Math.round)}`,
        );
      }
    }),
  );
  return problems;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`bare carousels in a ${viewport.width} px window (dist/shop-elements.css)`, () => {
    test.use({ viewport });

    test('with the documented <link>: each preset at its box width before the script, and nothing moves on upgrade', async ({
      page,
    }) => {
      const { before, after, links, styledAtUpgrade } = await openBare(page, true);
      expect(styledAtUpgrade).toBe('inline-size');
      // the page's own link is enough: the loader adds no second one
      expect(links.filter((href) => href.includes('shop-elements.css'))).toHaveLength(1);
      // before the script: one row of the preset's slides per view, at the carousel's own width
      const wrong = before.flatMap((slides, i) => {
        const { tag, preset, width } = carouselOf(i);
        const perView = slidesPerViewAt(CAROUSEL_PRESETS[preset], width);
        const rows = new Set(slides.map(({ box }) => Math.round(box[1]))).size;
        const shown = slides.filter((slide) => slide.shown).length;
        return rows === 1 && shown === perView
          ? []
          : [`${tag} at ${width}px: ${shown} shown in ${rows} rows, not ${perView}`];
      });
      expect(wrong).toEqual([]);
      // after the upgrade the slides in view stay where they were; every slide keeps its size (a looping
      // carousel moves slides out of view from its end to before its start)
      expect(moved(before, after, (slide) => slide.shown)).toEqual([]);
      const resized = before.flatMap((slides, i) =>
        slides.flatMap(({ box }, k) => {
          const now = after[i]![k]!.box;
          return Math.abs(box[2] - now[2]) > 1 || Math.abs(box[3] - now[3]) > 1
            ? [
                `${carouselOf(i).tag} at ${carouselOf(i).width}px, slide ${k + 1}: ${box[2]}x${box[3]} -> ${now[2]}x${now[3]}`,
              ]
            : [];
        }),
      );
      expect(resized).toEqual([]);
      const shownAfter = after.map((slides) => slides.filter((slide) => slide.shown).length);
      expect(shownAfter).toEqual(before.map((slides) => slides.filter((slide) => slide.shown).length));
    });

    test('without it: the loader links the stylesheet beside itself before the first upgrade, and the layout is the same', async ({
      page,
      browser,
    }) => {
      const { after, links, styledAtUpgrade } = await openBare(page, false);
      const origin = new URL(page.url()).origin;
      expect(links).toEqual([`${origin}/dist/shop-elements.css`]);
      expect(styledAtUpgrade).toBe('inline-size');
      const linked = await browser.newPage({ viewport });
      const reference = await openBare(linked, true);
      await linked.close();
      expect(moved(reference.after, after)).toEqual([]);
    });
  });
}
