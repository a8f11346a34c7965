/**
 * The autoloader, the only script a page includes: it imports each shop-* element's chunk when its tag first
 * appears (also when added later), adds a toaster, and starts the runtime that fetches the cart.
 * Convention: only an element's registration module is named `shop-*.ts` (its folder's name).
 */
const modules = import.meta.glob('./shop-*/shop-*.ts');

const loaders = new Map<string, () => Promise<unknown>>();
for (const [path, load] of Object.entries(modules)) {
  const [, folder, file] = path.split('/');
  if (folder && file === `${folder}.ts`) loaders.set(folder, load);
}

const requested = new Set<string>();

function load(tag: string): void {
  const loader = loaders.get(tag);
  if (!loader || requested.has(tag)) return;
  requested.add(tag);
  loader().catch((error: unknown) => {
    requested.delete(tag); // a later sighting may try again, e.g. after a network blip
    console.error(`[shop-elements] <${tag}> could not be loaded:`, error);
  });
}

function upgrade(root: Element | Document): void {
  if (root instanceof Element && !root.matches(':defined')) load(root.localName);
  root.querySelectorAll(':not(:defined)').forEach((element) => load(element.localName));
}

function start(): void {
  if (!document.querySelector('shop-toaster')) document.body.append(document.createElement('shop-toaster'));
  upgrade(document);
  new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) upgrade(node);
      });
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
  import('../shared/boot.ts').then(
    (runtime) => runtime.start(),
    (error: unknown) => console.error('[shop-elements] the runtime could not be loaded:', error),
  );
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
