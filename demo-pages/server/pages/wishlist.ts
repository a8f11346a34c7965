import type { Product } from '../../data/catalog.ts';
import { listProductIds } from '../store/lists.ts';
import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { productImageUrl, productUrl } from '../urls.ts';
import { cardAction, priceBlock } from './cards.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';

/** /wishlist: the favourites, each with add to cart and remove (the card leaves once it is removed). */
export function wishlistPage(ctx: StoreCtx, { tail }: PageSettings) {
  const { store, session } = ctx.state;
  const products = listProductIds(store, session.id, 'favorites')
    .map((id) => store.catalog.byId.get(id))
    .filter((p): p is Product => Boolean(p));
  const body = html`<h1>Избранное</h1>
    ${
      products.length === 0
        ? html`<p class="empty-list">В избранном пока нет товаров. <a href="/">Перейти в каталог</a></p>`
        : html`<div class="cards wishlist">
            ${products.map(
              (p) =>
                html`<article class="card wishlist__item" data-product-id="${p.id}">
                  <a class="card__image" href="${productUrl(p)}" tabindex="-1" aria-hidden="true"
                    ><img src="${productImageUrl(p, 0)}" alt="" width="400" height="300" loading="lazy"
                  /></a>
                  <h2 class="card__title"><a href="${productUrl(p)}">${p.name}</a></h2>
                  <p class="card__price">${priceBlock(p)}</p>
                  <p class="card__stock ${p.stock > 0 ? 'in-stock' : 'out-of-stock'}">
                    ${p.stock > 0 ? 'В наличии' : 'Нет в наличии'}
                  </p>
                  <div class="card__actions wishlist__actions">
                    ${cardAction(p)}
                    <shop-favorite-toggle product-id="${p.id}" active item=".wishlist__item"
                      ><button
                        type="button"
                        class="btn btn--secondary"
                        aria-label="Удалить из избранного: ${p.name}"
                      >
                        Удалить
                      </button></shop-favorite-toggle
                    >
                  </div>
                </article>`,
            )}
          </div>`
    }`;
  return layout(ctx, { title: 'Избранное', body, tail });
}
