import { existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { precompileMessages } from './scripts/build/vite-precompile-messages.ts';
import { preloadMap } from './scripts/build/vite-preload-map.ts';
import { compileHints } from './scripts/build/vite-compile-hints.ts';
import { shopElementsStylesheet } from './scripts/build/shop-elements-css.ts';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * A module's place in the repository (`shared/ui/carousel/Carousel.tsx`, `node_modules/swiper/swiper.mjs`): the
 * chunks below are assigned by folder (a path ending in '/') or, for a module that has no folder of its own, by
 * its file. Every path named must exist, so moving a file fails the build instead of silently changing its chunk.
 */
function placed(name: string, paths: string[]): (id: string) => boolean {
  for (const path of paths)
    if (!existsSync(join(root, path)))
      throw new Error(`vite.config.ts: the ${name} chunk names ${path}, which does not exist`);
  return (id) => {
    // a CSS module's query dropped; precompiled messages (`\0shop-messages:…?from=…/messages.ts.mjs`,
    // scripts/build/vite-precompile-messages.ts) travel with the module they are for
    const path = /[?&]from=([^&]+)/.exec(id)?.[1] ?? id;
    const file = relative(root, path.replace(/\?.*$/, '').replace(/(\.tsx?)\.mjs$/, '$1'))
      .split(sep)
      .join('/');
    return paths.some((path) => (path.endsWith('/') ? file.startsWith(path) : file === path));
  };
}

/**
 * What every element needs, in one runtime chunk so each page downloads it once, in one request, and gzip sees
 * it whole: React, jotai, intl, r2wc, wretch, and the runtime of shared/ that every element imports.
 */
const inRuntimeChunk = placed('runtime', [
  ...['react', 'react-dom', 'scheduler', 'jotai', '@r2wc', 'wretch', 'valibot'].map(
    (name) => `node_modules/${name}/`,
  ),
  'shared/runtime/',
  'shared/config.ts',
  'shared/events.ts',
  'shared/store.ts',
  'shared/toast.ts',
  'shared/i18n/index.ts',
  'shared/i18n/simple-format.ts',
  'shared/i18n/ru-number.ts',
  // the runtime's own messages; an element's travel with it (its messages.ts)
  'shared/i18n/messages.ts',
  'shared/api/client.ts',
  'shared/api/cart.ts',
  // every write tells what really happened when it was not confirmed (docs/behaviour/errors.md)
  'shared/api/unconfirmed.ts',
  'shared/contract/common.ts',
  'shared/domain/cart.ts',
  'shared/domain/safe-url.ts',
  'shared/services/analytics.ts',
  'shared/ui/hooks.ts',
  'shared/ui/Spinner.tsx',
  'shared/ui/base.css',
  'shared/ui/sheets.ts',
  // defineElement() rejoins every element's markup with it, so every page loads it: no chunk of its own
  'shared/ui/author-markup.ts',
  // the loader adds the toaster to every page, whatever its tags (with the focus helpers it gives the focus back by)
  'elements/shop-toaster/',
  'shared/ui/focus.ts',
]);
/** The bundler's own helpers travel with the runtime. */
const BUNDLER_RUNTIME = /^\0rolldown[\\/]runtime/;
/** Our own modules besides the elements' registration modules. */
const OWN =
  /[\\/](shared[\\/].+|elements[\\/]shop-[a-z-]+[\\/](?!shop-[a-z-]+\.ts$)[^\\/]+)\.(tsx?|css\?inline)$/;
/**
 * Loaded on use, however many elements import them; the Trusted Types policy only with the parts that write to a
 * sink (the captcha, a filter name's markup, the maps), never with the runtime; the maps' layers with OpenLayers;
 * the fields' sheet with the forms and the checkout only; the outside services' adapters and the captcha's widget
 * on their first use.
 */
const onDemand = placed('on-demand', [
  'shared/ui/phone-mask/',
  'shared/ui/map/',
  'shared/ui/fields.css',
  'shared/domain/delivery-zones.ts',
  'shared/i18n/uz.json',
  'shared/trusted-types.ts',
  'shared/ui/adopt-styles.ts',
  'shared/services/suggest.ts',
  'shared/services/routing.ts',
  'shared/services/captcha-widget.ts',
  // the search's other keyboard layout, tried when a query finds nothing
  'shared/domain/keyboard-layout.ts',
  // the author's mistakes judged, with each tag's documented attributes: only on a page that seems to have one
  'shared/author-messages.ts',
  'elements/element-attributes.ts',
]);

/** Vite's import helper, which wraps every dynamic `import()` of the build. */
const IMPORT_HELPER = '\0vite/preload-helper.js';

/**
 * Vite's import helper preloads what an import needs besides its chunk: its CSS files and, with `modulePreload`, its
 * chunks' chunks. This build has neither (`modulePreload: false`; the styles are `?inline` text), so the lists it is
 * given are empty and it only calls the import: that call alone is the helper here, some 700 bytes gzip less in the
 * autoloader, whose budget is 3 KB. A list that is not empty (`__vite__mapDeps`) stops the build.
 */
function plainImports(): Plugin {
  return {
    name: 'shop-plain-imports',
    enforce: 'pre',
    resolveId: (id) => (id === IMPORT_HELPER ? id : null),
    load: (id) => (id === IMPORT_HELPER ? 'export const __vitePreload = (load) => load();' : null),
    // once Vite has written each import's list
    writeBundle(_, bundle) {
      for (const file of Object.values(bundle))
        if (file.type === 'chunk' && file.code.includes('__vite__mapDeps'))
          this.error(
            `${file.fileName} imports with a list of files to preload: Vite's full helper is needed`,
          );
    },
  };
}

type ModuleInfoOf = (id: string) => { importers: readonly string[]; code: string | null } | null;

/** A shared module smaller than this (source characters) is folded into the runtime, not a tiny chunk of its own. */
const TINY = 2000;

/**
 * The parts several elements of one kind share travel together, in one chunk a page loads only when it has such
 * an element: the carousel (without Swiper, below), Swiper's core (not the lightbox's zoom), enquiry forms, the
 * compare and favourites toggles with add-to-cart (a card's buttons), the header with the toaster and dialogs, the
 * product page's tabs.
 */
const FAMILIES: [string, (id: string) => boolean][] = [
  // with shop-carousel itself (half a KB): most pages with a carousel have that tag, and it saves them a file
  ['carousel', placed('carousel', ['shared/ui/carousel/', 'elements/shop-carousel/'])],
  // Swiper's core on its own: a carousel (the gallery's too) fetches it on the shopper's first reach; compare and
  // the lightbox import it
  ['swiper', placed('swiper', ['node_modules/swiper/swiper.mjs', 'node_modules/swiper/shared/'])],
  // the dialog a gallery opens; the zoomable lightbox inside it loads on first opening
  [
    'lightbox',
    placed('lightbox', ['shared/ui/lightbox/LightboxDialog.tsx', 'shared/ui/lightbox/lightbox-dialog.css']),
  ],
  [
    'forms',
    placed('forms', [
      'shared/forms/',
      'shared/api/forms.ts',
      'shared/contract/forms.ts',
      'shared/services/captcha.ts',
    ]),
  ],
  // what every page of a store has: its header (search, menu, counters, goal links) and the dialog the menu opens
  // (the other dialogs are on such pages too); one chunk instead of five, so gzip sees their shared CSS and
  // imports once
  [
    'header',
    placed('header', [
      ...[
        'cart-count',
        'cart-total',
        'compare-count',
        'favorites-count',
        'search',
        'mobile-menu',
        'goal-link',
      ].map((name) => `elements/shop-${name}/`),
      'shared/ui/ListCount.tsx',
      'shared/ui/counter.css',
      'shared/ui/combobox.ts',
      'shared/ui/Dialog.tsx',
      'shared/ui/dialog.css',
      'shared/ui/after-paint.ts',
    ]),
  ],
  // the product page's tabs and the links that open one of them share the tab state
  ['tabs', placed('tabs', ['elements/shop-tabs/', 'elements/shop-tab-link/'])],
  // a product card's buttons: add to cart, compare, favourite
  [
    'card-buttons',
    placed('card-buttons', [
      'elements/shop-compare-toggle/',
      'elements/shop-favorite-toggle/',
      'elements/shop-add-to-cart/',
      // with the product page's form too, which has cards below it
      'shared/cart-actions.ts',
      'shared/lists/',
      'shared/api/lists.ts',
      'shared/contract/lists.ts',
    ]),
  ],
];
const inFamily = (id: string) => FAMILIES.some(([, test]) => test(id));

/** The element folders (`shop-x`) that import a module, directly or through other modules of our own. */
function elementsUsing(id: string, info: ModuleInfoOf, seen = new Set<string>()): Set<string> {
  const folders = new Set<string>();
  if (seen.has(id)) return folders;
  seen.add(id);
  for (const importer of info(id)?.importers ?? []) {
    const folder = /[\\/]elements[\\/](shop-[a-z-]+)[\\/]/.exec(importer)?.[1];
    if (folder) folders.add(folder);
    else for (const found of elementsUsing(importer, info, seen)) folders.add(found);
  }
  return folders;
}

/** The import graph, read once the build has parsed every module (chunking runs after). */
let moduleInfo: ModuleInfoOf = () => null;
const importGraph: Plugin = {
  name: 'shop-import-graph',
  buildEnd() {
    moduleInfo = (id) => this.getModuleInfo(id);
  },
};

/**
 * Stylesheets written once but carried by each element's chunk that imports them: elements no page shows together
 * (the cart's and the checkout's two columns), where a shared copy would go into the runtime every page loads or
 * cost the two pages a file of its own. Each importing element gets the sheet as a module of its own.
 */
const COPIED_SHEETS = ['shared/ui/columns.css'];
const copiedSheets: Plugin = {
  name: 'shop-copied-sheets',
  enforce: 'pre',
  async resolveId(source, importer) {
    const element = importer && /[\\/]elements[\\/](shop-[a-z-]+)[\\/]/.exec(importer)?.[1];
    if (!element || !source.endsWith('.css?inline')) return null;
    const resolved = await this.resolve(source, importer, { skipSelf: true });
    const file = resolved && relative(root, resolved.id.replace(/\?.*$/, '')).split(sep).join('/');
    return file && COPIED_SHEETS.includes(file) ? `${resolved.id}&copy=${element}` : null;
  },
};

/** The runtime, and tiny modules of our own that several elements share outside the families. */
const inRuntime = (id: string) =>
  BUNDLER_RUNTIME.test(id) ||
  inRuntimeChunk(id) ||
  (OWN.test(id) &&
    !onDemand(id) &&
    !inFamily(id) &&
    (moduleInfo(id)?.code?.length ?? Infinity) < TINY &&
    elementsUsing(id, moduleInfo).size >= 2);

export default defineConfig({
  plugins: [
    plainImports(),
    precompileMessages(),
    copiedSheets,
    importGraph,
    shopElementsStylesheet(),
    preloadMap(),
    compileHints(),
  ],
  // every URL the build writes is relative to the file that loads it (import.meta.url), so dist/ works from any
  // folder or a CDN's origin (docs/cms/static-html.md)
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // the reference store's templates preload each page's chunks (dist/preload.json; docs/loading.md)
    modulePreload: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: { 'shop-elements': 'elements/index.ts' },
      preserveEntrySignatures: 'allow-extension',
      // jotai's 'use client' marker means nothing outside React Server Components
      onwarn: (warning, warn) => warning.code !== 'MODULE_LEVEL_DIRECTIVE' && warn(warning),
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            // not the dependencies too: Vite's import helper stays in the autoloader, which needs it first
            { name: 'runtime', test: inRuntime, includeDependenciesRecursively: false },
            ...FAMILIES.map(([name, test]) => ({ name, test, includeDependenciesRecursively: false })),
          ],
        },
      },
    },
  },
});
