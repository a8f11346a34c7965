import type { Product } from '../../data/catalog.ts';
import type { StoreCtx } from '../context.ts';
import { html, jsonScript, type SafeHtml } from '../html.ts';
import { productImageUrl, productUrl } from '../urls.ts';
import { listToggles, notifyButton, priceBlock } from './cards.ts';
import { compareElement } from './compare.ts';
import { enquiryForm } from './forms-markup.ts';
import { montazhBanner } from './montazh.ts';

/**
 * The live example of each element's docs page (/docs/elements/<tag>): the real element in the markup a
 * template renders, against the reference store's API and data.
 */
type Example = (ctx: StoreCtx) => SafeHtml;

/** Products of the demo catalogue: one in stock with a price, one more for the lists. */
const IN_STOCK = 14;
const product = (ctx: StoreCtx, id: number): Product => ctx.state.store.catalog.byId.get(id)!;

const picture = (p: Product, n: number) =>
  html`<a href="${productImageUrl(p, n)}"
    ><img src="${productImageUrl(p, n)}" alt="${p.name} — фото ${n + 1}" width="400" height="300"
  /></a>`;

const slides = (ctx: StoreCtx) =>
  [1, 2, 3, 4, 5].map((id) => {
    const p = product(ctx, id);
    return html`<article class="card">
      <a href="${productUrl(p)}">${p.name}</a>
      <p>${priceBlock(p)}</p>
    </article>`;
  });

/** A small price filter and the brands of the category, in the shapes of docs/behaviour/data.md. */
const FILTERS = {
  filters: [
    { id: 'price', name: 'Цена', type: 'price', from: 100, to: 50000 },
    { id: 'in_stock', name: 'В наличии', type: 'in_stock', items: [{ id: 1, value: 'Да', count: 10 }] },
  ],
  applied: [],
};

export const EXAMPLES: Record<string, Example> = {
  'shop-add-to-cart': () =>
    html`<shop-add-to-cart product-id="${IN_STOCK}"
      ><button type="button" class="btn">В корзину</button></shop-add-to-cart
    >`,
  'shop-calculator': () =>
    html`<shop-calculator
      ><form class="calculator">
        <p data-calculator-line>
          <label>Трубы, м <input type="number" data-price="120" value="2" min="0" /></label>
          <span data-line-total>240 ₽</span>
        </p>
        <p>Итого: <strong data-total>240 ₽</strong></p>
        <input type="hidden" name="total" value="240" /></form
    ></shop-calculator>`,
  'shop-carousel': (ctx) => html`<shop-carousel label="Товары">${slides(ctx)}</shop-carousel>`,
  'shop-cart': () =>
    html`<shop-cart class="loading" checkout-url="/checkout"><p>Загружаем корзину…</p></shop-cart>`,
  'shop-cart-count': () => html`<p>Товаров в корзине: <shop-cart-count>0</shop-cart-count></p>`,
  'shop-cart-total': () => html`<p>Сумма корзины: <shop-cart-total>0 ₽</shop-cart-total></p>`,
  'shop-checkout': () => html`<shop-checkout><p>Загружаем оформление заказа…</p></shop-checkout>`,
  // the compare page's markup: more products than fit, one without a price, several attribute rows
  'shop-compare': (ctx) =>
    compareElement(
      ctx,
      [1, 2, 3, 4, 5].map((id) => product(ctx, id)),
    ),
  'shop-compare-count': () => html`<p>В сравнении: <shop-compare-count count="0">0</shop-compare-count></p>`,
  'shop-compare-toggle': (ctx) =>
    listToggles(product(ctx, IN_STOCK), { compare: new Set(), favorites: new Set() }, true),
  'shop-contact-map': () =>
    html`<shop-contact-map class="contacts__map" city="Москва" address="Варшавское шоссе, 87"
      ><p>Москва, Варшавское шоссе, 87</p></shop-contact-map
    >`,
  'shop-disclosure': () =>
    html`<shop-disclosure
      ><details>
        <summary>Доставка</summary>
        <p>По Москве и Московской области.</p>
      </details></shop-disclosure
    >`,
  'shop-favorite-toggle': (ctx) =>
    listToggles(product(ctx, IN_STOCK), { compare: new Set(), favorites: new Set() }, true),
  'shop-favorites-count': () =>
    html`<p>В избранном: <shop-favorites-count count="0">0</shop-favorites-count></p>`,
  'shop-filters': (ctx) =>
    html`<shop-filters category-id="${ctx.state.store.catalog.categories[0]!.id}"
      ><script type="application/json">
        ${jsonScript(FILTERS)}
      </script></shop-filters
    >`,
  'shop-form': () => enquiryForm('cheaper'),
  'shop-gallery': (ctx) => {
    const p = product(ctx, IN_STOCK);
    return html`<shop-gallery class="product-gallery">${picture(p, 0)}</shop-gallery>`;
  },
  'shop-goal-link': () =>
    html`<shop-goal-link goal="click-telegram"
      ><a href="https://t.me/stroydom_demo" rel="noopener" target="_blank">Telegram</a></shop-goal-link
    >`,
  'shop-lightbox': (ctx) => html`<shop-lightbox>${picture(product(ctx, IN_STOCK), 0)}</shop-lightbox>`,
  'shop-mobile-menu': () =>
    html`<shop-mobile-menu
      ><nav aria-label="Пример меню">
        <ul class="nav">
          <li><a href="/cart">Корзина</a></li>
        </ul>
      </nav></shop-mobile-menu
    >`,
  'shop-montazh-form': () => montazhBanner('montazh-docs'),
  'shop-notify-available': (ctx) => notifyButton(product(ctx, IN_STOCK)),
  'shop-popover': () =>
    html`<shop-popover
        ><button type="button" aria-controls="docs-popover" aria-expanded="false">
          Условия
        </button></shop-popover
      >
      <div id="docs-popover" class="popover">Бесплатная доставка от 10 000 ₽.</div>`,
  'shop-product-form': (ctx) => {
    const p = product(ctx, IN_STOCK);
    return html`<shop-product-form product-id="${p.id}" price="${p.price ?? 0}"
      ><form>
        <input type="hidden" name="product_id" value="${p.id}" />
        <button type="button" data-step="-1" aria-label="Меньше">−</button>
        <input name="quantity" type="number" value="1" min="1" aria-label="Количество" />
        <button type="button" data-step="1" aria-label="Больше">+</button>
        <span data-total></span>
        <button type="submit" class="btn">В корзину</button>
      </form></shop-product-form
    >`;
  },
  'shop-search': () =>
    html`<shop-search
      ><form action="/search" method="get" role="search">
        <input type="search" name="q" aria-label="Поиск в примере" /><button type="submit">Найти</button>
      </form></shop-search
    >`,
  'shop-shorts': () =>
    html`<shop-shorts label="Видео"
      ><a class="short-link" href="/media/shorts/1.mp4"
        ><img src="/media/shorts/1.svg" alt="" width="180" height="320" /><span class="short-link__title"
          >Монтаж</span
        ></a
      ></shop-shorts
    >`,
  'shop-show-more': () =>
    html`<div id="docs-more" class="category-text">
        <p>Длинный текст категории, который раскрывается кнопкой.</p>
      </div>
      <shop-show-more for="docs-more"
        ><button type="button" class="link-button" aria-expanded="false" aria-controls="docs-more">
          Показать ещё
        </button></shop-show-more
      >`,
  'shop-sort': () =>
    html`<shop-sort
      ><label class="sort-label"
        >Сортировка
        <select name="sort">
          <option value="">По умолчанию</option>
          <option value="price">По цене</option>
        </select></label
      ></shop-sort
    >`,
  'shop-store-list': () =>
    html`<shop-store-list
      ><ul class="stores">
        <li class="store" data-store-id="1">
          <h3 class="store__name">СтройДом на Варшавке</h3>
          <p class="store__address">Варшавское шоссе, 87</p>
        </li>
      </ul></shop-store-list
    >`,
  'shop-tab-link': () =>
    html`<shop-tab-link tab="docs-tab-2"><a href="#docs-panel-2">Вторая вкладка</a></shop-tab-link>`,
  'shop-tabs': () =>
    html`<shop-tabs
      ><div role="tablist" aria-label="Пример вкладок">
        <button type="button" role="tab" id="docs-tab-1" aria-controls="docs-panel-1" aria-selected="true">
          Описание
        </button>
        <button type="button" role="tab" id="docs-tab-2" aria-controls="docs-panel-2" aria-selected="false">
          Монтаж
        </button>
      </div>
      <div role="tabpanel" id="docs-panel-1" aria-labelledby="docs-tab-1"><p>Описание товара.</p></div>
      <div role="tabpanel" id="docs-panel-2" aria-labelledby="docs-tab-2" hidden>
        <p>Монтаж под ключ.</p>
      </div></shop-tabs
    >`,
  'shop-tags': () =>
    html`<shop-tags
      ><ul class="tags">
        <li><a href="/search?q=кран">Краны</a></li>
        <li><a href="/search?q=труба">Трубы</a></li>
      </ul></shop-tags
    >`,
  'shop-toaster': () => html`<shop-toaster></shop-toaster>`,
  'shop-tooltip': () =>
    html`<shop-tooltip content="Монтаж считается по смете"
      ><button type="button" class="info-button" aria-label="О цене монтажа">?</button></shop-tooltip
    >`,
  'shop-view-toggle': () =>
    html`<shop-view-toggle for="docs-cards" class="view-toggle"
        ><button type="button" data-view="grid" aria-pressed="true">Плиткой</button
        ><button type="button" data-view="list" aria-pressed="false">Списком</button></shop-view-toggle
      >
      <ul id="docs-cards" class="cards">
        <li>Товар</li>
      </ul>`,
};
