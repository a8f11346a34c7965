import type { Product } from '../../data/catalog.ts';
import { listProductIds } from '../store/lists.ts';
import type { StoreCtx } from '../context.ts';
import { html, rub, type SafeHtml } from '../html.ts';
import { productImageUrl, productUrl } from '../urls.ts';
import { localHref, texts, type Say } from './texts.ts';

const asWritten: Say = (ru) => ru;

/** The price block of a card or product page: price, old price struck through, or 'Цена по запросу'. */
export const priceBlock = (product: Product, say: Say = asWritten) =>
  product.price === null
    ? html`<span class="price price--request">${say('Цена по запросу')}</span>`
    : html`<span
          class="price"
          data-unit-price="${rub(product.price)
            .replace(/[^\d\s]/g, '')
            .trim()}"
          >${rub(product.price)}</span
        >${product.oldPrice ? html` <s class="price price--old">${rub(product.oldPrice)}</s>` : ''}`;

/** The shopper's comparison and favourites, so the toggles render their current state. */
export interface CardLists {
  compare: ReadonlySet<number>;
  favorites: ReadonlySet<number>;
}

const NO_LISTS: CardLists = { compare: new Set(), favorites: new Set() };

export function cardLists(ctx: StoreCtx): CardLists {
  const { store, session } = ctx.state;
  return {
    compare: new Set(listProductIds(store, session.id, 'compare')),
    favorites: new Set(listProductIds(store, session.id, 'favorites')),
  };
}

/** The compare and favourite toggles of a card or the product page, showing the current state. */
export function listToggles(product: Product, lists: CardLists, withText = false, say: Say = asWritten) {
  const inCompare = lists.compare.has(product.id);
  const inFavorites = lists.favorites.has(product.id);
  return html`<shop-compare-toggle product-id="${product.id}" ${inCompare ? html`active` : ''}
      ><button
        type="button"
        class="list-toggle list-toggle--compare"
        aria-pressed="${String(inCompare)}"
        ${withText ? '' : html`aria-label="${say('Добавить к сравнению')}"`}
        title="${say('Добавить к сравнению')}"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 20V10M12 20V4M18 20v-7" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
        </svg>
        ${withText ? html`<span>${say('Сравнить')}</span>` : ''}
      </button></shop-compare-toggle
    ><shop-favorite-toggle product-id="${product.id}" ${inFavorites ? html`active` : ''}
      ><button
        type="button"
        class="list-toggle list-toggle--favorite"
        aria-pressed="${String(inFavorites)}"
        ${withText ? '' : html`aria-label="${say('Добавить в избранное')}"`}
        title="${say('Добавить в избранное')}"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
            stroke="currentColor"
            stroke-width="1.8"
            stroke-linejoin="round"
          />
        </svg>
        ${withText ? html`<span>${say('В избранное')}</span>` : ''}
      </button></shop-favorite-toggle
    >`;
}

/** 'Сообщить о поступлении' for a product out of stock, opening the 'notify when available' modal. */
export const notifyButton = (product: Product, say: Say = asWritten) =>
  html`<shop-notify-available
    product-id="${product.id}"
    product-name="${product.name}"
    product-image="${productImageUrl(product, 0)}"
    ${product.price !== null ? html`price="${product.price}"` : ''}
    ><button type="button" class="btn">${say('Сообщить о поступлении')}</button></shop-notify-available
  >`;

/** What a card offers: 'notify when available' out of stock, 'Узнать цену' without a price, else 'В корзину'. */
export function cardAction(product: Product, say: Say = asWritten, url = productUrl(product)) {
  if (product.stock <= 0) return notifyButton(product, say);
  if (product.price === null)
    return html`<a class="btn btn--secondary" href="${url}">${say('Узнать цену')}</a>`;
  return html`<shop-add-to-cart product-id="${product.id}"
    ><button type="button" class="btn">${say('В корзину')}</button></shop-add-to-cart
  >`;
}

/** How a card's image loads: the first row is in view on arrival (no lazy loading), the first one first (LCP). */
export type ImageLoading = 'first' | 'eager' | 'lazy';

/** How many cards the widest listing shows in its first row. */
const FIRST_ROW = 4;

const LOADING = { first: html`fetchpriority="high"`, eager: '', lazy: html`loading="lazy"` };

export const imageLoading = (index: number): ImageLoading =>
  index === 0 ? 'first' : index < FIRST_ROW ? 'eager' : 'lazy';

/** Cards in a carousel below the first screen (home, a product's similar goods, an article's goods). */
export const belowTheFold = (): ImageLoading => 'lazy';

/** A listing card with its add-to-cart button and list toggles, as a CMS template would render it. */
export function productCard(
  product: Product,
  lists: CardLists = NO_LISTS,
  loading: ImageLoading = 'lazy',
  say: Say = asWritten,
  url = productUrl(product),
) {
  return html`<article class="card" data-product-id="${product.id}">
    <a class="card__image" href="${url}" tabindex="-1" aria-hidden="true"
      ><img src="${productImageUrl(product, 0)}" alt="" width="400" height="300" ${LOADING[loading]}
    /></a>
    <div class="card__toggles">${listToggles(product, lists, false, say)}</div>
    <h3 class="card__title"><a href="${url}">${product.name}</a></h3>
    <p class="card__sku">${say('Арт.')} ${product.sku}</p>
    <p class="card__price">${priceBlock(product, say)}</p>
    <p class="card__stock ${product.stock > 0 ? 'in-stock' : 'out-of-stock'}">
      ${say(product.stock > 0 ? 'В наличии' : 'Нет в наличии')}
    </p>
    <div class="card__actions">${cardAction(product, say, url)}</div>
  </article>`;
}

/**
 * Cards already drawn, by product and then by language, list state and image loading: the catalogue does not
 * change, so a shopper's listing of 48 cards is mostly looked up rather than drawn again.
 */
const drawnCards = new WeakMap<Product, Map<string, SafeHtml>>();

/**
 * The cards of a listing, with the shopper's compare and favourite state; by default the first row loads at once,
 * the first picture with high priority (it is the listing's largest paint).
 */
export function productCards(
  ctx: StoreCtx,
  products: Product[],
  loadingOf: (index: number) => ImageLoading = imageLoading,
) {
  const lists = cardLists(ctx);
  const { say, lang } = texts(ctx);
  return products.map((product, index) => {
    const loading = loadingOf(index);
    const key = `${lang} ${lists.compare.has(product.id)} ${lists.favorites.has(product.id)} ${loading}`;
    let drawn = drawnCards.get(product);
    if (!drawn) drawnCards.set(product, (drawn = new Map()));
    let card = drawn.get(key);
    if (!card) {
      card = productCard(product, lists, loading, say, localHref(ctx, productUrl(product)));
      drawn.set(key, card);
    }
    return card;
  });
}
