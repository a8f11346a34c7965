import type { Category, Product } from '../../data/catalog.ts';
import type { StoreCtx } from '../context.ts';
import { html, rub, type SafeHtml } from '../html.ts';
import { categoryUrl, productImageUrl } from '../urls.ts';
import { belowTheFold, cardLists, listToggles, priceBlock, productCards } from './cards.ts';
import { enquiryForm } from './forms-markup.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { localHref, texts, type Say } from './texts.ts';
import { catalogOf, langOf, type Lang } from '../lang.ts';

/** 'Похожие товары': the default carousel (4 per view from 768px, looping) needs twice that to loop. */
const SIMILAR_PRODUCTS = 8;

const TABS = [
  ['description', 'Описание'],
  ['specs', 'Характеристики'],
  ['installation', 'Монтаж'],
  ['reviews', 'Отзывы'],
] as const;

type TabId = (typeof TABS)[number][0];

/** '1 отзыв', '3 отзыва', '11 отзывов' by the Russian plural rule (docs/behaviour/constants.md); uz '{n} ta sharh'. */
export function reviewsWord(n: number, lang: Lang = 'ru'): string {
  if (lang === 'uz') return `${n} ta sharh`;
  const tens = n % 100;
  const ones = n % 10;
  if (ones === 1 && tens !== 11) return `${n} отзыв`;
  if (ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)) return `${n} отзыва`;
  return `${n} отзывов`;
}

/** The gallery: every generated picture, each a link to itself for the lightbox; the first one loads first. */
const gallery = (product: Product, say: Say) =>
  html`<shop-gallery class="product-gallery ${product.images > 1 ? 'product-gallery--thumbs' : ''}"
    >${Array.from(
      { length: product.images },
      (_, n) =>
        html`<a href="${productImageUrl(product, n)}"
          ><img
            src="${productImageUrl(product, n)}"
            alt="${product.name} — ${say('фото')} ${n + 1}"
            width="400"
            height="300"
            ${n > 0 ? html`loading="lazy"` : ''}
        /></a>`,
    )}</shop-gallery
  >`;

const specRows = (product: Product, category: Category, say: Say) => [
  ...category.attributes.map(
    (a) => [a.name, `${product.attributes[a.id]}${a.unit ? ` ${a.unit}` : ''}`] as const,
  ),
  [say('Бренд'), product.brand] as const,
  [say('Вес'), `${product.weight} ${say('кг')}`] as const,
];

const specList = (rows: (readonly [string, string])[]) =>
  html`<dl class="specs">
    ${rows.map(
      ([name, value]) =>
        html`<div>
          <dt>${name}</dt>
          <dd>${value}</dd>
        </div>`,
    )}
  </dl>`;

/** The quantity, the total and 'В корзину' (shop-product-form); the page's price carries data-unit-price. */
const cartForm = (product: Product & { price: number }, say: Say) =>
  html`<shop-product-form product-id="${product.id}" class="buy"
    ><p class="product__price">${priceBlock(product, say)}</p>
    <form class="buy__form" action="/cart" method="post">
      <input type="hidden" name="product_id" value="${product.id}" />
      <div class="qty" role="group" aria-label="${say('Количество')}">
        <button type="button" class="qty__step" data-step="-1" aria-label="${say('Уменьшить количество')}">
          −
        </button>
        <input
          class="qty__value"
          type="number"
          name="quantity"
          value="1"
          min="1"
          step="1"
          inputmode="numeric"
          aria-label="${say('Количество')}"
        />
        <button type="button" class="qty__step" data-step="1" aria-label="${say('Увеличить количество')}">
          +
        </button>
      </div>
      <p class="buy__total">${say('Итого:')} <output data-total>${rub(product.price)}</output></p>
      <button type="submit" class="btn btn--large">${say('В корзину')}</button>
    </form></shop-product-form
  >`;

/** 'Монтаж от …' with a tooltip and a popover explaining what the price includes. */
const installPrice = (product: Product, say: Say, href: (path: string) => string) =>
  product.installPrice > 0
    ? html`<div class="install-price">
        <span>${say('Монтаж от')} <strong>${rub(product.installPrice)}</strong></span>
        <shop-tooltip
          content="${say('Цена за единицу товара. Точную стоимость мастер назовёт после бесплатного замера.')}"
          ><button type="button" class="info-button" aria-label="${say('О цене монтажа')}">
            ?
          </button></shop-tooltip
        >
        <shop-popover
          ><button type="button" class="link-button" aria-controls="install-details" aria-expanded="false">
            ${say('Что входит в монтаж')}
          </button></shop-popover
        >
        <div class="popover-panel" id="install-details">
          <p><strong>${say('В цену монтажа входит:')}</strong></p>
          <ul>
            <li>${say('выезд мастера и замер;')}</li>
            <li>${say('подготовка основания;')}</li>
            <li>${say('установка и уборка после работ.')}</li>
          </ul>
          <a href="${href('/montazh')}">${say('Подробнее о монтаже')}</a>
        </div>
      </div>`
    : '';

const panel = (id: TabId, selected: boolean, content: SafeHtml) =>
  html`<section
    role="tabpanel"
    class="tabs__panel"
    id="panel-${id}"
    aria-labelledby="tab-${id}"
    tabindex="0"
    ${selected ? '' : html`hidden`}
  >
    ${content}
  </section>`;

/** A product page: gallery, price and cart form or 'notify when available', list toggles, tabs, enquiry forms. */
export function productPage(ctx: StoreCtx, { tail }: PageSettings, product: Product) {
  const catalog = catalogOf(ctx);
  const lang = langOf(ctx);
  // the page's product in the shopper's language
  product = catalog.byId.get(product.id) ?? product;
  const category = catalog.categoryById.get(product.categoryId)!;
  const lists = cardLists(ctx);
  const inStock = product.stock > 0;
  const { say, product: text } = texts(ctx);
  const href = (path: string) => localHref(ctx, path);
  const rows = specRows(product, category, say);

  const buy =
    inStock && product.price !== null
      ? cartForm(product as Product & { price: number }, say)
      : html`<p class="product__price">${priceBlock(product, say)}</p>`;
  // a product without a price: the availability modal asks for the price instead
  const askPrice =
    inStock && product.price === null
      ? html`<shop-notify-available
          request="price"
          product-id="${product.id}"
          product-name="${product.name}"
          product-image="${productImageUrl(product, 0)}"
          ><button type="button" class="btn btn--large">${text.askPrice}</button></shop-notify-available
        >`
      : '';
  const similar = catalog
    .productsOf(category.id)
    .filter((other) => other.id !== product.id && other.price !== null && other.stock > 0)
    .slice(0, SIMILAR_PRODUCTS);
  const notify = inStock
    ? ''
    : html`<shop-notify-available
        product-id="${product.id}"
        product-name="${product.name}"
        product-image="${productImageUrl(product, 0)}"
        ${product.price !== null ? html`price="${product.price}"` : ''}
        ><button type="button" class="btn btn--large">
          ${say('Сообщить о поступлении')}
        </button></shop-notify-available
      >`;

  const body = html`<nav class="breadcrumbs" aria-label="${say('Навигационная цепочка')}">
      <a href="${href('/')}">${say('Главная')}</a> /
      <a href="${href(categoryUrl(category))}">${category.name}</a> /
      <span aria-current="page">${product.name}</span>
    </nav>
    <article class="product" data-product-id="${product.id}">
      <div class="product__gallery">${gallery(product, say)}</div>
      <div class="product__info">
        <h1>${product.name}</h1>
        <p class="product__sku">${say('Арт.')} ${product.sku} · ${product.brand}</p>
        <p class="product__rating">
          ${say('Рейтинг')} ${product.rating.toFixed(1)} ·
          <shop-tab-link tab="tab-reviews"
            ><a href="#panel-reviews">${reviewsWord(product.reviews, lang)}</a></shop-tab-link
          >
        </p>
        ${buy}
        <p class="product__stock ${inStock ? 'in-stock' : 'out-of-stock'}">
          ${inStock ? `${say('В наличии:')} ${product.stock} ${say('шт.')}` : say('Нет в наличии')}
        </p>
        ${askPrice} ${notify} ${installPrice(product, say, href)}
        <div class="product__toggles">${listToggles(product, lists, true, say)}</div>
        ${specList(rows.slice(0, 3))}
        <shop-tab-link tab="tab-specs"><a href="#panel-specs">${say('Все характеристики')}</a></shop-tab-link>
      </div>
    </article>
    <shop-tabs class="product-tabs">
      <div role="tablist" aria-label="${say('Разделы товара')}" class="tabs__list">
        ${TABS.map(
          ([id, label], i) =>
            html`<button
              type="button"
              role="tab"
              class="tabs__tab"
              id="tab-${id}"
              aria-controls="panel-${id}"
              aria-selected="${String(i === 0)}"
              tabindex="${i === 0 ? 0 : -1}"
            >
              ${say(label)}${id === 'reviews' ? ` (${product.reviews})` : ''}
            </button>`,
        )}
      </div>
      ${panel('description', true, html`<p>${product.description}</p>`)}
      ${panel('specs', false, specList(rows))}
      ${panel(
        'installation',
        false,
        product.installPrice > 0
          ? html`<p>
                ${say('Наши мастера установят товар под ключ. Монтаж от')}
                <strong>${rub(product.installPrice)}</strong>.
              </p>
              <p><a href="${href('/montazh')}">${say('Как мы работаем')}</a></p>`
          : html`<p>${say('Этот товар устанавливается самостоятельно; монтаж не требуется.')}</p>`,
      )}
      ${panel(
        'reviews',
        false,
        html`<p>
            ${
              lang === 'uz'
                ? `O‘rtacha baho: ${product.reviews} ta sharh bo‘yicha 5 dan ${product.rating.toFixed(1)}.`
                : `Средняя оценка ${product.rating.toFixed(1)} из 5 по ${product.reviews} отзывам.`
            }
          </p>
          ${enquiryForm('product-review', { productId: product.id, heading: 3, say })}`,
      )}
    </shop-tabs>
    <section class="product-enquiries" aria-labelledby="enquiries-title">
      <h2 id="enquiries-title">${say('Вопросы по товару')}</h2>
      ${(['cheaper', 'bargain', 'quick-order', 'credit'] as const).map(
        (type) =>
          html`<shop-disclosure
            ><details class="enquiry-disclosure">
              <summary>
                ${say(
                  {
                    cheaper: 'Нашли дешевле?',
                    bargain: 'Торг уместен',
                    'quick-order': 'Купить в один клик',
                    credit: 'Купить в кредит',
                  }[type],
                )}
              </summary>
              ${enquiryForm(type, { productId: product.id, heading: false, say })}
            </details></shop-disclosure
          >`,
      )}
    </section>
    <section class="home-section" aria-labelledby="similar-title">
      <h2 id="similar-title">${text.similar}</h2>
      <shop-carousel label="${text.similar}">${productCards(ctx, similar, belowTheFold)}</shop-carousel>
    </section>`;
  return layout(ctx, { title: product.name, body, tail });
}
