import { expect, test, type Route } from '@playwright/test';
import { elementsReady, watchErrors } from './helpers.ts';

/** The part of imask the phone fields use: a chunk of its own, loaded on a phone field's first focus. */
const MASK_CHUNK = /\/dist\/chunks\/phone-mask-control-[\w-]+\.js$/;

test.describe('the phone mask loads on demand (docs/behaviour/validation.md phones)', () => {
  test('a page with phone fields loads imask only when a phone field first gets focus', async ({ page }) => {
    const errors = watchErrors(page);
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (MASK_CHUNK.test(request.url())) loaded.push(request.url());
    });
    await page.goto('/contacts');
    await elementsReady(page);
    const phone = page.locator('shop-form[type=call-me]').getByLabel('Телефон');
    await expect(phone).toHaveAttribute('placeholder', '+7 (___) ___ __ __');
    expect(loaded).toEqual([]);
    await phone.focus();
    await expect.poll(() => loaded.length).toBe(1);
    await expect(phone).toHaveValue('+7 (___) ___ __ __'); // imask shows its slots while focused
    expect(errors).toEqual([]);
  });

  for (const [how, text] of [
    ['typed', '89161234567'],
    ['pasted', '8 (916) 123-45-67'],
  ] as const) {
    test(`a number ${how} before imask arrives ends up masked, and imask takes over`, async ({ page }) => {
      const errors = watchErrors(page);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(MASK_CHUNK, async (route: Route) => {
        await held;
        await route.continue();
      });
      await page.goto('/contacts');
      await elementsReady(page);
      const phone = page.locator('shop-form[type=call-me]').getByLabel('Телефон');
      await phone.focus();
      if (how === 'typed') await page.keyboard.type(text);
      else await page.keyboard.insertText(text);
      await expect(phone).toHaveValue('+7 (916) 123 45 67');
      release();
      await page.keyboard.press('Backspace');
      await expect(phone).toHaveValue('+7 (916) 123 45 6_'); // imask's slots: it is attached
      await page.keyboard.type('7');
      await expect(phone).toHaveValue('+7 (916) 123 45 67');
      expect(errors).toEqual([]);
    });
  }
});
