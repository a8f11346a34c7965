import { expect, test } from '@playwright/test';

test.describe('listing card images (the largest paint of a listing)', () => {
  for (const path of ['/catalog/laminat', '/search?q=ламинат']) {
    test(`${path}: the first card image loads at once with high priority, the rest of the first row at once, the others lazily`, async ({
      page,
    }) => {
      await page.goto(path);
      const images = page.locator('.card .card__image img');
      expect(await images.count()).toBeGreaterThan(4);
      await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
      for (let i = 0; i < 4; i++) await expect(images.nth(i)).not.toHaveAttribute('loading', 'lazy');
      await expect(images.nth(4)).toHaveAttribute('loading', 'lazy');
      await expect(images.nth(1)).not.toHaveAttribute('fetchpriority', 'high');
    });
  }
});

test.describe('the home page’s first screen (its largest paint)', () => {
  for (const [width, height] of [
    [375, 812],
    [1280, 900],
  ] as const) {
    test(`at ${width} px: every picture on the first screen loads at once, and only the first banner asks for high priority`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      const onFirstScreen = await page.evaluate(() =>
        [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect();
            // a carousel's later slides stack under its first before Swiper runs: only what can be seen counts
            const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return (
              box.width > 0 && box.top < innerHeight && box.bottom > 0 && !!top?.closest('a')?.contains(image)
            );
          })
          .map((image) => ({ src: image.getAttribute('src'), loading: image.getAttribute('loading') })),
      );
      expect(onFirstScreen.map((image) => image.src)).toContain('/media/banners/1.svg');
      expect(onFirstScreen.some((image) => image.src!.startsWith('/img/p/'))).toBe(true);
      for (const image of onFirstScreen) expect(image.loading, image.src!).not.toBe('lazy');
      await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
      await expect(page.locator('img[fetchpriority="high"]')).toHaveAttribute('src', '/media/banners/1.svg');
    });
  }
});
