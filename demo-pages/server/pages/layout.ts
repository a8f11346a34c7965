import type { StoreCtx } from '../context.ts';
import { html, jsonScript, SafeHtml } from '../html.ts';
import { listProductIds } from '../api/lists.ts';
import { cartOf } from '../api/cart.ts';
import { categoryUrl } from '../urls.ts';

export interface PageOptions {
  title: string;
  body: SafeHtml;
  /** extra markup for <head> */
  head?: SafeHtml;
  tail: string;
}

export type Lang = 'ru' | 'uz';

/** ?lang=uz shows the elements in Uzbek; everything else is Russian. */
export const pageLang = (ctx: StoreCtx): Lang => (ctx.url.searchParams.get('lang') === 'uz' ? 'uz' : 'ru');

/** The page a CMS template would render: config and one script in <head>, the header with counters, the footer. */
export function layout(ctx: StoreCtx, { title, body, head, tail }: PageOptions): SafeHtml {
  const { store, session } = ctx.state;
  const lang = pageLang(ctx);
  const config = { storeId: '1', apiBase: '/api', apiVersion: 'v1', lang, ...store.pageConfig };
  const cart = cartOf(store, session.id);
  const cartCount = cart.items.reduce((n, line) => n + line.quantity, 0);
  const compareCount = listProductIds(store, session.id, 'compare').length;
  const favoritesCount = listProductIds(store, session.id, 'favorites').length;
  const nav = html`<ul class="nav">
    ${store.catalog.categories.map((c) => html`<li><a href="${categoryUrl(c)}">${c.name}</a></li>`)}
  </ul>`;
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} — СтройДом</title>
        <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/assets/theme.css" />
        <script type="application/json" id="shop-config">
          ${jsonScript(config)}
        </script>
        <script type="module" src="/dist/shop-elements.js"></script>
        ${head ?? ''}
      </head>
      <body>
        <a class="skip-link" href="#main">Перейти к содержимому</a>
        <header class="site-header">
          <div class="container site-header__row">
            <shop-mobile-menu class="only-mobile"><nav aria-label="Каталог">${nav}</nav></shop-mobile-menu>
            <a class="logo" href="/">СтройДом</a>
            <div class="site-header__search" id="header-search">
              <shop-search
                ><form class="search-fallback" action="/search" method="get" role="search">
                  <input
                    type="search"
                    name="q"
                    aria-label="Поиск"
                    placeholder="Поиск по названию или артикулу"
                    value="${ctx.url.pathname === '/search' ? (ctx.url.searchParams.get('q') ?? '') : ''}"
                  /><button type="submit">Найти</button>
                </form></shop-search
              >
            </div>
            <nav class="header-links" aria-label="Покупки">
              ${
                session.userId !== null
                  ? html`<a href="/account" class="header-link header-link--account">Личный кабинет</a>`
                  : html`<a href="/login" class="header-link header-link--account">Войти</a>`
              }
              <a href="/compare" class="header-link"
                >Сравнение
                <shop-compare-count class="badge" count="${compareCount}"
                  >${compareCount}</shop-compare-count
                ></a
              >
              <a href="/wishlist" class="header-link"
                >Избранное
                <shop-favorites-count class="badge" count="${favoritesCount}"
                  >${favoritesCount}</shop-favorites-count
                ></a
              >
              <a href="/cart" class="header-link header-link--cart"
                >Корзина <shop-cart-count class="badge">${cartCount}</shop-cart-count>
                <shop-cart-total class="header-total"></shop-cart-total
              ></a>
            </nav>
          </div>
          <nav class="container catalog-nav only-desktop" aria-label="Каталог">${nav}</nav>
        </header>
        <main id="main" class="container">${body}</main>
        <footer class="site-footer">
          <div class="container site-footer__row">
            <div>
              <p class="site-footer__title">Напишите нам</p>
              <ul class="footer-links">
                <li>
                  <shop-goal-link goal="click-whatsapp"
                    ><a href="https://wa.me/74950000000" rel="noopener" target="_blank"
                      >WhatsApp</a
                    ></shop-goal-link
                  >
                </li>
                <li>
                  <shop-goal-link goal="click-telegram"
                    ><a href="https://t.me/stroydom_demo" rel="noopener" target="_blank"
                      >Telegram</a
                    ></shop-goal-link
                  >
                </li>
              </ul>
            </div>
            <div>
              <p class="site-footer__title">Мы на маркетплейсах</p>
              <ul class="footer-links">
                <li>
                  <shop-goal-link goal="ozon"
                    ><a href="https://www.ozon.ru/seller/stroydom-demo" rel="noopener" target="_blank"
                      >Ozon</a
                    ></shop-goal-link
                  >
                </li>
                <li>
                  <shop-goal-link goal="wildberries"
                    ><a href="https://www.wildberries.ru/seller/stroydom-demo" rel="noopener" target="_blank"
                      >Wildberries</a
                    ></shop-goal-link
                  >
                </li>
                <li>
                  <shop-goal-link goal="yandex-market"
                    ><a href="https://market.yandex.ru/business/stroydom-demo" rel="noopener" target="_blank"
                      >Яндекс Маркет</a
                    ></shop-goal-link
                  >
                </li>
              </ul>
            </div>
            <p class="site-footer__stores"><a href="/stores">Адреса магазинов</a></p>
            <ul class="footer-links site-footer__pages">
              <li><a href="/contacts">Контакты</a></li>
              <li><a href="/montazh">Монтаж</a></li>
              <li><a href="/calculators">Калькуляторы</a></li>
            </ul>
            <p class="site-footer__note">
              СтройДом — демонстрационный магазин элементов витрины. Доставка по Москве и Московской области.
            </p>
          </div>
        </footer>
        ${new SafeHtml(tail)}
      </body>
    </html>`;
}
