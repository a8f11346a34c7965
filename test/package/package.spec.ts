import { expect, test, type Page } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, type App } from '../../demo-pages/server/app.ts';
import { createStoreServer } from '../../demo-pages/server/server.ts';
import { elementsReady, orderForPickup, watchErrors } from '../e2e/helpers.ts';
import { frameworkApps, type FrameworkApp } from './framework-apps.ts';
import { writePinnedApp } from './pinned-app.ts';

/**
 * The tarball of `npm pack` as a user gets it (docs/installing.md, docs/cdn.md), in a scratch folder outside the
 * repository, against the reference store:
 *
 *   (a) a Vite app that installs the tarball, imports the package and its CSS, and buys through the store (its
 *       API behind the app's preview server, as a Vite app proxies its backend);
 *   (b) a plain HTML page on one origin loading dist/ from a versioned CDN-like path on another, every file
 *       checked against dist/integrity.json (a tampered chunk is refused);
 *   (c) `npx shop-elements-check` from the installed tarball against the store;
 *   (d) docs/frameworks.md's Vue 3, React 19 and Lit snippets, as docs/frameworks/ has them, each in a Vite app
 *       of its framework (framework-apps.ts) that imports the package and its CSS and calls the store's API on
 *       the store's origin (CORS).
 *
 * Every app installs with `npm ci --offline` from a lockfile cut from this repository's (pinned-app.ts): the
 * packages come from the npm cache, at the versions package-lock.json pins.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PRODUCT = 14;
const FRAMEWORKS = frameworkApps(PRODUCT);

let scratch: string;
let app: App;
let servers: Server[] = [];
let preview: ChildProcess | null = null;
let appUrl: string; // the Vite app's preview server
let page: string; // the plain HTML page's origin
let store: string; // the store: API for the plain page, the checker's backend
let cdn: string; // the CDN-like origin serving the extracted tarball
let version: string;
/** each framework app's origin, by its name */
const frameworkUrl: Record<string, string> = {};
/** the extracted package's dist/, as the CDN serves it */
let packageDist: string;

/** A user's environment: none of the variables `npm test` set for this repository's scripts. */
const userEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

/** npm as a user runs it; answers what it printed. */
async function npm(args: string[], cwd: string): Promise<string> {
  const run = spawn('npm', [...args, '--no-audit', '--no-fund'], { cwd, env: userEnv() });
  let stdout = '';
  let stderr = '';
  run.stdout.on('data', (chunk) => (stdout += chunk));
  run.stderr.on('data', (chunk) => (stderr += chunk));
  const status = await new Promise((resolve) => run.on('close', resolve));
  if (status !== 0) throw new Error(`npm ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`);
  return stdout;
}

const listen = (server: Server, host: string) =>
  new Promise<string>((resolve) =>
    server.listen(0, host, () => resolve(`http://${host}:${(server.address() as AddressInfo).port}`)),
  );

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/**
 * A CDN: the files of a folder under their path, with CORS for everyone and the cache rules of docs/cdn.md (a
 * versioned path never changes: immutable). Under /tampered/ it serves the same files with the add-to-cart
 * button's chunks changed, as a compromised CDN would.
 */
function cdnServer(folder: string, tampered: Set<string>): Server {
  return createServer((req, res) => {
    let path = decodeURIComponent(new URL(req.url ?? '/', 'http://cdn.invalid').pathname);
    const tamper = path.startsWith('/tampered/');
    if (tamper) path = path.slice('/tampered'.length);
    const file = normalize(join(folder, path));
    if (!file.startsWith(folder) || !existsSync(file) || !TYPES[extname(file)]) {
      res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
      return;
    }
    let body = readFileSync(file);
    if (tamper && [...tampered].some((name) => file.endsWith(`/dist/${name}`)))
      body = Buffer.concat([body, Buffer.from('\nconsole.log("injected");\n')]);
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)]!,
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    res.end(body);
  });
}

/** A built app's dist/, as a static host serves it. */
function distServer(folder: string): Server {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://app.invalid').pathname;
    const file = normalize(join(folder, path === '/' ? 'index.html' : decodeURIComponent(path)));
    const type = { ...TYPES, '.html': 'text/html; charset=utf-8' }[extname(file)];
    if (!file.startsWith(folder) || !existsSync(file) || !type) res.writeHead(404).end();
    else res.writeHead(200, { 'Content-Type': type }).end(readFileSync(file));
  });
}

/** A static site of plain HTML pages. */
function siteServer(pages: () => Record<string, string>): Server {
  return createServer((req, res) => {
    const body = pages()[new URL(req.url ?? '/', 'http://site.invalid').pathname];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body ?? 'Not found');
  });
}

const cartLines = () =>
  app.store.db.all('SELECT product_id, quantity FROM cart_lines ORDER BY id') as {
    product_id: number;
    quantity: number;
  }[];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(480_000); // npm pack, four installs, type checks and Vite builds on a loaded two-core machine
  if (!existsSync(join(ROOT, 'dist/integrity.json')))
    throw new Error('dist/ is not built: run `node scripts/build/build.mjs` first (npm test builds it)');
  scratch = mkdtempSync(join(tmpdir(), 'shop-package-'));

  // the tarball, as `npm publish` would upload it (dist/ as the build just wrote it)
  const [packed] = JSON.parse(
    await npm(['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], ROOT),
  ) as { filename: string; version: string }[];
  version = packed!.version;
  const tarball = join(scratch, packed!.filename);

  // the store: its API answers the plain page's and the framework apps' origins (CORS), and the Vite app through
  // the app's proxy
  const site = siteServer(() => pages);
  page = await listen(site, '127.0.0.1');
  const frameworkSites = FRAMEWORKS.map(({ name }) => distServer(join(scratch, name, 'dist')));
  for (const [index, { name }] of FRAMEWORKS.entries())
    frameworkUrl[name] = await listen(frameworkSites[index]!, '127.0.0.1');
  app = await createApp({
    dbFile: join(scratch, 'store.sqlite'),
    corsOrigins: [page, ...Object.values(frameworkUrl)],
  });
  const storeServer = createStoreServer(app);
  store = await listen(storeServer, '127.0.0.1');

  // the CDN: the tarball unpacked under a versioned path, as a public npm CDN serves a published version
  const cdnFolder = join(scratch, 'cdn');
  const packageFolder = join(cdnFolder, 'npm', `@shop-elements/elements@${version}`);
  mkdirSync(packageFolder, { recursive: true });
  const untar = spawnSync('tar', ['-xzf', tarball, '-C', packageFolder, '--strip-components=1']);
  if (untar.status !== 0) throw new Error(`tar: ${untar.stderr}`);
  packageDist = join(packageFolder, 'dist');
  const preload = JSON.parse(readFileSync(join(packageDist, 'preload.json'), 'utf8')) as {
    runtime: string[];
    elements: Record<string, string[]>;
  };
  const cdnSite = cdnServer(cdnFolder, new Set(preload.elements['shop-add-to-cart']));
  cdn = await listen(cdnSite, '127.0.0.2');
  servers = [site, storeServer, cdnSite, ...frameworkSites];
  const pages = plainPages(preload);

  // the Vite app: installs the tarball and Vite, the version this repository builds with; the framework apps are
  // installed and built side by side with it, which keeps both cores busy and the step shorter
  const appDir = join(scratch, 'app');
  mkdirSync(appDir);
  writePinnedApp(
    ROOT,
    appDir,
    { name: 'a-shop', scripts: { build: 'vite build', preview: 'vite preview' } },
    { dependencies: {}, devDependencies: { vite: 'vite' } },
    tarball,
  );
  for (const [file, text] of Object.entries(viteApp())) writeFileSync(join(appDir, file), text);
  const viteAppBuilt = npm(['ci', '--offline'], appDir).then(() => npm(['run', 'build'], appDir));
  await Promise.all([viteAppBuilt, ...FRAMEWORKS.map((framework) => buildFrameworkApp(framework, tarball))]);
  installed = readdirSync(join(appDir, 'node_modules'));
  appUrl = await startPreview(appDir);
});

/** A framework's app: the snippets as docs/frameworks/ has them, type-checked and built as its template does. */
async function buildFrameworkApp(framework: FrameworkApp, tarball: string) {
  const dir = join(scratch, framework.name);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writePinnedApp(
    ROOT,
    dir,
    { name: `a-shop-${framework.name}`, scripts: { build: framework.build } },
    framework.packages,
    tarball,
  );
  const config = { storeId: '1', apiBase: `${store}/api`, apiVersion: 'v1' };
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>\n<html lang="ru">\n<head><meta charset="utf-8"><title>${framework.title}</title>` +
      `<link rel="icon" href="data:,">\n<script type="application/json" id="shop-config">${JSON.stringify(config)}</script>` +
      `</head>\n<body>${framework.body}</body>\n</html>\n`,
  );
  for (const [file, text] of Object.entries(framework.files)) writeFileSync(join(dir, file), text);
  for (const [file, snippet] of Object.entries(framework.snippets))
    writeFileSync(join(dir, file), readFileSync(join(ROOT, 'docs/frameworks', snippet)));
  await npm(['ci', '--offline'], dir);
  await npm(['run', 'build'], dir);
}

test.afterAll(async () => {
  if (preview?.exitCode === null) preview.kill();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  app?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

let installed: string[] = [];

/** The app's files: two pages with the elements' tags, the module that imports the package and its CSS. */
function viteApp(): Record<string, string> {
  const head = (title: string) =>
    `<meta charset="utf-8"><title>${title}</title><link rel="icon" href="data:,">` +
    `<script type="application/json" id="shop-config">{ "storeId": "1", "apiBase": "/api", "apiVersion": "v1", "checkoutUrl": "/checkout.html", ` +
    `"suggest": { "url": "/stand-in/suggestions", "token": "demo-token" }, "routing": { "url": "/stand-in/routing", "key": "demo-key" } }</script>` +
    `<script type="module" src="/main.js"></script>`;
  return {
    'main.js': `import '@shop-elements/elements/shop-elements.css';\nimport '@shop-elements/elements';\n`,
    'index.html':
      `<!doctype html><html lang="ru"><head>${head('Магазин')}</head><body>` +
      `<a href="/checkout.html">Корзина <shop-cart-count>0</shop-cart-count></a>` +
      `<shop-add-to-cart product-id="${PRODUCT}"><button type="button">В корзину</button></shop-add-to-cart></body></html>`,
    'checkout.html':
      `<!doctype html><html lang="ru"><head>${head('Оформление')}</head><body>` +
      `<shop-checkout><p>Загружаем оформление заказа…</p></shop-checkout></body></html>`,
    // the store's API, its service stand-ins and its pictures behind the app's own origin (the order page, a path
    // the app does not have, is the app's page: Vite's fallback)
    'vite.config.js':
      `import { defineConfig } from 'vite';\nconst target = process.env.SHOP_STORE;\n` +
      `export default defineConfig({\n  build: { rollupOptions: { input: ['index.html', 'checkout.html'] } },\n` +
      `  preview: { proxy: Object.fromEntries(['/api', '/stand-in', '/img'].map((path) => [path, { target }])) },\n});\n`,
  };
}

/** `npm run preview` on a free port; answers its URL once it serves. */
async function startPreview(appDir: string): Promise<string> {
  const probe = createServer();
  const port = Number(new URL(await listen(probe, '127.0.0.1')).port);
  await new Promise((resolve) => probe.close(resolve));
  preview = spawn(
    join(appDir, 'node_modules/.bin/vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: appDir, env: { ...userEnv(), SHOP_STORE: store }, stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 300; tries++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`vite preview did not answer at ${url}`);
}

/**
 * The plain page of docs/cdn.md: the loader, the stylesheet and the page's modulepreloads from the versioned CDN
 * path, each with its `integrity`, and an import map whose `integrity` covers the chunks the loader imports.
 * `/tampered` serves the same page from the CDN's tampered path, without modulepreloads.
 */
function plainPages(preload: {
  runtime: string[];
  elements: Record<string, string[]>;
}): Record<string, string> {
  const hashes = JSON.parse(readFileSync(join(packageDist, 'integrity.json'), 'utf8')) as Record<
    string,
    string
  >;
  const tags = ['shop-cart-count', 'shop-add-to-cart'];
  const html = (base: string, preloads: boolean) => {
    const importMap = {
      integrity: Object.fromEntries(
        Object.entries(hashes)
          .filter(([file]) => file.endsWith('.js') && !file.startsWith('types/'))
          .map(([file, hash]) => [`${base}${file}`, hash]),
      ),
    };
    const links = preloads
      ? [...new Set([...preload.runtime, ...tags.flatMap((tag) => preload.elements[tag] ?? [])])].map(
          (file) =>
            `<link rel="modulepreload" href="${base}${file}" integrity="${hashes[file]}" crossorigin>`,
        )
      : [];
    return (
      `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Магазин</title><link rel="icon" href="data:,">` +
      `<script type="application/json" id="shop-config">{ "storeId": "1", "apiBase": "${store}/api", "apiVersion": "v1" }</script>` +
      `<script type="importmap">${JSON.stringify(importMap)}</script>` +
      `<link rel="stylesheet" href="${base}shop-elements.css" integrity="${hashes['shop-elements.css']}" crossorigin>` +
      `<script type="module" src="${base}shop-elements.js" integrity="${hashes['shop-elements.js']}" crossorigin></script>` +
      `${links.join('')}</head><body>` +
      `<a href="/cart">Корзина <shop-cart-count>0</shop-cart-count></a>` +
      `<shop-add-to-cart product-id="${PRODUCT}"><button type="button">В корзину</button></shop-add-to-cart></body></html>`
    );
  };
  const path = `/npm/@shop-elements/elements@${version}/dist/`;
  return { '/': html(`${cdn}${path}`, true), '/tampered': html(`${cdn}/tampered${path}`, false) };
}

/** Every request the page makes, by URL, with its status. */
function watchRequests(shopper: Page): { url: string; status: number }[] {
  const seen: { url: string; status: number }[] = [];
  shopper.on('response', (response) => seen.push({ url: response.url(), status: response.status() }));
  return seen;
}

test('the tarball installs no runtime dependency: dist/ carries everything a page loads', () => {
  expect(installed).toContain('@shop-elements');
  // what the user's app has: the package and Vite's own tree, nothing the elements brought
  for (const bundled of [
    'react',
    'react-dom',
    'swiper',
    'ol',
    'jotai',
    'imask',
    'wretch',
    'dompurify',
    'valibot',
  ])
    expect(installed, bundled).not.toContain(bundled);
});

test('(a) a Vite app imports the package and its CSS and buys through the reference store', async ({
  page: shopper,
}) => {
  const errors = watchErrors(shopper);
  const requests = watchRequests(shopper);
  app.store.db.run('DELETE FROM cart_lines');
  await shopper.goto(`${appUrl}/`);
  await elementsReady(shopper);
  // the app's bundled stylesheet is the elements' one: the loader links no second copy
  expect(await shopper.locator('link[href*="shop-elements.css"]').count()).toBe(0);
  await shopper.getByRole('button', { name: 'В корзину' }).click();
  await expect(shopper.locator('shop-cart-count')).toHaveAttribute('data-counter', '1');
  expect(cartLines()).toEqual([{ product_id: PRODUCT, quantity: 1 }]);

  await shopper.goto(`${appUrl}/checkout.html`);
  await orderForPickup(shopper.locator('shop-checkout'));
  await expect(shopper).toHaveURL(new RegExp(`^${appUrl}/order/\\d+\\?token=`));

  const orders = app.store.db.all('SELECT payload FROM orders') as { payload: string }[];
  expect(orders.at(-1)?.payload).toContain('Иван Петров');
  expect(cartLines()).toEqual([]);
  // everything came from the app's own origin: its bundle, and the store through its proxy
  expect(requests.filter(({ url }) => !url.startsWith(appUrl))).toEqual([]);
  expect(requests.filter(({ status }) => status >= 400)).toEqual([]);
  expect(errors).toEqual([]);
});

test('(b) a plain page loads dist/ from a versioned CDN path on another origin, every file checked by its hash', async ({
  page: shopper,
}) => {
  const errors = watchErrors(shopper);
  const requests = watchRequests(shopper);
  app.store.db.run('DELETE FROM cart_lines');
  await shopper.goto(`${page}/`);
  await elementsReady(shopper);
  await shopper.getByRole('button', { name: 'В корзину' }).click();
  await expect(shopper.locator('shop-cart-count')).toHaveAttribute('data-counter', '1');
  expect(cartLines()).toEqual([{ product_id: PRODUCT, quantity: 1 }]);

  const scripts = requests.filter(({ url }) => /\.(js|css)$/.test(url)).map(({ url }) => url);
  expect(scripts.length).toBeGreaterThan(3);
  for (const url of scripts) expect(url).toContain(`${cdn}/npm/@shop-elements/elements@${version}/dist/`);
  expect(requests.filter(({ status }) => status >= 400)).toEqual([]);
  expect(errors).toEqual([]);
});

test('(b) a chunk changed on the CDN is refused by its hash: the button stays the page’s own', async ({
  page: shopper,
}) => {
  const errors = watchErrors(shopper);
  app.store.db.run('DELETE FROM cart_lines');
  await shopper.goto(`${page}/tampered`);
  // the counter's chunk is intact and upgrades; the button's chunk is refused, so the button never becomes ready
  await expect(shopper.locator('shop-cart-count')).toHaveAttribute('ready', '');
  await expect.poll(() => errors.join('\n')).toMatch(/integrity/i);
  await expect.poll(() => errors.join('\n')).toMatch(/<shop-add-to-cart> could not be loaded/);
  await expect(shopper.locator('shop-add-to-cart')).not.toHaveAttribute('ready', '');
  expect(cartLines()).toEqual([]);
});

test('(c) npx shop-elements-check from the installed tarball passes against the reference store', async () => {
  // asynchronously: the store answers from this process
  const checker = spawn(
    'npx',
    ['--offline', 'shop-elements-check', '--base', store, '--store', '1', '--json'],
    {
      cwd: join(scratch, 'app'),
      env: userEnv(),
    },
  );
  let stdout = '';
  let stderr = '';
  checker.stdout.on('data', (chunk) => (stdout += chunk));
  checker.stderr.on('data', (chunk) => (stderr += chunk));
  const status = await new Promise((resolve) => checker.on('close', resolve));
  expect(status, stderr).toBe(0);
  const report = JSON.parse(stdout) as { results: { check: string; passed: boolean }[] };
  expect(report.results.length).toBeGreaterThan(10);
  expect(report.results.filter((result) => !result.passed)).toEqual([]);
});

for (const framework of FRAMEWORKS)
  test(`(d) ${framework.title}: the snippet of docs/frameworks/ in a Vite app buys through the store, its listener hears the cart`, async ({
    page: shopper,
  }) => {
    const errors = watchErrors(shopper);
    const requests = watchRequests(shopper);
    app.store.db.run('DELETE FROM cart_lines');
    await shopper.goto(`${frameworkUrl[framework.name]}/`);
    // the card the snippet renders (Lit's inside its shadow root, which the locators enter), upgraded by the loader
    const card = shopper.locator('shop-add-to-cart');
    await expect(card).toHaveAttribute('ready', '');
    // Lit's card renders into its shadow root (docs/loading.md, "Tags in any root"), the others into the document
    expect(await card.evaluate((element) => element.getRootNode() instanceof ShadowRoot)).toBe(
      framework.name === 'lit',
    );
    const lines = shopper.locator('.lines');
    await expect(lines).toHaveText('В корзине: 0');
    await card.getByRole('button', { name: 'В корзину' }).click();
    // the snippet's own listener saw the element's shop-cart-update
    await expect(lines).toHaveText('В корзине: 1');
    expect(cartLines()).toEqual([{ product_id: PRODUCT, quantity: 1 }]);
    // the elements' chunks came from the app's own bundle, the rest from the store
    const origin = frameworkUrl[framework.name]!;
    expect(requests.filter(({ url }) => !url.startsWith(origin) && !url.startsWith(store))).toEqual([]);
    expect(requests.filter(({ status }) => status >= 400)).toEqual([]);
    expect(errors).toEqual([]);
  });
