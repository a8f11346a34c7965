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
