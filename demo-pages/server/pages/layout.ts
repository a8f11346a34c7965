import type { StoreCtx } from '../context.ts';
import { html, jsonScript, SafeHtml } from '../html.ts';
import { cartOf } from '../store/cart.ts';
import { listProductIds } from '../store/lists.ts';
import { preloadLinks } from '../preload.ts';
import { categoryUrl } from '../urls.ts';
import { langOf, localPath } from '../lang.ts';
import { categoryName, localHref, texts } from './texts.ts';

export interface PageOptions {
  title: string;
  body: SafeHtml;
  /** extra markup for <head> */
  head?: SafeHtml;
  /** attributes of <body> (a page-swapping library's, docs/sites-that-swap-pages.md) */
  bodyAttributes?: SafeHtml;
  /** false: no link to dist/shop-elements.css, which the autoloader then adds (a one-script-tag install) */
  stylesheet?: boolean;
  tail: string;
}

export type { Lang } from '../lang.ts';

/** The footer's outside links, by group: each an analytics goal, the address and its text. */
const FOOTER_GROUPS: { title: string; links: [goal: string, url: string, text: string][] }[] = [
  {
    title: 'Напишите нам',
    links: [
      ['click-whatsapp', 'https://wa.me/74950000000', 'WhatsApp'],
      ['click-telegram', 'https://t.me/stroydom_demo', 'Telegram'],
    ],
  },
  {
    title: 'Мы на маркетплейсах',
    links: [
      ['ozon', 'https://www.ozon.ru/seller/stroydom-demo', 'Ozon'],
      ['wildberries', 'https://www.wildberries.ru/seller/stroydom-demo', 'Wildberries'],
      ['yandex-market', 'https://market.yandex.ru/business/stroydom-demo', 'Яндекс Маркет'],
    ],
  },
];

const CART_MONEY = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Where the page's `<link rel="modulepreload">` go, once the whole page (and so its tags) is known. */
const PRELOAD_MARK = new SafeHtml('<!--shop-preload-->');

/** ?lang=uz shows the page and the elements in Uzbek; everything else is Russian. */
export const pageLang = langOf;

/** The element config's page URLs in the shopper's language, so the elements' own navigations keep it. */
const PAGE_URLS = {
  checkoutUrl: '/checkout',
  cartUrl: '/cart',
  compareUrl: '/compare',
  wishlistUrl: '/wishlist',
  montazhUrl: '/montazh',
  homeUrl: '/',
};

/** The page a CMS template would render: config and one script in <head>, the header with counters, the footer. */
export function layout(
  ctx: StoreCtx,
  { title, body, head, bodyAttributes, stylesheet = true, tail }: PageOptions,
): SafeHtml {
  const { store, session } = ctx.state;
  const lang = pageLang(ctx);
  const { say } = texts(ctx);
  const href = (path: string) => localHref(ctx, path);
  const urls =
    lang === 'uz'
      ? Object.fromEntries(Object.entries(PAGE_URLS).map(([key, path]) => [key, localPath(lang, path)]))
      : {};
  const config = { storeId: '1', apiBase: '/api', apiVersion: 'v1', lang, ...urls, ...store.pageConfig };
  const cart = cartOf(store, session.id);
  const cartCount = cart.items.reduce((n, line) => n + line.quantity, 0);
  // the header shows the cart's sum as <shop-cart-total> will (0–2 fraction digits), so nothing moves on upgrade
  const cartSum = CART_MONEY.format(cart.totals.find((total) => total.type === 'sum')?.value ?? 0);
  const compareCount = listProductIds(store, session.id, 'compare').length;
  const favoritesCount = listProductIds(store, session.id, 'favorites').length;
  const nav = html`<ul class="nav">
    ${store.catalog.categories.map((c) => html`<li><a href="${href(categoryUrl(c))}">${categoryName(ctx, c)}</a></li>`)}
  </ul>`;
  const account =
    session.userId !== null
      ? { href: href('/account'), text: say('Личный кабинет') }
      : { href: href('/login'), text: say('Войти') };
  // on a phone the header keeps the cart; every other header link lives in the menu
  const menuLinks = html`<ul class="nav menu-links">
    <li><a href="${account.href}">${account.text}</a></li>
    <li><a href="${href('/cart')}">${say('Корзина')}</a></li>
    <li><a href="${href('/compare')}">${say('Сравнение')}</a></li>
    <li><a href="${href('/wishlist')}">${say('Избранное')}</a></li>
    <li><a href="${href('/stores')}">${say('Адреса магазинов')}</a></li>
  </ul>`;
  const page = html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        ${store.pageScript ? html`<script src="${store.pageScript}"></script>` : ''}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} — ${say('СтройДом')}</title>
        <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
        ${stylesheet ? html`<link rel="stylesheet" href="/dist/shop-elements.css" />` : ''}
        <link rel="stylesheet" href="/assets/theme.css" />
        <script type="application/json" id="shop-config">
          ${jsonScript(config)}
        </script>
        <script type="module" src="/dist/shop-elements.js"></script>
        ${PRELOAD_MARK} ${head ?? ''}
      </head>
      <body${bodyAttributes ? html` ${bodyAttributes}` : ''}>
        <a class="skip-link" href="#main">${say('Перейти к содержимому')}</a>
        <header class="site-header">
          <div class="container site-header__row">
            <shop-mobile-menu class="only-mobile"
              ><nav aria-label="${say('Покупки')}">${menuLinks}</nav>
              <nav aria-label="${say('Каталог')}">${nav}</nav></shop-mobile-menu
            >
            <a class="logo" href="${href('/')}">${say('СтройДом')}</a>
            <div class="site-header__search" id="header-search">
              <shop-search
                ><form class="search-fallback" action="/search" method="get" role="search">
                  <input
                    type="search"
                    name="q"
                    aria-label="${say('Поиск')}"
                    placeholder="${say('Поиск по названию или артикулу')}"
                    value="${ctx.url.pathname === '/search' ? (ctx.url.searchParams.get('q') ?? '') : ''}"
                  />${lang === 'uz' ? html`<input type="hidden" name="lang" value="uz" />` : ''}<button
                    type="submit"
                  >
                    ${say('Найти')}
                  </button>
                </form></shop-search
              >
            </div>
            <nav class="header-links" aria-label="${say('Покупки')}">
              <a href="${account.href}" class="header-link header-link--account">${account.text}</a>
              <a href="${href('/compare')}" class="header-link header-link--compare"
                >${say('Сравнение')}
                <shop-compare-count class="badge" count="${compareCount}"
                  >${compareCount}</shop-compare-count
                ></a
              >
              <a href="${href('/wishlist')}" class="header-link header-link--favorites"
                >${say('Избранное')}
                <shop-favorites-count class="badge" count="${favoritesCount}"
                  >${favoritesCount}</shop-favorites-count
                ></a
              >
              <a href="${href('/cart')}" class="header-link header-link--cart"
                >${say('Корзина')} <shop-cart-count class="badge">${cartCount}</shop-cart-count>
                <shop-cart-total class="header-total">${cartSum}</shop-cart-total></a
              >
            </nav>
          </div>
          <nav class="container catalog-nav only-desktop" aria-label="${say('Каталог')}">${nav}</nav>
        </header>
        <main id="main" class="container">${body}</main>
        <footer class="site-footer">
          <div class="container site-footer__row">
            ${FOOTER_GROUPS.map(
              ({ title, links }) =>
                html`<div>
                  <p class="site-footer__title">${say(title)}</p>
                  <ul class="footer-links">
                    ${links.map(
                      ([goal, url, text]) =>
                        html`<li>
                          <shop-goal-link goal="${goal}"
                            ><a href="${url}" rel="noopener" target="_blank">${say(text)}</a></shop-goal-link
                          >
                        </li>`,
                    )}
                  </ul>
                </div>`,
            )}
            <p class="site-footer__stores"><a href="${href('/stores')}">${say('Адреса магазинов')}</a></p>
            <ul class="footer-links site-footer__pages">
              <li><a href="${href('/contacts')}">${say('Контакты')}</a></li>
              <li><a href="${href('/montazh')}">${say('Монтаж')}</a></li>
              <li><a href="${href('/calculators')}">${say('Калькуляторы')}</a></li>
              <li><a href="${href('/docs/api')}">${say('API для разработчиков')}</a></li>
            </ul>
            <p class="site-footer__note">
              ${say(
                'СтройДом — демонстрационный магазин элементов витрины. Доставка по Москве и Московской области.',
              )}
            </p>
          </div>
        </footer>
        ${new SafeHtml(tail)}
      </body>
    </html>`;
  return new SafeHtml(page.value.replace(PRELOAD_MARK.value, preloadLinks(page.value)));
}
