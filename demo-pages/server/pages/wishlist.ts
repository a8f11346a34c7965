import type { Product } from '../../data/catalog.ts';
import { listProductIds } from '../store/lists.ts';
import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { productImageUrl, productUrl } from '../urls.ts';
import { cardAction, priceBlock } from './cards.ts';
import { catalogOf } from '../lang.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { localHref, texts } from './texts.ts';

/** /wishlist: the favourites, each with add to cart and remove (the card leaves once it is removed). */
export function wishlistPage(ctx: StoreCtx, { tail }: PageSettings) {
  const { say } = texts(ctx);
  const { store, session } = ctx.state;
  const products = listProductIds(store, session.id, 'favorites')
    .map((id) => catalogOf(ctx).byId.get(id))
    .filter((p): p is Product => Boolean(p));
  const body = html`<h1>${say('Избранное')}</h1>
    ${
      products.length === 0
        ? html`<p class="empty-list">
            ${say('В избранном пока нет товаров.')}
            <a href="${localHref(ctx, '/')}">${say('Перейти в каталог')}</a>
          </p>`
        : html`<div class="cards wishlist">
            ${products.map(
              (p) =>
                html`<article class="card wishlist__item" data-product-id="${p.id}">
                  <a
                    class="card__image"
                    href="${localHref(ctx, productUrl(p))}"
                    tabindex="-1"
                    aria-hidden="true"
                    ><img src="${productImageUrl(p, 0)}" alt="" width="400" height="300" loading="lazy"
                  /></a>
                  <h2 class="card__title"><a href="${localHref(ctx, productUrl(p))}">${p.name}</a></h2>
                  <p class="card__price">${priceBlock(p, say)}</p>
                  <p class="card__stock ${p.stock > 0 ? 'in-stock' : 'out-of-stock'}">
                    ${say(p.stock > 0 ? 'В наличии' : 'Нет в наличии')}
                  </p>
                  <div class="card__actions wishlist__actions">
                    ${cardAction(p, say, localHref(ctx, productUrl(p)))}
                    <shop-favorite-toggle product-id="${p.id}" active item=".wishlist__item"
                      ><button
                        type="button"
                        class="btn btn--secondary"
                        aria-label="${say('Удалить из избранного:')} ${p.name}"
                      >
                        ${say('Удалить')}
                      </button></shop-favorite-toggle
                    >
                  </div>
                </article>`,
            )}
          </div>`
    }`;
  return layout(ctx, { title: say('Избранное'), body, tail });
}
