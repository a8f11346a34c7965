import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { categoryUrl, productImageUrl } from '../urls.ts';
import { productCards } from './cards.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';

export function homePage(ctx: StoreCtx, { tail }: PageSettings) {
  const { catalog } = ctx.state.store;
  const popular = catalog.products.filter((p) => p.price !== null && p.oldPrice !== null).slice(0, 8);
  const body = html`<h1>Строительные и отделочные материалы с монтажом</h1>
    <p class="lead">Доставка по Москве и Московской области, подъём на этаж и установка нашими мастерами.</p>
    <section aria-labelledby="categories-title">
      <h2 id="categories-title">Каталог</h2>
      <ul class="categories">
        ${catalog.categories.map((c) => {
          const first = catalog.productsOf(c.id)[0]!;
          return html`<li class="category-tile">
            <a href="${categoryUrl(c)}"
              ><img src="${productImageUrl(first, 0)}" alt="" width="200" height="150" loading="lazy" /><span
                >${c.name}</span
              ></a
            >
          </li>`;
        })}
      </ul>
    </section>
    <section aria-labelledby="sale-title">
      <h2 id="sale-title">Товары со скидкой</h2>
      <div class="cards">${productCards(ctx, popular)}</div>
    </section>`;
  return layout(ctx, { title: 'Главная', body, tail });
}
