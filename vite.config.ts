import { defineConfig, type Plugin } from 'vite';
import { precompileMessages } from './scripts/vite-precompile-messages.ts';
import { preloadMap } from './scripts/vite-preload-map.ts';
import { compileHints } from './scripts/vite-compile-hints.ts';
import { shopElementsStylesheet } from './scripts/shop-elements-css.ts';

/**
 * What every element needs, in one runtime chunk so each page downloads it once, in one request, and gzip sees
 * it whole: React, jotai, intl, r2wc, wretch, and the runtime of shared/ that every element imports.
 */
const RUNTIME = [
  /^\0rolldown[\\/]runtime/, // the bundler's own helpers
  /node_modules[\\/](react|react-dom|scheduler|jotai|@r2wc|wretch|valibot)[\\/]/,
  /[\\/]shared[\\/](config|events|store|define|define-light|element-host|page-root|boot|toast)\.tsx?$/,
  /[\\/]shared[\\/](i18n|api)[\\/](index|client|cart|simple-format)\.ts$/,
  // the runtime's own messages; an element's travel with it (its messages.ts, scripts/vite-precompile-messages.ts)
  /[\\/]shared[\\/]i18n[\\/]messages\.ts(\.mjs)?$/,
  /[\\/]shared[\\/]domain[\\/](cart|safe-url)\.ts$/,
  /[\\/]shared[\\/]services[\\/]analytics\.ts$/,
  /[\\/]shared[\\/]ui[\\/](hooks\.ts|Spinner\.tsx|base\.css|sheets\.ts)/,
  // defineElement() rejoins every element's markup with it, so every page loads it: no chunk of its own
  /[\\/]shared[\\/]ui[\\/]author-markup\.ts$/,
  // the loader adds the toaster to every page, whatever its tags (with the focus helpers it gives the focus back by)
  /[\\/]elements[\\/]shop-toaster[\\/]|[\\/]shared[\\/]ui[\\/]focus\.ts$/,
];
/** Our own modules besides the elements' registration modules. */
const OWN =
  /[\\/](shared[\\/].+|elements[\\/]shop-[a-z-]+[\\/](?!shop-[a-z-]+\.ts$)[^\\/]+)\.(tsx?|css\?inline)$/;
/**
 * Loaded on use, however many elements import them; the Trusted Types policy only with the parts that write to a
 * sink (the captcha, a filter name's markup, the maps), never with the runtime.
 */
const ON_DEMAND =
  /[\\/]shared[\\/](ui[\\/]phone-mask|domain[\\/]delivery-zones|i18n[\\/]uz|trusted-types|ui[\\/]adopt-styles)/;

type ModuleInfoOf = (id: string) => { importers: readonly string[]; code: string | null } | null;

/** A shared module smaller than this (source characters) is folded into the runtime, not a tiny chunk of its own. */
const TINY = 2000;

/**
 * The parts several elements of one kind share travel together, in one chunk a page loads only when it has such
 * an element: the carousel (without Swiper, below), Swiper's core (not the lightbox's zoom), enquiry forms, the compare and favourites
 * toggles with add-to-cart (a card's buttons), the header with the toaster and dialogs, the product page's tabs.
 */
const FAMILIES: [string, RegExp][] = [
  // with shop-carousel itself (half a KB): most pages with a carousel have that tag, and it saves them a file
  [
    'carousel',
    /[\\/]shared[\\/](ui[\\/](Carousel|carousel-layout|early-swipe|swiper-loader|SlideArrows|rotation|carousel\.css|swiper-core\.css|slides\.css)|domain[\\/]carousel-presets)|[\\/]elements[\\/]shop-carousel[\\/]/,
  ],
  // Swiper's core on its own: a carousel (the gallery's too) fetches it on the shopper's first reach; compare and
  // the lightbox import it
  ['swiper', /node_modules[\\/]swiper[\\/](swiper\.mjs|shared[\\/])/],
  ['lightbox', /[\\/]shared[\\/]ui[\\/](LightboxDialog\.tsx|lightbox-dialog\.css)/],
  ['forms', /[\\/]shared[\\/](contract[\\/]forms|api[\\/]forms|services[\\/]captcha|ui[\\/]form-fields)\./],
  // what every page of a store has: its header (search, menu, counters, goal links) and the dialog the menu opens
  // (the other dialogs are on such pages too); one chunk instead of five, so gzip sees their shared CSS and
  // imports once
  [
    'header',
    /[\\/]elements[\\/]shop-(cart-count|cart-total|compare-count|favorites-count|search|mobile-menu|goal-link)[\\/]|[\\/]shared[\\/](ui[\\/](ListCount|counter\.css|combobox|Dialog\.tsx|dialog\.css|after-paint\.ts)|domain[\\/]keyboard-layout)/,
  ],
  // the product page's tabs and the links that open one of them share the tab state
  ['tabs', /[\\/]elements[\\/]shop-(tabs|tab-link)[\\/]/],
  // a product card's buttons: add to cart, compare, favourite
  [
    'card-buttons',
    /[\\/]shared[\\/](list-actions|api[\\/]lists|contract[\\/]lists)\.|[\\/]elements[\\/]shop-(compare-toggle|favorite-toggle|add-to-cart)[\\/]/,
  ],
];
const inFamily = (id: string) => FAMILIES.some(([, pattern]) => pattern.test(id));

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

/** The runtime, and tiny modules of our own that several elements share outside the families. */
const inRuntime = (id: string) =>
  RUNTIME.some((pattern) => pattern.test(id)) ||
  (OWN.test(id) &&
    !ON_DEMAND.test(id) &&
    !inFamily(id) &&
    (moduleInfo(id)?.code?.length ?? Infinity) < TINY &&
    elementsUsing(id, moduleInfo).size >= 2);

export default defineConfig({
  plugins: [precompileMessages(), importGraph, shopElementsStylesheet(), preloadMap(), compileHints()],
  // every URL the build writes is relative to the file that loads it (import.meta.url), so dist/ works from any
  // folder or a CDN's origin (docs/cms/static-html.md)
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // the reference store's templates preload each page's chunks (dist/preload.json; README, "Loading")
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
