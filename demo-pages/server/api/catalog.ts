import type { Product } from '../../data/catalog.ts';
import { CALLS } from '../../../shared/contract/calls.ts';
import type { SearchResult } from '../../../shared/contract/catalog.ts';
import { fromApplied } from '../../../shared/domain/filters.ts';
import type { StoreCtx, StoreRouter } from '../context.ts';
import { facets, selectionQuery } from '../facets.ts';
import { invalid } from '../form-fields.ts';
import { searchCatalog } from '../search.ts';
import { categoryUrl, productImageUrl, productUrl } from '../urls.ts';
import { serve } from './contract-route.ts';
import { catalogOf, langOf, localPath, type Lang } from '../lang.ts';
import { phrasebook } from '../pages/texts/phrasebook.ts';

/** How many results the header search shows. */
export const HEADER_RESULTS = 8;

/** A product search result (docs/behaviour/data.md), its picture under `assetBase` (State). */
export const searchResult = (product: Product, lang: Lang = 'ru', assetBase = ''): SearchResult => ({
  id: product.id,
  title: product.name,
  image: { url: productImageUrl(product, 0, assetBase) },
  url: localPath(lang, productUrl(product)),
  sku: product.sku,
  price: product.price,
  oldPrice: product.oldPrice,
});

/** The sort and order of the listing the shopper came from, kept in the returned url. */
function keptListingParams(ctx: StoreCtx, path: string): [string, string][] {
  try {
    const from = new URL(String(ctx.req.headers.referer ?? ''));
    if (from.pathname !== path) return [];
    return [...from.searchParams].filter(([name]) => name === 'sort' || name === 'order');
  } catch {
    return [];
  }
}

export function catalogRoutes(router: StoreRouter): void {
  serve(router, CALLS.getFilters, (ctx, body) => {
    const catalog = catalogOf(ctx);
    const category = catalog.categoryById.get(body.category_id);
    if (!category) invalid({ category_id: [phrasebook(langOf(ctx))('Нет такой категории.')] });
    const selection = fromApplied(body.filters);
    const result = facets(category, catalog.productsOf(category.id), selection, langOf(ctx));
    const path = categoryUrl(category);
    const query = selectionQuery(selection, result.normalised);
    for (const [name, value] of keptListingParams(ctx, path)) query.append(name, value);
    // the listing a uz shopper is sent to stays uz
    if (langOf(ctx) === 'uz') query.set('lang', 'uz');
    const search = query.toString();
    return {
      filters: result.filters,
      total: result.matching.length,
      url: search ? `${path}?${search}` : path,
    };
  });

  const search = (ctx: StoreCtx, query: string, limit?: number) => ({
    data: searchCatalog(catalogOf(ctx), query, limit).map((product) =>
      searchResult(product, langOf(ctx), ctx.state.assetBase),
    ),
    error: null,
  });

  serve(router, CALLS.headerSearch, (ctx, { query }) => search(ctx, query, HEADER_RESULTS));
  serve(router, CALLS.searchProducts, (ctx, { query }) => search(ctx, query));
}
