import { STORES } from '../../data/stores.ts';
import { storeInUzbek } from '../../data/stores-uz.ts';
import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { localHref, texts } from './texts.ts';

/** The stores page: every shop in a list <shop-store-list> filters as the shopper types. */
export function storesPage(ctx: StoreCtx, { tail }: PageSettings) {
  const { say, lang } = texts(ctx);
  const body = html`<nav class="breadcrumbs" aria-label="${say('Навигационная цепочка')}">
      <a href="${localHref(ctx, '/')}">${say('Главная')}</a> /
      <span aria-current="page">${say('Магазины')}</span>
    </nav>
    <h1>${say('Магазины')}</h1>
    <shop-store-list>
      <ul class="stores">
        ${(lang === 'uz' ? STORES.map(storeInUzbek) : STORES).map(
          (store) =>
            html`<li class="store" data-store-id="${store.id}">
              <h2 class="store__name">${store.name}</h2>
              <p class="store__address">${store.address}</p>
              ${store.metro ? html`<p class="store__metro">${say('м.')} ${store.metro}</p>` : ''}
              <p class="store__hours">${store.hours}</p>
              <p class="store__phone">
                <a href="tel:${store.phone.replace(/[^\d+]/g, '')}">${store.phone}</a>
              </p>
            </li>`,
        )}
      </ul>
    </shop-store-list>`;
  return layout(ctx, { title: say('Магазины'), body, tail });
}
