import type { Product } from '../../data/catalog.ts';
import { html, rub } from '../html.ts';
import { productImageUrl, productUrl } from '../urls.ts';

/** The price block of a card or product page: price, old price struck through, or 'Цена по запросу'. */
export const priceBlock = (product: Product) =>
  product.price === null
    ? html`<span class="price price--request">Цена по запросу</span>`
    : html`<span class="price">${rub(product.price)}</span
        >${product.oldPrice ? html` <s class="price price--old">${rub(product.oldPrice)}</s>` : ''}`;

/** A listing card with its add-to-cart button, as a CMS template would render it. */
export function productCard(product: Product) {
  const url = productUrl(product);
  return html`<article class="card" data-product-id="${product.id}">
    <a class="card__image" href="${url}" tabindex="-1" aria-hidden="true"
      ><img src="${productImageUrl(product, 0)}" alt="" width="400" height="300" loading="lazy"
    /></a>
    <h3 class="card__title"><a href="${url}">${product.name}</a></h3>
    <p class="card__sku">Арт. ${product.sku}</p>
    <p class="card__price">${priceBlock(product)}</p>
    <p class="card__stock ${product.stock > 0 ? 'in-stock' : 'out-of-stock'}">
      ${product.stock > 0 ? 'В наличии' : 'Нет в наличии'}
    </p>
    <div class="card__actions">
      ${
        product.price === null
          ? html`<a class="btn btn--secondary" href="${url}">Узнать цену</a>`
          : html`<shop-add-to-cart product-id="${product.id}"
              ><button type="button" class="btn">В корзину</button></shop-add-to-cart
            >`
      }
    </div>
  </article>`;
}
