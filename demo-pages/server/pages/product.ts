import type { Category, Product } from '../../data/catalog.ts';
import type { StoreCtx } from '../context.ts';
import { html, rub, type SafeHtml } from '../html.ts';
import { categoryUrl, productImageUrl } from '../urls.ts';
import { cardLists, listToggles, priceBlock, productCards } from './cards.ts';
import { enquiryForm } from './forms-markup.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { texts } from './texts.ts';

/** 'Похожие товары': the default carousel (4 per view from 768px, looping) needs twice that to loop. */
const SIMILAR_PRODUCTS = 8;

const TABS = [
  ['description', 'Описание'],
  ['specs', 'Характеристики'],
  ['installation', 'Монтаж'],
  ['reviews', 'Отзывы'],
] as const;

type TabId = (typeof TABS)[number][0];

/** '1 отзыв', '3 отзыва', '11 отзывов' by the Russian plural rule (spec §9). */
export function reviewsWord(n: number): string {
  const tens = n % 100;
  const ones = n % 10;
  if (ones === 1 && tens !== 11) return `${n} отзыв`;
  if (ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)) return `${n} отзыва`;
  return `${n} отзывов`;
}

/** The gallery: every generated picture, each a link to itself for the lightbox; the first one loads first. */
const gallery = (product: Product) =>
  html`<shop-gallery class="product-gallery ${product.images > 1 ? 'product-gallery--thumbs' : ''}"
    >${Array.from(
      { length: product.images },
      (_, n) =>
        html`<a href="${productImageUrl(product, n)}"
          ><img
            src="${productImageUrl(product, n)}"
            alt="${product.name} — фото ${n + 1}"
            width="400"
            height="300"
            ${n > 0 ? html`loading="lazy"` : ''}
        /></a>`,
    )}</shop-gallery
  >`;

const specRows = (product: Product, category: Category) => [
  ...category.attributes.map(
    (a) => [a.name, `${product.attributes[a.id]}${a.unit ? ` ${a.unit}` : ''}`] as const,
  ),
  ['Бренд', product.brand] as const,
  ['Вес', `${product.weight} кг`] as const,
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
const cartForm = (product: Product & { price: number }) =>
  html`<shop-product-form product-id="${product.id}" class="buy"
    ><p class="product__price">${priceBlock(product)}</p>
    <form class="buy__form" action="/cart" method="post">
      <input type="hidden" name="product_id" value="${product.id}" />
      <div class="qty" role="group" aria-label="Количество">
        <button type="button" class="qty__step" data-step="-1" aria-label="Уменьшить количество">−</button>
        <input
          class="qty__value"
          type="number"
          name="quantity"
          value="1"
          min="1"
          step="1"
          inputmode="numeric"
          aria-label="Количество"
        />
        <button type="button" class="qty__step" data-step="1" aria-label="Увеличить количество">+</button>
      </div>
      <p class="buy__total">Итого: <output data-total>${rub(product.price)}</output></p>
      <button type="submit" class="btn btn--large">В корзину</button>
    </form></shop-product-form
  >`;

/** 'Монтаж от …' with a tooltip and a popover explaining what the price includes. */
const installPrice = (product: Product) =>
  product.installPrice > 0
    ? html`<div class="install-price">
        <span>Монтаж от <strong>${rub(product.installPrice)}</strong></span>
        <shop-tooltip
          content="Цена за единицу товара. Точную стоимость мастер назовёт после бесплатного замера."
          ><button type="button" class="info-button" aria-label="О цене монтажа">?</button></shop-tooltip
        >
        <shop-popover
          ><button type="button" class="link-button" aria-controls="install-details" aria-expanded="false">
            Что входит в монтаж
          </button></shop-popover
        >
        <div class="popover-panel" id="install-details">
          <p><strong>В цену монтажа входит:</strong></p>
          <ul>
            <li>выезд мастера и замер;</li>
            <li>подготовка основания;</li>
            <li>установка и уборка после работ.</li>
          </ul>
          <a href="/montazh">Подробнее о монтаже</a>
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
  const { catalog } = ctx.state.store;
  const category = catalog.categoryById.get(product.categoryId)!;
  const lists = cardLists(ctx);
  const inStock = product.stock > 0;
  const rows = specRows(product, category);

  const text = texts(ctx).product;
  const buy =
    inStock && product.price !== null
      ? cartForm(product as Product & { price: number })
      : html`<p class="product__price">${priceBlock(product)}</p>`;
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
        ><button type="button" class="btn btn--large">Сообщить о поступлении</button></shop-notify-available
      >`;

  const body = html`<nav class="breadcrumbs" aria-label="Навигационная цепочка">
      <a href="/">Главная</a> / <a href="${categoryUrl(category)}">${category.name}</a> /
      <span aria-current="page">${product.name}</span>
    </nav>
    <article class="product" data-product-id="${product.id}">
      <div class="product__gallery">${gallery(product)}</div>
      <div class="product__info">
        <h1>${product.name}</h1>
        <p class="product__sku">Арт. ${product.sku} · ${product.brand}</p>
        <p class="product__rating">
          Рейтинг ${product.rating.toFixed(1)} ·
          <shop-tab-link tab="tab-reviews"
            ><a href="#panel-reviews">${reviewsWord(product.reviews)}</a></shop-tab-link
          >
        </p>
        ${buy}
        <p class="product__stock ${inStock ? 'in-stock' : 'out-of-stock'}">
          ${inStock ? `В наличии: ${product.stock} шт.` : 'Нет в наличии'}
        </p>
        ${askPrice} ${notify} ${installPrice(product)}
        <div class="product__toggles">${listToggles(product, lists, true)}</div>
        ${specList(rows.slice(0, 3))}
        <shop-tab-link tab="tab-specs"><a href="#panel-specs">Все характеристики</a></shop-tab-link>
      </div>
    </article>
    <shop-tabs class="product-tabs">
      <div role="tablist" aria-label="Разделы товара" class="tabs__list">
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
              ${label}${id === 'reviews' ? ` (${product.reviews})` : ''}
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
                Наши мастера установят товар под ключ. Монтаж от
                <strong>${rub(product.installPrice)}</strong>.
              </p>
              <p><a href="/montazh">Как мы работаем</a></p>`
          : html`<p>Этот товар устанавливается самостоятельно; монтаж не требуется.</p>`,
      )}
      ${panel(
        'reviews',
        false,
        html`<p>Средняя оценка ${product.rating.toFixed(1)} из 5 по ${product.reviews} отзывам.</p>
          ${enquiryForm('product-review', { productId: product.id, heading: 3 })}`,
      )}
    </shop-tabs>
    <section class="product-enquiries" aria-labelledby="enquiries-title">
      <h2 id="enquiries-title">Вопросы по товару</h2>
      ${(['cheaper', 'bargain', 'quick-order', 'credit'] as const).map(
        (type) =>
          html`<shop-disclosure
            ><details class="enquiry-disclosure">
              <summary>
                ${
                  {
                    cheaper: 'Нашли дешевле?',
                    bargain: 'Торг уместен',
                    'quick-order': 'Купить в один клик',
                    credit: 'Купить в кредит',
                  }[type]
                }
              </summary>
              ${enquiryForm(type, { productId: product.id, heading: false })}
            </details></shop-disclosure
          >`,
      )}
    </section>
    <section class="home-section" aria-labelledby="similar-title">
      <h2 id="similar-title">${text.similar}</h2>
      <shop-carousel label="${text.similar}">${productCards(ctx, similar)}</shop-carousel>
    </section>`;
  return layout(ctx, { title: product.name, body, tail });
}
