import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { emptyCheckoutForm, orderPayload } from '../../shared/domain/order-payload.ts';
import { elementsReady, storeApi as api } from './helpers.ts';

/**
 * WCAG 2.1 AA with axe on every page of the reference store (demo-pages/server/pages/routes.ts), in ru and uz,
 * on a desktop and on a 375 px phone, once the elements are ready: no serious or critical violation.
 * One browser context per page; its state (cart, lists, account, order) is made through the store's API.
 */

/** Product 14 is in stock (demo catalogue). */
const IN_STOCK = 14;

type Setup = (page: Page) => Promise<void>;

const withGoods: Setup = async (page) => {
  await page.goto('/stores');
  await api(page, 'POST', '/api/1/ru/cart/item', { productId: IN_STOCK, quantity: 2 });
  const cart = (await api(page, 'POST', '/api/1/ru/cart/item', { productId: 1, quantity: 1 })) as {
    items: unknown[];
  };
  expect(cart.items).toHaveLength(2);
};
const withLists: Setup = async (page) => {
  await page.goto('/stores');
  for (const id of [1, 2, IN_STOCK]) {
    await api(page, 'GET', `/api/v1/compare/product/${id}/push`);
    await api(page, 'GET', `/api/v1/favorites/product/${id}/push`);
  }
};
const signedIn: Setup = async (page) => {
  await page.goto('/stores');
  const answer = await api(
    page,
    'POST',
    '/api/1/ru/auth/register',
    {
      first_name: 'Мария',
      last_name: 'Иванова',
      email: `a11y${Date.now()}${Math.round(Math.random() * 1e6)}@example.ru`,
      phone: '79161234567',
      password: 'firstpass1',
      password_confirmation: 'firstpass1',
    },
    true,
  );
  expect(answer).toMatchObject({ success: true });
};
let orderPath = '';
const withOrder: Setup = async (page) => {
  await withGoods(page);
  const pickup = orderPayload(
    {
      ...emptyCheckoutForm(),
      name: 'Иван Петров',
      email: 'ivan@example.ru',
      phone: '+7 (916) 123 45 67',
      locality: 'г Москва',
      region: 'Москва',
      deliveryType: 'pickup',
    },
    { deliveryPrice: 250, liftPrice: null, distanceMeters: 0, response: [], point: null },
    [],
  );
  const answer = (await api(page, 'POST', '/api/1/ru/orders', { ...pickup })) as { payment_url?: string };
  expect(answer.payment_url).toMatch(/^\/order\/\d+\?token=/);
  orderPath = answer.payment_url!;
};
/** The checkout with courier delivery chosen, so the map, the address and the conditions show. */
const courierShown = async (page: Page) => {
  const checkout = page.locator('shop-checkout');
  const locality = checkout.getByRole('combobox', { name: /Населённый пункт|Aholi punkti/ });
  await locality.fill('Москва');
  await checkout.getByRole('option').first().click();
  await checkout.locator('input[name="delivery_type"][value="self"]').check();
  await expect(checkout.locator('.map')).toHaveAttribute('data-rendered', '');
  await checkout.locator('input[name="isRiseFloor"]').check();
  await checkout.locator('input[name="isNotElevator"]').check();
  await checkout.locator('input[name="isTakesAnotherPerson"]').check();
};

interface StorePage {
  name: string;
  path: () => string;
  setup?: Setup;
  /** what the shopper does on the page before it is checked */
  then?: (page: Page) => Promise<void>;
}

const PAGES: StorePage[] = [
  { name: 'home', path: () => '/' },
  { name: 'a category', path: () => '/catalog/laminat' },
  { name: 'a product in stock', path: () => '/product/laminat-tarkett-natura-chernyy-14' },
  { name: 'a product out of stock (7)', path: () => '/product/laminat-egger-vintage-dub-naturalnyy-7' },
  { name: 'search', path: () => '/search?q=ламинат' },
  { name: 'the cart with goods', path: () => '/cart', setup: withGoods },
  { name: 'checkout with courier delivery', path: () => '/checkout', setup: withGoods, then: courierShown },
  { name: 'the order page', path: () => orderPath, setup: withOrder },
  { name: 'compare', path: () => '/compare', setup: withLists },
  { name: 'wishlist', path: () => '/wishlist', setup: withLists },
  { name: 'the account, signed in', path: () => '/account', setup: signedIn },
  { name: 'login', path: () => '/login' },
  { name: 'register', path: () => '/register' },
  { name: 'password reset', path: () => '/password/reset' },
  { name: 'new password', path: () => '/password/reset/handle?token=demo' },
  { name: 'montazh', path: () => '/montazh' },
  { name: 'contacts', path: () => '/contacts' },
  { name: 'calculators', path: () => '/calculators' },
  { name: 'stores', path: () => '/stores' },
  { name: 'demo orders', path: () => '/demo/orders', setup: withOrder },
  { name: 'demo inbox', path: () => '/demo/inbox' },
];

const withLang = (path: string, lang: string) =>
  lang === 'ru' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

test.describe('WCAG 2.1 AA on every store page: no serious or critical axe violation', () => {
  for (const storePage of PAGES) {
    test(storePage.name, async ({ page }) => {
      test.setTimeout(120_000);
      await storePage.setup?.(page);
      const found: string[] = [];
      for (const lang of ['ru', 'uz']) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(withLang(storePage.path(), lang));
        await elementsReady(page);
        await storePage.then?.(page);
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: width > 800 ? 900 : 740 });
          const results = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze();
          for (const violation of results.violations)
            if (violation.impact === 'serious' || violation.impact === 'critical')
              found.push(
                `${lang} ${width}px ${violation.id} (${violation.impact}): ${violation.nodes
                  .slice(0, 3)
                  .map((node) => `${node.target.join(' ')} – ${node.failureSummary?.split('\n')[1]?.trim()}`)
                  .join('; ')}`,
              );
        }
      }
      expect(found).toEqual([]);
    });
  }
});
