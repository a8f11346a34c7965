import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { markupCases, WRAPPERS } from '../helpers/markup-cases.ts';

/**
 * Which form belongs to which element, from the parsed page (SECURITY.md): the plugin's HTML tree
 * (includes/html-tree.php, run by rules.php without WordPress) puts every marked element of generated markup
 * under the same ancestors as Chromium's parser, in each kind of theme wrapper, so no `</p>`, `<b>`, table or
 * select can move a form field out of its element without the plugin seeing it.
 */
test('the plugin builds the tree Chromium builds: every marked element under the same ancestors, in every wrapper', async ({
  page,
}) => {
  const cases = markupCases(20261128, 1200);
  const trees = cases.flatMap((html) => WRAPPERS.map((wrappers) => [html, wrappers]));
  const php = JSON.parse(
    execFileSync('php', [new URL('./rules.php', import.meta.url).pathname], {
      input: JSON.stringify({ trees, mark: 'data-n' }),
      maxBuffer: 64 * 1024 * 1024,
    }).toString(),
  ) as Record<string, string>[];
  const browser = await page.evaluate((trees) => {
    // a document parsed with scripting on, as a visitor's page is (DOMParser's is off: <noscript> would differ)
    const frame = document.body.appendChild(document.createElement('iframe'));
    return trees.map(([html, wrappers]) => {
      const doc = frame.contentDocument!;
      doc.open();
      doc.write(`<!DOCTYPE html><body>${(wrappers as string[]).map((name) => `<${name}>`).join('')}${html}`);
      doc.close();
      const chains: Record<string, string> = {};
      for (const element of doc.querySelectorAll('[data-n]')) {
        const names: string[] = [];
        for (let up = element.parentElement; up && up !== doc.body; up = up.parentElement)
          names.push(up.localName);
        chains[element.getAttribute('data-n')!] = names.join('<');
      }
      return chains;
    });
  }, trees);
  const sorted = (chains: Record<string, string> = {}) => JSON.stringify(Object.entries(chains).sort());
  const wrong = trees
    .map(([html, wrappers], i) => ({ html, wrappers, php: php[i], browser: browser[i] }))
    .filter((tree) => sorted(tree.php) !== sorted(tree.browser));
  expect(wrong.slice(0, 3), `${wrong.length} of ${trees.length} trees differ`).toEqual([]);
});
