import { expect, test, type Page } from '@playwright/test';
import { elementsReady, watchErrors } from './helpers.ts';

/**
 * A uz shopper never lands on Russian text. The page's visible text and the text of every element's
 * open shadow root must hold no Cyrillic letter; links, forms and the elements' own navigations keep lang=uz.
 */

const CYRILLIC = /[А-Яа-яЁё]+/g;

/** What the shopper can read: the page's text and, element by element, the text its open shadow root shows. */
function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (!element.shadowRoot) continue;
        // a shadow root's innerText is not a thing: read the text of its rendered elements
        for (const child of element.shadowRoot.children) {
          if (child instanceof HTMLElement && child.localName !== 'style') texts.push(child.innerText);
        }
        walk(element.shadowRoot);
      }
    };
    walk(document);
    return texts.join('\n');
  });
}

/** The Russian words on screen (none expected). */
async function russianWords(page: Page): Promise<string[]> {
  await elementsReady(page);
  return [...new Set((await screenText(page)).match(CYRILLIC) ?? [])];
}

test.describe('the uz locale across the reference store', () => {
  test('a uz shopper browses home → listing → product → cart without a Russian word on screen', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/?lang=uz');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
    expect(await russianWords(page)).toEqual([]);

    await page.locator('.catalog-nav').getByRole('link', { name: 'Laminat' }).click();
    await expect(page).toHaveURL(/\/catalog\/laminat\?lang=uz$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Laminat');
    expect(await russianWords(page)).toEqual([]);

    const card = page
      .locator('.card')
      .filter({ has: page.locator('shop-add-to-cart') })
      .first();
    const name = (await card.locator('.card__title').innerText()).trim();
    await card.locator('.card__title a').click();
    await expect(page).toHaveURL(/\/product\/[\w-]+\?lang=uz$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    expect(await russianWords(page)).toEqual([]);

    await page.locator('shop-product-form').getByRole('button', { name: 'Savatga' }).click();
    await expect(page.locator('shop-cart-count').first()).toHaveAttribute('data-counter', '1');
    await page.locator('.header-link--cart').click();
    await expect(page).toHaveURL(/\/cart\?lang=uz$/);
    const cart = page.locator('shop-cart');
    await expect(cart).not.toHaveClass(/loading/);
    await expect(cart.locator('.line__name')).toHaveText(name);
    expect(await russianWords(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a field error from the server comes back in uz', async ({ page }) => {
    await page.goto('/?lang=uz');
    await elementsReady(page);
    // the call of a uz page carries its language; a phone too short for the server is refused in Uzbek
    const answer = await page.evaluate(async () => {
      await fetch('/api/1/uz/cart');
      const xsrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice(11) ?? '',
      );
      const form = new FormData();
      form.append('name', 'Aziz');
      form.append('phone', '+7 (999) 12');
      form.append('message', 'Salom');
      form.append('agreement', '1');
      const response = await fetch('/api/1/uz/forms/feedback/store', {
        method: 'POST',
        headers: { 'X-XSRF-TOKEN': xsrf },
        body: form,
      });
      return { status: response.status, body: await response.json() };
    });
    expect(answer.status).toBe(422);
    const errors = (answer.body as { errors: Record<string, string[]> }).errors;
    expect(errors.phone).toEqual(['Telefon raqamini to‘liq kiriting.']);
    expect(JSON.stringify(errors)).not.toMatch(CYRILLIC);
  });

  test('the lang survives: search → results page, cart → checkout', async ({ page }) => {
    await page.goto('/catalog/laminat?lang=uz');
    await elementsReady(page);
    const search = page.getByRole('combobox', { name: 'Qidirish' });
    await search.fill('Tarkett');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?(?=.*lang=uz)(?=.*q=Tarkett)/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Qidiruv natijalari');
    expect(await russianWords(page)).toEqual([]);

    await page.locator('shop-add-to-cart').first().getByRole('button', { name: 'Savatga' }).click();
    await expect(page.locator('shop-cart-count').first()).toHaveAttribute('data-counter', '1');
    await page.locator('.header-link--cart').click();
    await expect(page.locator('shop-cart')).not.toHaveClass(/loading/);
    await page.locator('shop-cart').getByRole('link', { name: 'Buyurtma berish' }).click();
    await expect(page).toHaveURL(/\/checkout\?lang=uz$/);
    expect(await russianWords(page)).toEqual([]);
  });

  test('a uz shopper registers, signs out and signs in again, staying in uz on every page', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const email = `uz${Date.now()}@example.uz`;
    await page.goto('/?lang=uz');
    await page.locator('.header-links').getByRole('link', { name: 'Kirish' }).click();
    await expect(page).toHaveURL(/\/login\?lang=uz$/);
    expect(await russianWords(page)).toEqual([]);
    await page.getByRole('link', { name: 'Ro‘yxatdan o‘tish' }).click();
    await expect(page).toHaveURL(/\/register\?lang=uz$/);
    expect(await russianWords(page)).toEqual([]);

    await page.getByLabel(/^Ism/).fill('Aziz');
    await page.getByLabel('E-mail').fill(email);
    const phone = page.getByLabel('Telefon');
    await phone.click();
    await phone.pressSequentially('901234567');
    await page.getByLabel(/^Parol( \*)?$/).fill('firstpass1');
    await page.getByLabel('Parolni takrorlang').fill('firstpass1');
    await page.getByRole('button', { name: 'Ro‘yxatdan o‘tish' }).click();
    await expect(page).toHaveURL(/\/account\?lang=uz$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shaxsiy kabinet');
    expect(await russianWords(page)).toEqual([]);

    await page.getByRole('button', { name: 'Chiqish' }).click();
    await expect(page).toHaveURL(/\/login\?lang=uz$/);
    await elementsReady(page);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/^Parol( \*)?$/).fill('firstpass1');
    await page.getByRole('button', { name: 'Kirish' }).click();
    await expect(page).toHaveURL(/\/account\?lang=uz$/);
    expect(await russianWords(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const path of [
    '/stores',
    '/compare',
    '/wishlist',
    '/montazh',
    '/calculators',
    '/contacts',
    '/articles',
  ]) {
    test(`${path} in uz shows no Russian word`, async ({ page }) => {
      await page.goto(`${path}?lang=uz`);
      expect(await russianWords(page)).toEqual([]);
    });
  }
});
