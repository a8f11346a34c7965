import type { Product } from '../../data/catalog.ts';
import { fromApplied } from '../../../shared/domain/filters.ts';
import type { StoreCtx, StoreRouter } from '../context.ts';
import { facets, selectionQuery } from '../facets.ts';
import { HttpError } from '../http.ts';
import { searchCatalog } from '../search.ts';
import { categoryUrl, productImageUrl, productUrl } from '../urls.ts';

/** How many results the header search shows. */
export const HEADER_RESULTS = 8;

/** A product search result (spec §3). */
export const searchResult = (product: Product) => ({
  id: product.id,
  title: product.name,
  image: { url: productImageUrl(product, 0) },
  url: productUrl(product),
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
  router.post('/api/:store/:lang/catalog/get-filters', async (ctx: StoreCtx) => {
    const body = await ctx.json<{ category_id?: unknown; filters?: unknown }>();
    const { catalog } = ctx.state.store;
    const category = catalog.categoryById.get(Number(body.category_id));
    if (!category) {
      throw new HttpError(422, 'The given data was invalid.', {
        message: 'The given data was invalid.',
        errors: { category_id: ['unknown category'] },
      });
    }
    if (body.filters !== undefined && !Array.isArray(body.filters)) {
      throw new HttpError(422, 'The given data was invalid.', {
        message: 'The given data was invalid.',
        errors: { filters: ['filters must be a list of {field, value}'] },
      });
    }
    const result = facets(category, catalog.productsOf(category.id), fromApplied(body.filters ?? []));
    const path = categoryUrl(category);
    const query = selectionQuery(fromApplied(body.filters ?? []), result.normalised);
    for (const [name, value] of keptListingParams(ctx, path)) query.append(name, value);
    const search = query.toString();
    return {
      filters: result.filters,
      total: result.matching.length,
      url: search ? `${path}?${search}` : path,
    };
  });

  const search = (ctx: StoreCtx, query: unknown, limit?: number) => ({
    data: searchCatalog(ctx.state.store.catalog, typeof query === 'string' ? query : '', limit).map(
      searchResult,
    ),
    error: null,
  });

  router.get('/api/:store/:lang/catalog/products/search', (ctx: StoreCtx) =>
    search(ctx, ctx.url.searchParams.get('query'), HEADER_RESULTS),
  );
  router.post('/api/:store/:lang/catalog/products/search', async (ctx: StoreCtx) =>
    search(ctx, (await ctx.json<{ query?: unknown }>()).query),
  );
}
