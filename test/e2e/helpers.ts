import { expect, type Locator, type Page } from '@playwright/test';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Fails the test on any uncaught error or console error of the page, the way a shopper would notice a broken shop.
 * The console errors a test provokes on purpose (matching `expected`) are kept apart, in `.expected`, for the test to
 * assert that they came (docs/testing.md, "A quiet run").
 */
export function watchErrors(page: Page, expected: RegExp[] = []): string[] & { readonly expected: string[] } {
  const problems: string[] = [];
  const provoked: string[] = [];
  // not enumerable: `expect(errors).toEqual([])` compares the problems only
  Object.defineProperty(problems, 'expected', { value: provoked });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    (expected.some((pattern) => pattern.test(text)) ? provoked : problems).push(text);
  });
  return problems as string[] & { readonly expected: string[] };
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

/**
 * Calls the store's API from the page, the way the elements do: with this shopper's session and the
 * X-XSRF-TOKEN header; `form` sends form data instead of JSON. Answers the parsed JSON.
 */
export function storeApi(
  page: Page,
  method: string,
  path: string,
  body?: Record<string, unknown>,
  form = false,
): Promise<unknown> {
  return page.evaluate(
    async ({ method, path, body, form }) => {
      await fetch('/api/1/ru/cart'); // issues the session and XSRF cookies
      const xsrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice(11) ?? '',
      );
      const data = new FormData();
      if (form && body) for (const [name, value] of Object.entries(body)) data.append(name, String(value));
      const response = await fetch(path, {
        method,
        headers: form
          ? { 'X-XSRF-TOKEN': xsrf }
          : { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: body ? (form ? data : JSON.stringify(body)) : undefined,
      });
      return response.json();
    },
    { method, path, body, form },
  );
}

/** Types into a suggestion input (emptied first) and takes the first suggestion, as a shopper picks an address. */
export async function chooseSuggestion(within: Locator, label: string, query: string): Promise<void> {
  const input = within.getByRole('combobox', { name: label });
  await input.fill('');
  await input.pressSequentially(query);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await within.getByRole('option').first().click();
  await expect(input).toHaveAttribute('aria-expanded', 'false');
}

/** A shopper's pickup order: the checkout's contact fields and city filled in as typed, pickup chosen, sent. */
export async function orderForPickup(checkout: Locator): Promise<void> {
  await expect(checkout.getByRole('button', { name: 'Оформить заказ' })).toBeVisible();
  await checkout.getByLabel('Телефон').first().pressSequentially('9161234567');
  await checkout.getByLabel('ФИО', { exact: false }).first().fill('Иван Петров');
  await checkout.getByLabel('E-mail').fill('ivan@example.ru');
  await chooseSuggestion(checkout, 'Населённый пункт', 'Москва');
  await checkout.getByRole('radio', { name: 'Самовывоз' }).check();
  await checkout.getByRole('button', { name: 'Оформить заказ' }).click();
}

/** Starts a test's own server on a free port of `host` (127.0.0.2 is another origin on the same machine). */
export const listen = (server: Server, host: string) =>
  new Promise<string>((resolve) =>
    server.listen(0, host, () => resolve(`http://${host}:${(server.address() as AddressInfo).port}`)),
  );
