import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { listen } from './helpers.ts';

/**
 * docs/errors.md, "When no element comes alive": each mistake of the include, made on a page of its own, shows the
 * console line the page names. The entries are read from the page, so an entry without a case here, or a line the
 * browser no longer writes, fails.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LOADER = readFileSync(`${ROOT}/dist/shop-elements.js`);
const SECTION = /## When no element comes alive\n([\s\S]*?)(?=\n## |$)/.exec(
  readFileSync(`${ROOT}/docs/errors.md`, 'utf8'),
)![1]!;

/** Each entry's heading and the backquoted parts of its **The console** line. */
const entries = [...SECTION.matchAll(/### (.+)\n\n\*\*The console\*\*: ([\s\S]+?)\n\n/g)].map(
  ([, heading, line]) => ({
    heading: heading!,
    lines: [...line!.replace(/\n/g, ' ').matchAll(/`([^`]+)`/g)].map(([, text]) => text!),
  }),
);

const CARD = '<shop-add-to-cart product-id="14"><button type="button">В корзину</button></shop-add-to-cart>';
const page = (head: string) =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Магазин</title>${head}</head><body>${CARD}</body></html>`;

let site: string; // the page's origin
let cdn: string; // another origin, with no CORS headers
let servers: Server[];

/** Pages by path; the loader at /dist/shop-elements.js; any other path the site's own page, as a CMS answers. */
const PAGES: Record<string, () => string> = {
  '/classic': () => page('<script src="/dist/shop-elements.js"></script>'),
  '/missing': () => page('<script type="module" src="/shop/dist/shop-elements.js"></script>'),
  '/everything-a-page': () => page('<script type="module" src="/theme/dist/shop-elements.js"></script>'),
  '/cdn': () => page(`<script type="module" src="${cdn}/dist/shop-elements.js"></script>`),
  '/csp': () =>
    page(
      '<meta http-equiv="Content-Security-Policy" content="script-src https://cdn.shop.example">' +
        '<script type="module" src="/dist/shop-elements.js"></script>',
    ),
};

function serve(): Server {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site.invalid').pathname;
    // no 404 of its own: the entry of the missing file looks for that line
    if (path === '/favicon.ico') return void res.writeHead(204).end();
    if (path === '/dist/shop-elements.js')
      return void res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(LOADER);
    const html = { 'Content-Type': 'text/html; charset=utf-8' };
    if (PAGES[path]) return void res.writeHead(200, html).end(PAGES[path]());
    // a site that answers every path with its home page, and one that answers its 404 page
    if (path.startsWith('/theme/')) return void res.writeHead(200, html).end(page(''));
    res.writeHead(404, html).end('<h1>Страница не найдена</h1>');
  });
}

test.beforeAll(async () => {
  servers = [serve(), serve()];
  site = await listen(servers[0]!, '127.0.0.1');
  cdn = await listen(servers[1]!, '127.0.0.2');
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((closed) => server.close(closed))));
});

/** The pages that make each entry's mistake. */
const CASES: Record<string, string[]> = {
  'The include without `type="module"`': ['/classic'],
  'The file is not where the include says': ['/missing', '/everything-a-page'],
  '`dist/` on another origin that does not allow the page': ['/cdn'],
  "The page's Content-Security-Policy does not allow the script": ['/csp'],
};

/** What the console shows on the page, errors and uncaught errors alike, once its scripts have had their turn. */
async function consoleOf(shopper: Page, path: string): Promise<string[]> {
  const lines: string[] = [];
  shopper.on('console', (message) => lines.push(message.text()));
  shopper.on('pageerror', (error) => lines.push(`${error.name}: ${error.message}`));
  await shopper.goto(`${site}${path}`);
  await shopper.waitForLoadState('load');
  return lines;
}

test.describe('when no element comes alive, the console names the include’s mistake (docs/errors.md)', () => {
  test('every entry of the page has its mistake here', () => {
    expect(entries.map((entry) => entry.heading)).toEqual(Object.keys(CASES));
    for (const entry of entries) expect(entry.lines.length, entry.heading).toBeGreaterThan(0);
  });

  for (const [heading, paths] of Object.entries(CASES))
    test(`${heading}: the console shows the page’s line, and the tag keeps its server markup`, async ({
      browser,
    }) => {
      const lines: string[] = [];
      for (const path of paths) {
        const context = await browser.newContext();
        const shopper = await context.newPage();
        lines.push(...(await consoleOf(shopper, path)));
        // no code of ours ran: the button is the server's, and no element is defined
        await expect(shopper.getByRole('button', { name: 'В корзину' })).toBeVisible();
        expect(await shopper.evaluate(() => customElements.get('shop-add-to-cart'))).toBeUndefined();
        await context.close();
      }
      const entry = entries.find((found) => found.heading === heading)!;
      for (const line of entry.lines) expect(lines.join('\n'), heading).toContain(line);
    });
});
