import type { Category, Product } from '../data/catalog.ts';
import {
  hasValue,
  isRange,
  normaliseFilter,
  type Filter,
  type Range,
  type RawFilter,
  type Selection,
} from '../../shared/domain/filters.ts';
import type { Lang } from './lang.ts';

/**
 * Facet counts of a category (catalog/get-filters): an option's count is the number of the category's products
 * matching every active filter except the option's own; a range reports the from/to of that same set.
 */

/** The names of the store's own filters in each language (the attributes' come from the catalogue). */
const NAMES = {
  ru: { price: 'Цена, ₽', in_stock: 'Наличие', manufacturers: 'Производитель', inStock: 'В наличии' },
  uz: { price: 'Narx, ₽', in_stock: 'Mavjudligi', manufacturers: 'Ishlab chiqaruvchi', inStock: 'Mavjud' },
};
export const FILTER_NAMES = NAMES.ru;
export const IN_STOCK = { id: '1', value: NAMES.ru.inStock };

/** An attribute's display name; the unit m² is given as markup, as a CMS editor would type it. */
const attributeName = (name: string, unit?: string) =>
  unit ? `${name}, ${unit === 'м²' ? 'м<sup>2</sup>' : unit === 'm²' ? 'm<sup>2</sup>' : unit}` : name;

const numbers = (list: readonly (string | number)[]) => list.map(Number).filter(Number.isFinite);
const span = (list: number[]): [number, number] | null =>
  list.length ? [Math.floor(Math.min(...list)), Math.ceil(Math.max(...list))] : null;
const inRange = (value: number, range: Range) =>
  (range.from === null || value >= range.from) && (range.to === null || value <= range.to);

/** Whether a product passes one filter's value. */
function passes(product: Product, key: string, value: string[] | Range): boolean {
  if (key === 'price') return isRange(value) && product.price !== null && inRange(product.price, value);
  if (key === 'in_stock') return !Array.isArray(value) || !value.includes(IN_STOCK.id) || product.stock > 0;
  if (key === 'manufacturers') return Array.isArray(value) && value.includes(product.brand);
  const attribute = product.attributes[Number(key)];
  if (attribute === undefined) return false;
  return isRange(value) ? inRange(Number(attribute), value) : value.includes(String(attribute));
}

/** The category's filter definitions over its whole range (no counts): the page's shapes of docs/behaviour/data.md. */
export function baseDefinitions(category: Category, products: Product[], lang: Lang = 'ru'): RawFilter[] {
  // each language's catalogue has its own product lists, so the caches keep the languages apart
  let base = definitions.get(products);
  if (!base) definitions.set(products, (base = rangeDefinitions(category, products, lang)));
  return base;
}

/**
 * The catalogue does not change while the store runs, so a category's definitions and its facets for a
 * selection are computed once and shared (callers never change them): 200 listings at once stay cheap.
 */
const definitions = new WeakMap<Product[], RawFilter[]>();
const results = new WeakMap<Product[], Map<string, FacetResult>>();
/** selections kept per category: the common ones (none, in stock, a brand) stay */
const RESULTS_PER_CATEGORY = 200;

function rangeDefinitions(category: Category, products: Product[], lang: Lang): RawFilter[] {
  const prices = span(products.flatMap((p) => (p.price === null ? [] : [p.price]))) ?? category.priceRange;
  const names = NAMES[lang];
  return [
    { name: names.price, type: 'price', from: prices[0], to: prices[1] },
    { name: names.in_stock, type: 'in_stock', items: [{ id: IN_STOCK.id, value: names.inStock, count: 0 }] },
    {
      name: names.manufacturers,
      type: 'manufacturers',
      items: category.brands.map((brand) => ({ id: brand, value: brand, count: 0 })),
    },
    ...category.attributes.map((def): RawFilter => {
      const name = attributeName(def.name, def.unit);
      if (def.kind === 'range') {
        const [from, to] = span(numbers(def.values)) ?? [0, 0];
        return { id: def.id, name, type: 'range', from, to };
      }
      return {
        id: def.id,
        name,
        type: 'variants',
        items: def.values.map((value) => ({ id: String(value), value: String(value), count: 0 })),
      };
    }),
  ];
}

export interface FacetResult {
  filters: RawFilter[];
  /** the products matching every active filter */
  matching: Product[];
  /** the normalised full-range definitions, to tell set values from unset ones */
  normalised: Filter[];
}

/** Counts, bounds and matching products for a selection. */
export function facets(
  category: Category,
  products: Product[],
  selection: Selection,
  lang: Lang = 'ru',
): FacetResult {
  let known = results.get(products);
  if (!known) results.set(products, (known = new Map()));
  const key = JSON.stringify(selection);
  let result = known.get(key);
  if (!result) {
    result = countFacets(category, products, selection, lang);
    if (known.size >= RESULTS_PER_CATEGORY) known.delete(known.keys().next().value!);
    known.set(key, result);
  }
  return result;
}

function countFacets(category: Category, products: Product[], selection: Selection, lang: Lang): FacetResult {
  const base = baseDefinitions(category, products, lang);
  const normalised = base.map(normaliseFilter);
  const active = normalised.filter((filter) => hasValue(filter, selection)).map((filter) => filter.key);
  const passed = products.map((product) => active.map((key) => passes(product, key, selection[key]!)));
  // the products matching every active filter except `key`
  const allBut = (key: string) => {
    const skip = active.indexOf(key);
    return products.filter((_, i) => passed[i]!.every((ok, j) => ok || j === skip));
  };
  const matching = products.filter((_, i) => passed[i]!.every(Boolean));
  const filters = base.map((raw, index): RawFilter => {
    const filter = normalised[index]!;
    const pool = active.includes(filter.key) ? allBut(filter.key) : matching;
    if (filter.type === 'range') {
      const values =
        filter.key === 'price'
          ? pool.flatMap((p) => (p.price === null ? [] : [p.price]))
          : pool.map((p) => Number(p.attributes[Number(filter.key)])).filter(Number.isFinite);
      const [from, to] = span(values) ?? [filter.min, filter.max];
      return { ...raw, from, to };
    }
    const counts = new Map<string, number>();
    for (const product of pool) {
      const ids =
        filter.key === 'in_stock'
          ? product.stock > 0
            ? [IN_STOCK.id]
            : []
          : filter.key === 'manufacturers'
            ? [product.brand]
            : [String(product.attributes[Number(filter.key)])];
      for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return {
      ...raw,
      items: (raw.items ?? []).map((item) => ({ ...item, count: counts.get(String(item.id)) ?? 0 })),
    };
  });
  return { filters, matching, normalised };
}

/** The listing query of a selection: price_from/price_to, in_stock=1, manufacturers=…, a{id}=… or a{id}_from/_to. */
export function selectionQuery(selection: Selection, normalised: Filter[]): URLSearchParams {
  const query = new URLSearchParams();
  for (const filter of normalised) {
    if (!hasValue(filter, selection)) continue;
    const value = selection[filter.key]!;
    const name = /^\d+$/.test(filter.key) ? `a${filter.key}` : filter.key;
    if (isRange(value)) {
      if (value.from !== null) query.set(`${name}_from`, String(value.from));
      if (value.to !== null) query.set(`${name}_to`, String(value.to));
    } else value.forEach((id) => query.append(name, id));
  }
  return query;
}

/** The selection a listing URL carries (the inverse of selectionQuery). */
export function selectionFromQuery(params: URLSearchParams, normalised: Filter[]): Selection {
  const selection: Selection = {};
  const number = (text: string | null) => {
    if (text === null || text.trim() === '') return null;
    const n = Number(text);
    return Number.isFinite(n) ? n : null;
  };
  for (const filter of normalised) {
    const name = /^\d+$/.test(filter.key) ? `a${filter.key}` : filter.key;
    if (filter.type === 'range') {
      const range = { from: number(params.get(`${name}_from`)), to: number(params.get(`${name}_to`)) };
      if (range.from !== null || range.to !== null) selection[filter.key] = range;
    } else {
      const known = new Set(filter.items.map((item) => item.id));
      const ids = params.getAll(name).filter((id) => known.has(id));
      if (ids.length) selection[filter.key] = ids;
    }
  }
  return selection;
}
