import type { Category } from '../../data/catalog.ts';
import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { productCard } from './cards.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';

export const PAGE_SIZE = 48;

/** A category listing: 48 cards a page with add-to-cart buttons, and pagination. */
export function categoryPage(ctx: StoreCtx, { tail }: PageSettings, category: Category) {
  const products = ctx.state.store.catalog.productsOf(category.id);
  const pages = Math.max(1, Math.ceil(products.length / PAGE_SIZE));
  const page = Math.min(
    pages,
    Math.max(1, Number.parseInt(ctx.url.searchParams.get('page') ?? '1', 10) || 1),
  );
  const shown = products.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const pageUrl = (n: number) => {
    const url = new URL(ctx.url);
    if (n === 1) url.searchParams.delete('page');
    else url.searchParams.set('page', String(n));
    return url.pathname + url.search;
  };
  const body = html`<nav class="breadcrumbs" aria-label="Навигационная цепочка">
      <a href="/">Главная</a> / <span aria-current="page">${category.name}</span>
    </nav>
    <h1>${category.name}</h1>
    <p class="listing-total">${products.length} товаров</p>
    <div class="cards" id="cards">${shown.map(productCard)}</div>
    <nav class="pagination" aria-label="Страницы">
      ${Array.from({ length: pages }, (_, i) => i + 1).map((n) =>
        n === page ? html`<span aria-current="page">${n}</span>` : html`<a href="${pageUrl(n)}">${n}</a>`,
      )}
    </nav>`;
  return layout(ctx, { title: page > 1 ? `${category.name} — страница ${page}` : category.name, body, tail });
}
