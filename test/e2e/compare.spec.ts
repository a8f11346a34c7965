import { expect, test, type Page } from '@playwright/test';
import { cartBadge, elementsReady, watchErrors } from './helpers.ts';

/** the product ids whose columns of one kind are fully in view, left to right */
const inView = (page: Page, part: 'product' | 'attributes') =>
  page.evaluate((kind) => {
    const host = document.querySelector('shop-compare')!;
    const area = host.shadowRoot!.querySelector(
      kind === 'product' ? '[part=products]' : '[part=attributes]',
    )!;
    const box = area.getBoundingClientRect();
    return [...host.querySelectorAll<HTMLElement>(`[data-compare=${kind}]`)]
      .filter((c) => {
        const r = c.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1;
      })
      .map((c) => Number(c.dataset.productId));
  }, part);

test.describe('compare and favourites (docs/behaviour/compare.md, docs/behaviour/states.md, docs/behaviour/calls.md)', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('add to compare and favourites from the listing, slide both carousels on /compare, remove one; the wishlist', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/catalog/laminat');
    await elementsReady(page);
    const cards = page.locator('.card');
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const card = cards.nth(i);
      ids.push(Number(await card.getAttribute('data-product-id')));
      const toggle = card.getByRole('button', { name: 'Добавить к сравнению' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('shop-compare-count')).toHaveAttribute('data-counter', String(i + 1));
    }
    const toast = page.locator('shop-toaster').getByRole('status').last();
    await expect(toast).toContainText('Товар добавлен в список сравнения');
    const buyable = cards.filter({ has: page.locator('shop-add-to-cart') }).first();
    const favoriteId = Number(await buyable.getAttribute('data-product-id'));
    const favorite = buyable.getByRole('button', { name: 'Добавить в избранное' });
    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('shop-favorites-count')).toHaveAttribute('data-counter', '1');

    // the state survives a reload: the cards render it
    await page.reload();
    await elementsReady(page);
    await expect(cards.nth(3).getByRole('button', { name: 'Добавить к сравнению' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/compare');
    await elementsReady(page);
    const compare = page.locator('shop-compare');
    await expect(compare).toHaveAttribute('data-count', '4');
    await expect.poll(() => inView(page, 'product')).toEqual(ids.slice(0, 3));
    await expect.poll(() => inView(page, 'attributes')).toEqual(ids.slice(0, 3));

    // slide the products: the attributes follow
    const products = compare.locator('[part=products]');
    const box = (await products.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2 - 300, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(compare).toHaveAttribute('index', '1');
    await expect.poll(() => inView(page, 'attributes')).toEqual(ids.slice(1, 4));
    await compare.getByRole('button', { name: 'Назад' }).click();
    await expect.poll(() => inView(page, 'attributes')).toEqual(ids.slice(0, 3));

    // remove one: its columns go, the counter follows
    await compare
      .locator(`[data-compare=product][data-product-id="${ids[0]}"]`)
      .getByRole('button', { name: 'Убрать из сравнения' })
      .click();
    await expect(compare.locator(`[data-product-id="${ids[0]}"]`)).toHaveCount(0);
    await expect(compare).toHaveAttribute('data-count', '3');
    await expect(page.locator('shop-compare-count')).toHaveAttribute('data-counter', '3');
    await page.reload();
    await expect(page.locator('[data-compare=product]')).toHaveCount(3);

    // the wishlist: add to cart and remove
    await page.goto('/wishlist');
    await elementsReady(page);
    const items = page.locator('.wishlist__item');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toHaveAttribute('data-product-id', String(favoriteId));
    await items.first().getByRole('button', { name: 'В корзину' }).click();
    await expect(cartBadge(page)).toHaveAttribute('data-counter', '1');
    await items
      .first()
      .getByRole('button', { name: /^Удалить из избранного/ })
      .click();
    await expect(items).toHaveCount(0);
    await expect(page.locator('shop-favorites-count')).toHaveAttribute('data-counter', '0');
    expect(errors).toEqual([]);
  });
});
