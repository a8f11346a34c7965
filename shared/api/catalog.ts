import { getConfig } from '../config.ts';
import type { AppliedFilter, FilterAnswer } from '../domain/filters.ts';
import { http, postPath, type CallOptions } from './client.ts';

/** A product search result (spec §3). */
export interface SearchResult {
  id: number | string;
  title: string;
  image?: { url: string } | null;
  url: string;
  sku: string;
  price: number | null;
  oldPrice: number | null;
}

/** POST catalog/get-filters: the counts, bounds, total and listing url for an applied set (spec §7). */
export const getFilters = async (
  categoryId: number | string,
  filters: AppliedFilter[],
  options?: CallOptions,
): Promise<FilterAnswer> =>
  (await http.postJson<FilterAnswer | null>(
    postPath('catalog/get-filters'),
    { category_id: Number(categoryId), filters },
    options,
  )) ?? {};

const asResults = (answer: unknown): SearchResult[] => {
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as SearchResult[]) : [];
};

/** The header search: GET {searchPath}?query=... answering {data, error} (ELEMENTS.md). */
export async function searchProducts(query: string, options?: CallOptions): Promise<SearchResult[]> {
  const url = new URL(getConfig().searchPath, location.href);
  url.searchParams.set('query', query);
  const answer = await http.get<{ data?: unknown; error?: unknown } | null>(url.href, options);
  if (answer?.error) throw new Error(String(answer.error));
  return asResults(answer);
}

/** POST catalog/products/search, body {query} (spec §7). */
export const searchProductsPost = async (query: string, options?: CallOptions): Promise<SearchResult[]> =>
  asResults(await http.postJson(postPath('catalog/products/search'), { query }, options));
