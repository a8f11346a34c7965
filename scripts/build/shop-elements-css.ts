import { readFileSync } from 'node:fs';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';
import { STYLESHEET_MARK } from '../../shared/page-stylesheet.ts';
import { carouselPresetCss } from '../../shared/ui/carousel/carousel-presets.ts';
import { TOKEN_DEFAULT } from './manifest/r2wc-plugin.mjs';

/** Where the stylesheet lands in dist/, beside the loader (which links it when a page does not). */
export const STYLESHEET = 'shop-elements.css';

/** The default the elements' base sheet gives a theme token (`--_map-height: var(--shop-map-height, 360px)`). */
function tokenDefault(token: string): string {
  const base = readFileSync(new URL('../../shared/ui/base.css', import.meta.url), 'utf8');
  const found = [...base.matchAll(TOKEN_DEFAULT)].find(([, , name]) => name === token)?.[3];
  if (!found) throw new Error(`shared/ui/base.css gives ${token} no default`);
  return found;
}

/**
 * What the server markup needs before the script runs besides the carousels: the sizes the elements will take,
 * reserved from the first paint. `:where()` keeps each rule at specificity 0, so any rule of the theme overrides
 * it (a shorter captcha, another map height through `--shop-map-height`).
 */
const RESERVED = `
/* the mark the loader looks for: this stylesheet applies, whatever URL a bundler gave it */
:where(:root) {
  ${STYLESHEET_MARK}: 1;
}
/* the header counters: the number the server wrote, in the box and the digits' width the elements give it */
:where(shop-cart-count, shop-cart-total, shop-compare-count, shop-favorites-count) {
  display: inline-block;
  font-variant-numeric: tabular-nums;
}
/* the contact map: its height reserved below the address from the start, as the element's host does */
:where(shop-contact-map) {
  display: block;
  position: relative;
  padding-bottom: var(--shop-map-height, ${tokenDefault('--shop-map-height')});
}
/* the cart and the checkout: blocks, as their hosts are; their height is the server markup's while the data arrives */
:where(shop-cart, shop-checkout) {
  display: block;
}
/* a form's visible captcha: the widget's height, kept free so it moves nothing when it appears */
:where(shop-form [data-captcha]) {
  min-height: 100px;
}
`;

/**
 * `dist/shop-elements.css`: what a page needs before the script runs (docs/loading.md, "No layout shift"): the
 * carousel presets of docs/behaviour/constants.md laid out at each carousel's own width, and the reserved sizes
 * above. Readable here, minified in dist/.
 */
export function shopElementsCss(): string {
  return `${carouselPresetCss()}\n${RESERVED}`;
}

/** The minified stylesheet, as the build writes it. */
export async function minifiedShopElementsCss(): Promise<string> {
  const { code } = await transform(shopElementsCss(), { loader: 'css', minify: true });
  return code;
}

/** Emits `dist/shop-elements.css` with the bundle (before preload.json, which names it). */
export function shopElementsStylesheet(): Plugin {
  return {
    name: 'shop-elements-css',
    apply: 'build',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: STYLESHEET, source: await minifiedShopElementsCss() });
    },
  };
}
