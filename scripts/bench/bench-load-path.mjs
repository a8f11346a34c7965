import { readFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { extname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { LISTING } from './demo-pages.mjs';

/**
 * The listing's load path, against two peers (docs/performance.md, "The load path"): the same listing HTML upgraded
 * by our loader, by plain custom elements that build the same shadow DOM with the same stylesheets from one small
 * file and no framework, and by the same elements in Lit (the peers are made from our own upgraded page, so all
 * show the same nodes). They load alternately in the same browser, a fresh context each, first visits and repeat
 * visits (the same context again: the HTTP cache and V8's code cache warm); timings move with the machine, the
 * ratios much less.
 * A traced load of ours gives the parts: when each file is requested and arrives, what compiling and evaluating
 * the modules cost, what the first definition waits for, and the render.
 */

/**
 * Chromium's new window loads its own UI pages (the address bar's popup) in another renderer for about a second;
 * on two cores they would be timed along with the elements unless the page opens after them.
 */
export const NEW_WINDOW_SETTLE = 1500; // ms

/**
 * Waits for every element ready as the page reports it on the console: polling the page (waitForFunction) would
 * inject Playwright's script into the load it measures, a task of about 10 ms in the middle of ours.
 */
const untilReady = (page) =>
  page.waitForEvent('console', {
    predicate: (message) => message.text() === 'shop-load-ready',
    timeout: 30000,
  });

/** The page's own markers, installed before its scripts: the first shop definition and every element ready. */
function observeLoad() {
  const seen = { defined: null, ready: null, expected: null };
  window.__shopLoad = seen;
  const define = customElements.define.bind(customElements);
  let waiting = null;
  customElements.define = (name, ...rest) => {
    if (seen.defined === null && name.startsWith('shop-')) {
      waiting = new Set(
        [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('shop-')),
      );
      seen.expected = waiting.size;
      seen.defined = performance.now();
    }
    return define(name, ...rest);
  };
  new MutationObserver((records) => {
    if (seen.ready !== null || waiting === null) return;
    for (const { target } of records) if (target.hasAttribute('ready')) waiting.delete(target);
    if (waiting.size === 0) {
      seen.ready = performance.now();
      console.debug('shop-load-ready');
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ready'] });
}

/** What our upgraded listing shows, for the peer to build: each element's shadow markup and its sheets. */
function captureUpgraded() {
  const sheets = [];
  const sheetIndex = new Map();
  const elements = [];
  for (const element of document.querySelectorAll('*')) {
    if (!element.localName.startsWith('shop-') || !element.shadowRoot) continue;
    const ids = element.shadowRoot.adoptedStyleSheets.map((sheet) => {
      const text = [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
      if (!sheetIndex.has(text)) sheetIndex.set(text, sheets.push(text) - 1);
      return sheetIndex.get(text);
    });
    elements.push({ tag: element.localName, html: element.shadowRoot.innerHTML, sheets: ids });
  }
  return { sheets, elements };
}

/** The recorded elements by tag, in document order: each one's shadow markup and the indexes of its sheets. */
function byTag(elements) {
  const tags = {};
  for (const { tag, html, sheets } of elements) (tags[tag] ??= []).push([html, sheets]);
  return tags;
}

/**
 * The peer's one file: each tag a plain custom element that, as it connects, takes the next recorded shadow
 * markup of its tag in document order, adopts the recorded sheets and says `ready`.
 */
function plainScript({ sheets, elements }) {
  return `const SHEETS = ${JSON.stringify(sheets)};
const ELEMENTS = ${JSON.stringify(byTag(elements))};
const made = [];
const sheet = (i) => made[i] ?? (made[i] = Object.assign(new CSSStyleSheet(), {}), made[i].replaceSync(SHEETS[i]), made[i]);
for (const [tag, list] of Object.entries(ELEMENTS)) {
  let next = 0;
  customElements.define(tag, class extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      const [html, ids] = list[next++] ?? list[0];
      const root = this.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = ids.map(sheet);
      root.innerHTML = html;
      this.setAttribute('ready', '');
    }
  });
}
`;
}

/**
 * The same peer in Lit 3 (the devDependency the framework tests use): each tag a LitElement with the recorded
 * sheets as its styles and the recorded markup as a static template, `ready` once its first update is done.
 * Bundled into one file with Lit, as a Lit site ships it.
 */
async function litScript({ sheets, elements }) {
  const source = `import { LitElement, unsafeCSS } from 'lit';
import { html, unsafeStatic } from 'lit/static-html.js';
const SHEETS = ${JSON.stringify(sheets)};
const ELEMENTS = ${JSON.stringify(byTag(elements))};
for (const [tag, list] of Object.entries(ELEMENTS)) {
  let next = 0;
  customElements.define(tag, class extends LitElement {
    static styles = list[0][1].map((i) => unsafeCSS(SHEETS[i]));
    markup = (list[next++] ?? list[0])[0];
    render() { return html\`\${unsafeStatic(this.markup)}\`; }
    firstUpdated() { this.setAttribute('ready', ''); }
  });
}
`;
  const entry = '\0lit-peer';
  const [{ output }] = [
    await build({
      root: resolve(import.meta.dirname, '../..'),
      configFile: false,
      logLevel: 'warn',
      plugins: [
        {
          name: 'lit-peer',
          resolveId: (id) => (id === 'lit-peer' ? entry : null),
          load: (id) => (id === entry ? source : null),
        },
      ],
      build: { write: false, target: 'es2022', rollupOptions: { input: 'lit-peer' } },
    }),
  ].flat();
  return output.find((file) => file.type === 'chunk' && file.isEntry).code;
}

const PLAIN_PATH = '/__bench/plain.js';
const LIT_PATH = '/__bench/lit.js';

/** The listing's HTML with a peer's file in the loader's place and no preload of our chunks. */
const asPeer = (html, path) =>
  html
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(
      /<script type="module" src="[^"]*shop-elements\.js"><\/script>/,
      `<script type="module" src="${path}"></script>`,
    );

const DIST = resolve(import.meta.dirname, '../../dist');
const TYPES = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * A file of dist/ as the peer's file is served: from this process's memory, so neither side pays the store's hop
 * (it would have cost ours about 20 ms on each of its files). The hashed chunks are immutable; the loader and the
 * stylesheet, whose names stay, are revalidated with their ETag as a CDN would.
 */
const distFiles = new Map();
async function serveDist(req, res, path) {
  const name = path.slice('/dist/'.length);
  if (!distFiles.has(name)) distFiles.set(name, await readFile(resolve(DIST, name)).catch(() => null));
  const body = distFiles.get(name);
  if (!body || !TYPES[extname(name)]) return false;
  const hashed = /^(chunks|assets)\//.test(name);
  const etag = `"${body.length}"`;
  const headers = {
    'Content-Type': TYPES[extname(name)],
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: etag,
  };
  if (!hashed && req.headers['if-none-match'] === etag) res.writeHead(304, headers).end();
  else res.writeHead(200, headers).end(body);
  return true;
}

/**
 * The pages' server: the listing at its own path in the variant `?peer=` names, the peer's file and ours, and
 * everything else passed to the store as it is. A proxy rather than Playwright's routing, which turns the HTTP
 * cache off and holds every request of the page for a round trip to this process.
 */
async function startPages(store, html, peers) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://bench');
    if (url.pathname.startsWith('/dist/') && (await serveDist(req, res, url.pathname))) return;
    if (url.pathname === LISTING && html[url.searchParams.get('peer')]) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end(html[url.searchParams.get('peer')]);
    }
    if (peers[url.pathname]) {
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
      return res.end(peers[url.pathname]);
    }
    const forwarded = request(
      store + req.url,
      { method: req.method, headers: { ...req.headers, host: new URL(store).host } },
      (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  return { url: `http://localhost:${server.address().port}`, close: () => server.close() };
}

/** One load of `variant` in `context`: the page's figures. */
async function load(context, base, variant) {
  const page = await context.newPage();
  await page.waitForTimeout(NEW_WINDOW_SETTLE);
  await page.addInitScript(observeLoad);
  const ready = untilReady(page);
  await page.goto(`${base}${LISTING}?peer=${variant}`);
  await ready;
  const result = await page.evaluate(
    (peerPaths) => {
      const seen = window.__shopLoad;
      const script = performance
        .getEntriesByType('resource')
        .find((entry) => [...peerPaths, '/shop-elements.js'].some((path) => entry.name.endsWith(path)));
      return { ...seen, script: script?.startTime ?? 0, elements: seen.expected };
    },
    [PLAIN_PATH, LIT_PATH],
  );
  await page.close();
  return {
    fromScript: result.ready - result.script,
    own: result.ready - result.defined,
    elements: result.elements,
  };
}

/** Alternating first and repeat visits of ours and the peers: each variant's medians. */
async function compare(browser, base, runs, median) {
  const variants = ['ours', 'plain', 'lit'];
  const figures = Object.fromEntries(
    variants.map((variant) => [variant, { first: [], repeat: [], own: [] }]),
  );
  for (let run = 0; run < runs; run++) {
    for (const variant of run % 2 ? [...variants].reverse() : variants) {
      const context = await browser.newContext();
      const first = await load(context, base, variant);
      const repeat = await load(context, base, variant);
      figures[variant].first.push(first.fromScript);
      figures[variant].own.push(first.own);
      figures[variant].repeat.push(repeat.fromScript);
      await context.close();
    }
  }
  const of = (variant, key) => median(figures[variant][key]);
  return ['first', 'repeat', 'own'].map((key) => [key, of('ours', key), of('plain', key), of('lit', key)]);
}

/** A file of the load path by its name without the build's hash; the cart call by its path. */
const partName = (url) =>
  new URL(url).pathname
    .replace(/^.*\/dist\//, '')
    .replace(/^(chunks\/.+)-[\w-]{8}\.js$/, '$1.js')
    .replace(/^\/api\/.*\/cart$/, 'the cart (API)');

/** What the load path waits for: our script files, the stylesheets and the cart. */
const isPart = (url) => /\/dist\/.+\.(js|css)$|\/api\/.+\/cart$/.test(new URL(url).pathname);

/**
 * The parts of one traced first visit of ours, in ms from the page's request: each file's request, arrival and
 * compile time, the loader's evaluation and the chunks' (the runtime's among them, with React's initialisation),
 * the loader's start, the first definition and every element ready. Only the page's own renderer process counts.
 */
async function tracedParts(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.waitForTimeout(NEW_WINDOW_SETTLE);
  await page.addInitScript(observeLoad);
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'v8', 'blink.user_timing', 'disabled-by-default-v8.compile'],
  });
  const ready = untilReady(page);
  await page.goto(`${base}${LISTING}?peer=ours`);
  await ready;
  const seen = await page.evaluate(() => window.__shopLoad);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();

  const urlOf = (e) => e.args?.data?.url ?? e.args?.fileName ?? '';
  const navigation = traceEvents.find(
    (e) => e.name === 'ResourceSendRequest' && urlOf(e).includes(`${LISTING}?peer=ours`),
  );
  const ms = (ts) => (ts - navigation.ts) / 1000;
  const own = traceEvents.filter((e) => e.pid === navigation.pid);
  const files = new Map();
  const file = (url) => {
    const name = partName(url);
    if (!files.has(name)) files.set(name, { name, compile: 0 });
    return files.get(name);
  };
  const requests = new Map();
  for (const e of own) {
    if (e.name === 'ResourceSendRequest' && isPart(urlOf(e))) {
      requests.set(e.args.data.requestId, file(urlOf(e)));
      file(urlOf(e)).requested ??= ms(e.ts);
    }
    if (e.name === 'ResourceFinish' && requests.has(e.args?.data?.requestId))
      requests.get(e.args.data.requestId).arrived ??= ms(e.ts);
    // streamed in: compiled on a background thread as it arrives, finished on the main thread
    if ((e.name === 'v8.parseOnBackground' || e.name === 'v8.compileModule') && isPart(urlOf(e)))
      file(urlOf(e)).compile += (e.dur ?? 0) / 1000;
  }
  const loaderMark = own.find((e) => e.name === 'shop-elements' && e.cat.includes('user_timing'));
  // the loader marks the start of its own evaluation: the evaluation around the mark is the loader's
  const isLoader = (e) => loaderMark && e.ts <= loaderMark.ts && loaderMark.ts <= e.ts + (e.dur ?? 0);
  const evaluations = own.filter((e) => e.name === 'v8.evaluateModule');
  const durations = (list) => list.map((e) => (e.dur ?? 0) / 1000);
  const chunks = durations(evaluations.filter((e) => !isLoader(e)));
  // the page's own marks are from its time origin, the navigation's start: within a ms of the request above
  return {
    files: [...files.values()],
    loaderEvaluated: durations(evaluations.filter(isLoader)).reduce((sum, dur) => sum + dur, 0),
    evaluated: chunks.reduce((sum, dur) => sum + dur, 0),
    longestEvaluation: Math.max(0, ...chunks),
    loader: loaderMark ? ms(loaderMark.ts) : NaN,
    defined: seen.defined,
    ready: seen.ready,
  };
}

/** The parts of `runs` traced first visits, each figure the median of its runs. */
async function medianParts(browser, base, runs, median) {
  const traced = [];
  for (let run = 0; run < runs; run++) traced.push(await tracedParts(browser, base));
  const of = (pick) => median(traced.map(pick).filter((value) => Number.isFinite(value)));
  const names = [...new Set(traced.flatMap((parts) => parts.files.map((part) => part.name)))];
  const files = names.map((name) => {
    const part = (parts) => parts.files.find((entry) => entry.name === name) ?? {};
    return {
      name,
      requested: of((parts) => part(parts).requested),
      arrived: of((parts) => part(parts).arrived),
      compile: of((parts) => part(parts).compile),
    };
  });
  return {
    files: files.sort((a, b) => a.requested - b.requested),
    ...Object.fromEntries(
      ['loaderEvaluated', 'evaluated', 'longestEvaluation', 'loader', 'defined', 'ready'].map((key) => [
        key,
        of((p) => p[key]),
      ]),
    ),
  };
}

/** Prints the comparison and the parts; `runs` loads of each variant alternate. */
export async function printLoadPath(browser, base, { runs, median, row }) {
  const ours = await (await fetch(base + LISTING)).text();
  // the peer's shadow markup and sheets, read off our upgraded listing
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(observeLoad);
  await page.goto(base + LISTING);
  await page.waitForFunction(() => window.__shopLoad?.ready !== null, null, { timeout: 30000 });
  const captured = await page.evaluate(captureUpgraded);
  await context.close();
  const plain = plainScript(captured);
  const lit = await litScript(captured);
  const html = { ours, plain: asPeer(ours, PLAIN_PATH), lit: asPeer(ours, LIT_PATH) };
  const pages = await startPages(base, html, { [PLAIN_PATH]: plain, [LIT_PATH]: lit });

  const kb = (script) => `${(gzipSync(script).length / 1024).toFixed(1)} KB`;
  console.log(
    `\nThe listing's load path, ours ÷ the same page upgraded by plain custom elements (${kb(plain)} gzip) and by ` +
      `Lit (${kb(lit)}) (${captured.elements.length} elements; median of ${runs} alternating loads each)`,
  );
  for (const [key, mine, theirs, lits] of await compare(browser, pages.url, runs, median)) {
    const label = {
      first: 'script request → every element ready, first visit',
      repeat: 'script request → every element ready, repeat visit',
      own: 'first define → every element ready (own cost)',
    }[key];
    const target = {
      first: '1.6× plain, 1.3× Lit',
      repeat: '1.4× plain, 1.1× Lit',
      own: '1.5× plain, 1.2× Lit',
    }[key];
    row(
      label,
      `${mine.toFixed(0)} / ${theirs.toFixed(0)} / ${lits.toFixed(0)} ms = ${(mine / theirs).toFixed(2)}× plain, ` +
        `${(mine / lits).toFixed(2)}× Lit`,
      `≤ ${target}`,
    );
  }

  const parts = await medianParts(browser, pages.url, runs, median);
  pages.close();
  const at = (value) => (Number.isFinite(value) ? value.toFixed(0) : '–').padStart(4);
  console.log(
    `  The parts of a first visit of ours (ms from the page's request, median of ${runs} traced loads):`,
  );
  for (const part of parts.files)
    console.log(
      `    ${part.name.padEnd(36)} requested ${at(part.requested)}  arrived ${at(part.arrived)}` +
        (part.name.endsWith('.js') ? `  compiled in ${part.compile.toFixed(1).padStart(5)} ms` : ''),
    );
  console.log(
    `    the loader evaluated in ${parts.loaderEvaluated.toFixed(1)} ms, the chunks in ` +
      `${parts.evaluated.toFixed(1)} ms (the longest ${parts.longestEvaluation.toFixed(1)} ms)`,
  );
  console.log(
    `    loader started ${at(parts.loader)}, first definition ${at(parts.defined)}, every element ready ${at(parts.ready)}`,
  );
}
