import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { searchCatalog } from '../search.ts';
import { productCards } from './cards.ts';
import { PAGE_SIZE, productsWord } from './category.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { catalogOf, langOf } from '../lang.ts';
import { texts } from './texts.ts';

/** The full results page of the header search: /search?q=… (SKU prefix and names with any word ending). */
export function searchPage(ctx: StoreCtx, { tail }: PageSettings) {
  const query = (ctx.url.searchParams.get('q') ?? ctx.url.searchParams.get('query') ?? '').trim();
  const found = query ? searchCatalog(catalogOf(ctx), query) : [];
  const lang = langOf(ctx);
  const { say } = texts(ctx);
  const pages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
  const page = Math.min(
    pages,
    Math.max(1, Number.parseInt(ctx.url.searchParams.get('page') ?? '1', 10) || 1),
  );
  const pageUrl = (n: number) => {
    const url = new URL(ctx.url);
    url.searchParams.set('page', String(n));
    return url.pathname + url.search;
  };
  const body = html`<h1>${say('Результаты поиска')}${query ? html` «${query}»` : ''}</h1>
    <form class="search-page-form" method="get" action="/search" role="search">
      <input
        type="search"
        name="q"
        value="${query}"
        aria-label="${say('Поиск')}"
        placeholder="${say('Поиск по названию или артикулу')}"
      />
      ${lang === 'uz' ? html`<input type="hidden" name="lang" value="uz" />` : ''}
      <button class="btn" type="submit">${say('Найти')}</button>
    </form>
    ${
      found.length
        ? html`<p class="listing-total">${productsWord(found.length, lang)}</p>
            <div class="cards" id="cards">
              ${productCards(ctx, found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE))}
            </div>
            ${
              pages > 1
                ? html`<nav class="pagination" aria-label="${say('Страницы')}">
                    ${Array.from({ length: pages }, (_, i) => i + 1).map((n) =>
                      n === page
                        ? html`<span aria-current="page">${n}</span>`
                        : html`<a href="${pageUrl(n)}">${n}</a>`,
                    )}
                  </nav>`
                : ''
            }`
        : html`<p class="search-empty">
            ${say(query ? 'Ничего не найдено' : 'Введите название товара или артикул.')}
          </p>`
    }`;
  return layout(ctx, { title: query ? `${say('Поиск')}: ${query}` : say('Поиск'), body, tail });
}
