import { expect, test, type Locator, type Page } from '@playwright/test';
import { elementsReady, watchErrors } from '../e2e/helpers.ts';
import { WP } from './helpers.ts';

/**
 * Elements placed as blocks of their own (Shortcode and Custom HTML blocks of the Editor's page /column/,
 * setup.php) sit in the theme's text column as a paragraph does (includes/blocks.php): in the block
 * theme's constrained layout (Twenty Twenty-Three) and the classic theme's .entry-content (Twenty Twenty-One),
 * one per line, their alignment classes respected; two the author put in one block stay side by side.
 */
const EDGE = 2;

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

for (const theme of ['block', 'classic'] as const)
  test(`${theme === 'block' ? 'Twenty Twenty-Three' : 'Twenty Twenty-One'}: elements placed as blocks sit in the text column, one per line, aligned as their classes say`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'shop_e2e_theme', value: theme, url: WP }]);
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/column/');
    await elementsReady(page);
    const column = await box(page.getByText('Ламинат LAM-100098 и LAM-100003'));
    const right = column.x + column.width;

    // each on its own line, starting where the text starts
    const placed = [
      await box(button(page, 'В корзину')),
      await box(button(page, 'Сравнить')),
      await box(button(page, 'В избранное')),
    ];
    for (const [i, at] of placed.entries()) {
      expect(
        Math.abs(at.x - column.x),
        `block ${i + 1} starts at the column's left edge`,
      ).toBeLessThanOrEqual(EDGE);
      expect(at.x + at.width).toBeLessThanOrEqual(right + EDGE);
      if (i > 0)
        expect(at.y, `block ${i + 1} is below block ${i}`).toBeGreaterThanOrEqual(
          placed[i - 1]!.y + placed[i - 1]!.height,
        );
    }

    // aligncenter: in the middle of the column
    const centred = await box(button(page, 'Купить по центру'));
    expect(Math.abs(centred.x + centred.width / 2 - (column.x + column.width / 2))).toBeLessThanOrEqual(EDGE);

    // grouped in one block by the author: side by side, the group at the column's left edge
    const [first, second] = [
      await box(button(page, 'Купить рядом')),
      await box(button(page, 'Сравнить рядом')),
    ];
    expect(Math.abs(first.x - column.x)).toBeLessThanOrEqual(EDGE);
    expect(Math.abs(second.y + second.height / 2 - (first.y + first.height / 2))).toBeLessThanOrEqual(EDGE);
    expect(second.x).toBeGreaterThan(first.x + first.width);

    // alignwide: wider than the text, centred on it
    const wide = await box(page.locator('shop-cart'));
    expect(wide.width).toBeGreaterThan(column.width + 2 * EDGE);
    expect(Math.abs(wide.x + wide.width / 2 - (column.x + column.width / 2))).toBeLessThanOrEqual(EDGE);

    // alignright: at the right, the text after it beside it
    const onRight = await box(button(page, 'В избранное справа'));
    expect(onRight.x + onRight.width).toBeGreaterThanOrEqual(right - EDGE);
    expect(onRight.x + onRight.width).toBeLessThanOrEqual(1280);
    const after = await box(page.getByText('Текст после блоков.'));
    expect(after.y).toBeLessThan(onRight.y + onRight.height);
    expect(errors).toEqual([]);
  });

for (const theme of ['block', 'classic'] as const)
  for (const width of [375, 600, 900, 1280])
    test(`${theme === 'block' ? 'Twenty Twenty-Three' : 'Twenty Twenty-One'} at ${width} px: an element's alignright and aligncenter place it as core's aligned image`, async ({
      page,
      context,
    }) => {
      await context.addCookies([{ name: 'shop_e2e_theme', value: theme, url: WP }]);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/column/');
      await elementsReady(page);
      const column = await box(page.getByText('Ламинат LAM-100098 и LAM-100003'));
      const image = await box(
        page.locator('figure', { has: page.getByRole('img', { name: 'Ядро справа' }) }),
      );
      const element = await box(button(page, 'Избранное у ядра'));
      // the right edges meet, inside the window
      expect(Math.abs(element.x + element.width - (image.x + image.width))).toBeLessThanOrEqual(EDGE);
      expect(element.x + element.width).toBeLessThanOrEqual(width);
      expect(element.x).toBeGreaterThanOrEqual(column.x - EDGE);
      const centredImage = await box(
        page.locator('figure', { has: page.getByRole('img', { name: 'Ядро по центру' }) }),
      );
      const centred = await box(button(page, 'Купить по центру'));
      expect(
        Math.abs(centred.x + centred.width / 2 - (centredImage.x + centredImage.width / 2)),
      ).toBeLessThanOrEqual(EDGE);
    });
