import type { Product } from '../../data/catalog.ts';
import type { StoreCtx } from '../context.ts';
import { html, rub } from '../html.ts';
import { categoryUrl, productImageUrl } from '../urls.ts';
import { priceBlock } from './cards.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';

export function productPage(ctx: StoreCtx, { tail }: PageSettings, product: Product) {
  const { catalog } = ctx.state.store;
  const category = catalog.categoryById.get(product.categoryId)!;
  const body = html`<nav class="breadcrumbs" aria-label="Навигационная цепочка">
      <a href="/">Главная</a> / <a href="${categoryUrl(category)}">${category.name}</a> /
      <span aria-current="page">${product.name}</span>
    </nav>
    <article class="product" data-product-id="${product.id}">
      <div class="product__gallery">
        <img src="${productImageUrl(product, 0)}" alt="${product.name}" width="400" height="300" />
      </div>
      <div class="product__info">
        <h1>${product.name}</h1>
        <p class="product__sku">Арт. ${product.sku} · ${product.brand}</p>
        <p class="product__price">${priceBlock(product)}</p>
        ${product.installPrice > 0 ? html`<p class="product__install">Монтаж от ${rub(product.installPrice)}</p>` : ''}
        <p class="product__stock">
          ${product.stock > 0 ? `В наличии: ${product.stock} шт.` : 'Нет в наличии'}
        </p>
        ${product.price !== null ? html`<shop-add-to-cart product-id="${product.id}"><button type="button" class="btn btn--large">В корзину</button></shop-add-to-cart>` : ''}
      </div>
    </article>
    <section class="product__description" aria-labelledby="description-title">
      <h2 id="description-title">Описание</h2>
      <p>${product.description}</p>
      <dl class="specs">
        ${category.attributes.map(
          (a) =>
            html`<div>
              <dt>${a.name}</dt>
              <dd>${product.attributes[a.id]}${a.unit ? ` ${a.unit}` : ''}</dd>
            </div>`,
        )}
        <div>
          <dt>Вес</dt>
          <dd>${product.weight} кг</dd>
        </div>
      </dl>
    </section>`;
  return layout(ctx, { title: product.name, body, tail });
}
