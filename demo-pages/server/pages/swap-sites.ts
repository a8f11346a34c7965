import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Product } from '../../data/catalog.ts';
import type { StoreCtx, StoreRouter } from '../context.ts';
import { html, type SafeHtml } from '../html.ts';
import { HttpError, send } from '../http.ts';
import { productCards } from './cards.ts';
import { layout, pageLang } from './layout.ts';
import type { PageSettings } from './routes.ts';

/**
 * The store as sites that swap pages instead of loading them (docs/sites-that-swap-pages.md): under
 * /demo/swap/{library}/, three pages set up as the guide says, for the end-to-end tests, the journeys and an
 * author who wants to see it. The libraries' own files come from node_modules (devDependencies).
 */
interface SwapSite {
  name: string;
  /** what the guide puts in <head> */
  head: SafeHtml;
  bodyAttributes?: SafeHtml;
  /** false: the one-script-tag install, whose stylesheet the autoloader adds (and htmx's head merge removes) */
  stylesheet?: boolean;
  /** markup of every page's main part (the guide's optional permanent counter) */
  permanent?: SafeHtml;
  /** markup of the second page's main part (htmx's fragment swap) */
  more?: SafeHtml;
  /** the attribute that makes a link load its page instead of swapping it in (the language switch) */
  fullLoad: SafeHtml;
}

export const SWAP_SITES: Record<string, SwapSite> = {
  turbo: {
    name: 'Turbo Drive',
    head: html`<script type="module" src="/demo/swap/vendor/turbo.js"></script>
      <meta name="turbo-refresh-method" content="morph" />`,
    permanent: html`<p id="cart-summary" data-turbo-permanent>
      В корзине: <shop-cart-count>0</shop-cart-count> на <shop-cart-total>0 ₽</shop-cart-total>
    </p>`,
    fullLoad: html`data-turbo="false"`,
  },
  htmx: {
    name: 'htmx',
    head: html`<script src="/demo/swap/vendor/htmx.js"></script>
      <script src="/demo/swap/vendor/hx-head.js"></script>`,
    bodyAttributes: html`hx-boost:inherited="true"`,
    stylesheet: false,
    more: html`<button type="button" class="btn" hx-get="/demo/swap/htmx/goods" hx-target="#more-goods">
        Ещё товары
      </button>
      <div id="more-goods"></div>`,
    fullLoad: html`hx-boost="false"`,
  },
  swup: {
    name: 'Swup',
    head: html`<script defer src="/demo/swap/vendor/swup.js"></script>
      <script defer src="/assets/swap/swup.js"></script>`,
    fullLoad: html`data-no-swup`,
  },
};

/** The libraries' files, as their packages ship them for a script tag. */
const VENDOR: Record<string, string> = {
  'turbo.js': '@hotwired/turbo/dist/turbo.es2017-esm.js',
  'htmx.js': 'htmx.org/dist/htmx.min.js',
  'hx-head.js': 'htmx.org/dist/ext/hx-head.min.js',
  'swup.js': 'swup/dist/Swup.umd.js',
};

const NODE_MODULES = fileURLToPath(new URL('../../../node_modules/', import.meta.url));

const PAGES = {
  '': 'Каталог',
  more: 'Новинки',
  about: 'О магазине',
} as const;

type Page = keyof typeof PAGES;

/** Products a card can add to the cart, a few per page. */
const onSale = (ctx: StoreCtx) =>
  ctx.state.store.catalog.products.filter((product) => product.price !== null && product.stock > 0);

const goodsOf = (ctx: StoreCtx, page: Page): Product[] =>
  page === 'about' ? [] : onSale(ctx).slice(page === '' ? 0 : 6, page === '' ? 6 : 12);

function swapPage(ctx: StoreCtx, { tail }: PageSettings, library: string, page: Page): SafeHtml {
  const site = SWAP_SITES[library];
  if (!site) throw new HttpError(404, 'Not found.');
  const base = `/demo/swap/${library}`;
  const goods = goodsOf(ctx, page);
  const body = html`<nav class="breadcrumbs" aria-label="Разделы">
      ${Object.entries(PAGES).map(([path, title]) =>
        path === page
          ? html`<span aria-current="page">${title}</span> `
          : html`<a href="${base}${path ? `/${path}` : ''}">${title}</a> `,
      )}
    </nav>
    <p>
      ${
        pageLang(ctx) === 'uz'
          ? html`<a href="${base}" ${site.fullLoad}>Русский</a>`
          : html`<a href="${base}?lang=uz" ${site.fullLoad}>O‘zbekcha</a>`
      }
    </p>
    <h1>${PAGES[page]} (${site.name})</h1>
    ${site.permanent ?? ''}
    ${
      goods.length
        ? html`<div class="cards" id="cards">${productCards(ctx, goods)}</div>`
        : html`<p>Магазин строительных и отделочных материалов. Доставка по Москве и области.</p>`
    }
    ${page === 'more' ? (site.more ?? '') : ''}`;
  return layout(ctx, {
    title: `${PAGES[page]} (${site.name})`,
    body,
    head: site.head,
    bodyAttributes: site.bodyAttributes,
    stylesheet: site.stylesheet,
    tail,
  });
}

/** The demo sites' pages, htmx's fragment and the libraries' files. */
export function swapSiteRoutes(router: StoreRouter, settings: PageSettings): void {
  router.get('/demo/swap/vendor/:file', async ({ res, params }) => {
    const path = VENDOR[params.file ?? ''];
    const file = path ? await readFile(NODE_MODULES + path).catch(() => null) : null;
    if (!file) throw new HttpError(404, 'Not found: the page-swapping libraries are devDependencies.');
    send(res, 200, 'text/javascript; charset=utf-8', file, { 'Cache-Control': 'no-cache' });
  });
  router.get(
    '/demo/swap/htmx/goods',
    (ctx) => html`<div class="cards">${productCards(ctx, onSale(ctx).slice(12, 15))}</div>`,
  );
  router.get('/demo/swap/:library', (ctx) => swapPage(ctx, settings, ctx.params.library ?? '', ''));
  router.get('/demo/swap/:library/:page', (ctx) => {
    const page = ctx.params.page ?? '';
    if (page !== 'more' && page !== 'about') throw new HttpError(404, 'Not found.');
    return swapPage(ctx, settings, ctx.params.library ?? '', page);
  });
}
