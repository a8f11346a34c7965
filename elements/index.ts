import { STYLESHEET_MARK } from '../shared/page-stylesheet.ts';
import { giveUp, holdEarlyInteractions } from './early-interactions.ts';

/**
 * The autoloader, the only script a page includes: it imports each shop-* element's chunk when its tag first
 * appears (also when added later), holds what the shopper does to an element before it is ready, keeps a
 * toaster on the page (also after a page swap), and starts the runtime that fetches the cart.
 * Convention: only an element's registration module is named `shop-*.ts` (its folder's name).
 */
const modules = import.meta.glob('./shop-*/shop-*.ts');

const loaders = new Map<string, () => Promise<unknown>>();
for (const [path, load] of Object.entries(modules)) {
  const [, folder, file] = path.split('/');
  if (folder && file === `${folder}.ts`) loaders.set(folder, load);
}

const requested = new Set<string>();
/** not a literal: Vite would take `new URL('…', import.meta.url)` for an asset of its own */
const STYLESHEET = 'shop-elements.css';

/**
 * The chunks requested together form a batch: their elements are defined together once all have arrived, so
 * they render in one pass (defineInBatch() in shared/runtime/element-host.ts reads the batch under this global
 * symbol). A chunk that takes longer than BATCH_LIMIT ms does not hold the others back.
 */
const BATCH = Symbol.for('shop-elements.batch');
const BATCH_LIMIT = 3000;
let batch: Promise<unknown>[] | null = null;

function inBatch(loading: Promise<unknown>): void {
  if (!batch) {
    const loads: Promise<unknown>[] = (batch = []);
    queueMicrotask(() => {
      batch = null;
      const limit = new Promise((resolve) => setTimeout(resolve, BATCH_LIMIT));
      (window as unknown as Record<symbol, Promise<unknown>>)[BATCH] = Promise.race([
        Promise.allSettled(loads),
        limit,
      ]);
    });
  }
  batch.push(loading);
}

function load(tag: string): void {
  const loader = loaders.get(tag);
  if (!loader || requested.has(tag)) return;
  requested.add(tag);
  const loading = loader().catch((error: unknown) => {
    requested.delete(tag); // a later sighting may try again, e.g. after a network blip
    console.error(`[shop-elements] <${tag}> could not be loaded:`, error);
    giveUp(tag); // what the shopper did goes through as it was
  });
  inBatch(loading);
}

/**
 * Requests the shop tags under `root` (itself included) that are not defined yet, and, unless `roots` is false,
 * watches each open shadow root there. A component of the page (Lit, Stencil, FAST, Vue's custom elements) renders
 * into its shadow root once it is connected, or once its tag is defined (docs/loading.md, "Tags in any root").
 */
function find(root: ParentNode, roots = true): void {
  const self = root instanceof Element ? [root] : [];
  for (const element of [...self, ...root.querySelectorAll(':not(:defined)')]) {
    const tag = element.localName;
    if (element.matches(':defined')) continue;
    if (loaders.has(tag)) load(tag);
    // another custom element: its shadow root comes with its definition
    else if (tag.includes('-')) void customElements.whenDefined(tag).then(() => find(element));
  }
  if (roots)
    for (const element of [...self, ...root.querySelectorAll('*')])
      // a shop element's own root holds no shop tag
      if (element.shadowRoot && !loaders.has(element.localName)) observe(element.shadowRoot);
}

const watched = new WeakSet<Node>();
const observer = new MutationObserver((records) => {
  for (const record of records) {
    record.addedNodes.forEach((node) => {
      if (node instanceof Element) find(node);
    });
    // a morphing swap (Turbo 8's refresh, htmx's morph) sets attributes to the server's markup: an element
    // once ready stays ready, or its clicks would be held
    const element = record.target as Element;
    if (record.attributeName && !element.hasAttribute('ready')) element.setAttribute('ready', '');
  }
  keepPageParts();
});

/**
 * Watches a root for shop tags as the loader watches the document: the tags in it, and those added later, are
 * loaded. The loader finds open shadow roots by itself; a page calls this for a closed one, which it cannot see
 * (docs/loading.md, "Tags in any root"). Answers false when the root was watched already.
 */
export function observe(root: Document | ShadowRoot): boolean {
  if (watched.has(root)) return false;
  watched.add(root);
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['ready'] });
  find(root, root !== document);
  return true;
}

/**
 * dist/shop-elements.css lays the server markup out as the elements will (carousels, reserved sizes). A page that
 * does not link it gets it here, from beside this file (so from a CDN too; a `<link>` passes a strict CSP's
 * style-src where an inline style would not), and the first batch is defined only once it applies: the upgrade
 * never lays out slides the page left unstyled. A page whose bundle carries the stylesheet under another name
 * shows it by the stylesheet's mark. Answers what stands for it on the page, for keepPageParts() to watch.
 */
function linkStylesheet(): Element {
  const linked = document.querySelector('link[rel~=stylesheet][href*="shop-elements.css"]');
  if (linked) return linked;
  // an app's bundler took it into a CSS file of its own (Vite's /assets/index-….css): it applies already, and
  // the root stands for it, so a change of the document never reads the computed style again
  if (getComputedStyle(document.documentElement).getPropertyValue(STYLESHEET_MARK))
    return document.documentElement;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL(STYLESHEET, import.meta.url).href;
  inBatch(new Promise((applied) => (link.onload = link.onerror = applied)));
  return document.head.appendChild(link);
}

let stylesheet: Element | undefined;
let toaster: Element | undefined;

/**
 * What the page has once: the stylesheet and a toaster. Checked again after every change of the document, as a
 * site that swaps pages (Turbo, htmx, Swup) replaces the body or merges the head (docs/sites-that-swap-pages.md).
 */
function keepPageParts(): void {
  if (!stylesheet?.isConnected) stylesheet = linkStylesheet();
  if (!toaster?.isConnected)
    toaster =
      document.querySelector('shop-toaster') ??
      document.body.appendChild(document.createElement('shop-toaster'));
}

/** The runtime's part the loader calls: its start, and the shopper told of a click that did nothing. */
const runtime = () => import('../shared/runtime/boot.ts');

function start(): void {
  keepPageParts();
  observe(document);
  // the open shadow roots already on the page (declarative ones, components defined before the loader) are looked
  // for once the first batch, which always holds the toaster, is defined: walking every element delays no element
  void customElements.whenDefined('shop-toaster').then(() => setTimeout(find, 0, document));
  runtime().then(
    (loaded) => loaded.start(),
    (error: unknown) => console.error('[shop-elements] the runtime could not be loaded:', error),
  );
  // the page's first plural rules load the locale's plural data: done while the chunks download, so the
  // elements' one render pass does not wait for it (numbers are written without Intl: shared/i18n/ru-number.ts)
  new Intl.PluralRules(document.documentElement.lang || 'ru').select(1);
}

/**
 * A click on an element whose code is not there did nothing: the shopper gets the generic error, as any action
 * that fails (docs/loading.md, "No lost click"). With no runtime either, its console line is all there is.
 */
function clickUnanswered(host: Element): void {
  runtime().then(
    (loaded) => loaded.clickUnanswered(host as HTMLElement),
    () => {},
  );
}

// chunks import Vite's import helper from this file: included under another URL (`?v=2`), a second copy runs
const STARTED = Symbol.for('shop-elements.loader');
const OBSERVE = Symbol.for('shop-elements.observe');
if (!(STARTED in window)) {
  (window as unknown as Record<symbol, boolean>)[STARTED] = true;
  performance.mark('shop-elements'); // where `npm run bench` measures from
  // a shop tag the shopper reached in a root the loader had not found: that root is watched from now on
  holdEarlyInteractions(
    (name) => loaders.has(name),
    (host) => {
      observe(host.getRootNode() as ShadowRoot);
      load(host.localName); // again, when its code could not be loaded before
    },
    clickUnanswered,
  );
  // for the runtime, which reports a shop element in a closed shadow root the page did not hand to observe()
  (window as unknown as Record<symbol, typeof observe>)[OBSERVE] = observe;
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
