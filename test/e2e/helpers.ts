import { expect, type Page } from '@playwright/test';

/** Fails the test on any uncaught error or console error of the page, the way a shopper would notice a broken shop. */
export function watchErrors(page: Page, allowed: RegExp[] = []): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text())))
      problems.push(message.text());
  });
  return problems;
}

/** Waits until every shop element on the page has upgraded and rendered. */
export async function elementsReady(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const all = [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('shop-'));
        return all.length > 0 && all.every((el) => el.hasAttribute('ready'));
      }),
    )
    .toBe(true);
}

export const cartBadge = (page: Page) => page.locator('shop-cart-count').first();
