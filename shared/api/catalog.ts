import { getConfig } from '../config.ts';
import { FilterAnswer, SearchAnswer, type SearchResult } from '../contract/catalog.ts';
import type { AppliedFilter, GetFiltersBody } from '../contract/requests.ts';
import { http, postPath, type CallOptions } from './client.ts';

export type { SearchResult } from '../contract/catalog.ts';

/** POST catalog/get-filters: the counts, bounds, total and listing url for an applied set (docs/behaviour/calls.md). */
export const getFilters = (
  categoryId: number | string,
  filters: AppliedFilter[],
  options?: CallOptions,
): Promise<FilterAnswer> =>
  http.postJson(
    postPath('catalog/get-filters'),
    { category_id: Number(categoryId), filters } satisfies GetFiltersBody,
    { name: 'POST catalog/get-filters', answer: FilterAnswer, budget: 'load' },
    options,
  );

/** The header search: GET {searchPath}?query=... answering {data, error} (docs/behaviour/calls.md, "Catalogue"). */
export async function searchProducts(query: string, options?: CallOptions): Promise<SearchResult[]> {
  const url = new URL(getConfig().searchPath, location.href);
  url.searchParams.set('query', query);
  const answer = await http.get(
    url.href,
    { name: 'GET catalog/products/search', answer: SearchAnswer, budget: 'search' },
    options,
  );
  if (answer.error) throw new Error(String(answer.error));
  return answer.data;
}
