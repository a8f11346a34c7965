import type { Product } from '../../data/catalog.ts';
import { listProductIds } from '../store/lists.ts';
import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { productImageUrl, productUrl } from '../urls.ts';
import { priceBlock } from './cards.ts';
import { catalogOf } from '../lang.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { localHref, texts } from './texts.ts';

/** The attribute rows of the compared products: the common ones, then each category's own, in order. */
function attributeRows(ctx: StoreCtx, products: Product[]) {
  const catalog = catalogOf(ctx);
  const { say } = texts(ctx);
  const rows: { name: string; value: (p: Product) => string }[] = [
    { name: say('Категория'), value: (p) => catalog.categoryById.get(p.categoryId)?.name ?? '—' },
    { name: say('Бренд'), value: (p) => p.brand },
    { name: say('Артикул'), value: (p) => p.sku },
    {
      name: say('Наличие'),
      value: (p) => (p.stock > 0 ? `${say('В наличии:')} ${p.stock} ${say('шт.')}` : say('Нет в наличии')),
    },
    { name: say('Рейтинг'), value: (p) => p.rating.toFixed(1) },
    { name: say('Вес'), value: (p) => `${p.weight} ${say('кг')}` },
  ];
  const seen = new Set<number>();
  for (const product of products) {
    for (const def of catalog.categoryById.get(product.categoryId)?.attributes ?? []) {
      if (seen.has(def.id)) continue;
      seen.add(def.id);
      rows.push({
        name: def.name,
        value: (p) =>
          p.attributes[def.id] === undefined
            ? '—'
            : `${p.attributes[def.id]}${def.unit ? ` ${def.unit}` : ''}`,
      });
    }
  }
  return rows;
}

/**
 * <shop-compare> around the compared products (docs/behaviour/compare.md): each product's column (picture,
 * name, price, add to cart, remove) and its attributes; also the live example of the element's docs page.
 */
export function compareElement(ctx: StoreCtx, products: Product[]) {
  const { say } = texts(ctx);
  const rows = attributeRows(ctx, products);
  return html`<shop-compare class="compare"
    >${products.map(
      (p) =>
        html`<div class="compare-product" data-compare="product" data-product-id="${p.id}">
          <a
            href="${localHref(ctx, productUrl(p))}"
            class="compare-product__image"
            tabindex="-1"
            aria-hidden="true"
            ><img src="${productImageUrl(p, 0)}" alt="" width="400" height="300" loading="lazy"
          /></a>
          <h2 class="compare-product__name">
            <a href="${localHref(ctx, productUrl(p))}">${p.name}</a>
          </h2>
          <p class="compare-product__price">${priceBlock(p, say)}</p>
          <div class="compare-product__actions">
            ${
              p.price !== null && p.stock > 0
                ? html`<shop-add-to-cart product-id="${p.id}"
                    ><button type="button" class="btn">${say('В корзину')}</button></shop-add-to-cart
                  >`
                : ''
            }
            <shop-compare-toggle product-id="${p.id}" active
              ><button type="button" class="btn btn--secondary">
                ${say('Убрать из сравнения')}
              </button></shop-compare-toggle
            >
          </div>
        </div>`,
    )}${products.map(
      (p) =>
        html`<dl class="compare-attrs" data-compare="attributes" data-product-id="${p.id}">
          ${rows.map(
            (row) =>
              html`<div class="compare-attrs__row" data-row>
                <dt>${row.name}</dt>
                <dd>${row.value(p)}</dd>
              </div>`,
          )}
        </dl>`,
    )}</shop-compare
  >`;
}

/** /compare: the products in comparison side by side, their attributes below, each removable. */
export function comparePage(ctx: StoreCtx, { tail }: PageSettings) {
  const { say } = texts(ctx);
  const { store, session } = ctx.state;
  const products = listProductIds(store, session.id, 'compare')
    .map((id) => catalogOf(ctx).byId.get(id))
    .filter((p): p is Product => Boolean(p));
  const body = html`<h1>${say('Сравнение товаров')}</h1>
    ${
      products.length === 0
        ? html`<p class="empty-list">
            ${say('В сравнении пока нет товаров.')}
            <a href="${localHref(ctx, '/')}">${say('Перейти в каталог')}</a>
          </p>`
        : compareElement(ctx, products)
    }`;
  return layout(ctx, { title: say('Сравнение товаров'), body, tail });
}
