import { expect, test } from '@playwright/test';
import { elementsReady, watchErrors } from './helpers.ts';

/** The chunk that words the author's mistakes (shared/author-messages.ts). */
const MESSAGES_CHUNK = /\/dist\/chunks\/author-messages-[\w-]+\.js$/;

test.describe("the author's mistakes are worded on demand (docs/errors.md)", () => {
  for (const path of ['/', '/catalog/laminat', '/cart', '/checkout', '/contacts', '/montazh']) {
    test(`${path}: a page without a mistake pays nothing for the lines that name one`, async ({ page }) => {
      const errors = watchErrors(page);
      const loaded: string[] = [];
      page.on('request', (request) => {
        if (MESSAGES_CHUNK.test(request.url())) loaded.push(request.url());
      });
      await page.goto(path);
      await elementsReady(page);
      // the look at an element is a task after it connects: two frames and a task later it has happened
      await page.evaluate(() => new Promise((done) => setTimeout(done, 100)));
      expect(loaded).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('an element with a misspelt attribute loads them and names the mistake', async ({ page }) => {
    const errors = watchErrors(page, [/SHOP_UNKNOWN_ATTRIBUTE/]);
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (MESSAGES_CHUNK.test(request.url())) loaded.push(request.url());
    });
    await page.goto('/');
    await elementsReady(page);
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<shop-add-to-cart product-id="1" prodct-id="1"><button type="button">В корзину</button></shop-add-to-cart>',
      ),
    );
    await expect.poll(() => errors.expected.join('\n')).toContain('SHOP_UNKNOWN_ATTRIBUTE <shop-add-to-cart');
    expect(loaded).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
