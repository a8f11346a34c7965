import * as v from 'valibot';
import { Amount, Id, Whole } from './common.ts';

/** An option of a filter definition: an id or a value, and its count (docs/behaviour/data.md "Filter definition"). */
export const RawFilterItem = v.looseObject({
  id: v.nullish(Id),
  value: v.nullish(v.union([v.string(), v.number()])),
  count: v.nullish(Amount),
});
export type RawFilterItem = v.InferOutput<typeof RawFilterItem>;

/**
 * A filter definition from the page or the server: range, price, in_stock, or any other type meaning variants;
 * from and to for ranges, items for variants. The name may hold markup (sanitised before it is shown).
 */
export const RawFilter = v.looseObject({
  id: v.nullish(Id),
  name: v.nullish(v.string()),
  type: v.optional(v.unknown()),
  from: v.nullish(v.union([v.number(), v.string()])),
  to: v.nullish(v.union([v.number(), v.string()])),
  items: v.nullish(v.array(RawFilterItem)),
});
export type RawFilter = v.InferOutput<typeof RawFilter>;

/** The filter search result: the definitions with new counts and bounds, the total, the listing url. */
export const FilterAnswer = v.looseObject({
  filters: v.array(RawFilter),
  total: Whole(0),
  url: v.string(),
});
export type FilterAnswer = v.InferOutput<typeof FilterAnswer>;

/** A product search result (docs/behaviour/data.md). */
export const SearchResult = v.looseObject({
  id: Id,
  title: v.string(),
  image: v.nullish(v.looseObject({ url: v.string() })),
  url: v.string(),
  sku: v.string(),
  price: v.nullable(Amount),
  oldPrice: v.nullable(Amount),
});
export type SearchResult = v.InferOutput<typeof SearchResult>;

/** The header search's `GET {searchPath}?query=` and `POST catalog/products/search` answer `{data, error}`. */
export const SearchAnswer = v.looseObject({ data: v.array(SearchResult), error: v.nullish(v.unknown()) });
