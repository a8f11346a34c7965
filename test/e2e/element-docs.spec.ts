import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { watchErrors } from './helpers.ts';

/**
 * The element reference for template authors (/docs/elements): the index links every tag; each tag's page shows
 * its live example becoming `ready` against the store's API, and passes the store pages' axe check (WCAG 2.1 AA,
 * no serious or critical violation), in ru and in uz, on a desktop and on a phone.
 */
test('every element page shows its live example ready and passes the accessibility check', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page, [/Failed to load resource/]);
  await page.goto('/docs/elements');
  await expect(page.getByRole('heading', { level: 1, name: 'Элементы витрины' })).toBeVisible();
  const links = page.getByRole('link', { name: /^<shop-/ });
  const tags = (await links.allTextContents()).map((text) => text.slice(1, -1));
  expect(tags.length).toBe(35);

  const found: string[] = [];
  for (const [i, tag] of tags.entries()) {
    // every page in ru on a desktop; every third one in uz (the headings are Uzbek), another third on a 375 px phone
    const uz = i % 3 === 0;
    await page.setViewportSize(i % 3 === 1 ? { width: 375, height: 740 } : { width: 1280, height: 800 });
    await page.goto(`/docs/elements/${tag}${uz ? '?lang=uz' : ''}`);
    await expect(page.getByRole('heading', { level: 1, name: `<${tag}>` })).toBeVisible();
    await expect(page.getByRole('heading', { name: uz ? 'Jonli misol' : 'Живой пример' })).toBeVisible();
    await expect(page.locator(`[data-example="${tag}"] ${tag}`).first()).toHaveAttribute('ready', '');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    for (const violation of results.violations)
      if (violation.impact === 'serious' || violation.impact === 'critical')
        found.push(
          `${tag} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
  }
  expect(found).toEqual([]);
  expect(errors).toEqual([]);
});
