import type { Catalog, Product } from '../data/catalog.ts';

/**
 * Product search of the reference store: names match case-insensitively whatever the Russian word endings
 * (a light suffix-stripping stemmer, each query word a prefix of a name word), SKUs match by prefix.
 */

// longest first, so 'ами' is stripped before 'и'
const ENDINGS = [
  'иями',
  'ями',
  'ами',
  'ого',
  'его',
  'ому',
  'ему',
  'ыми',
  'ими',
  'ией',
  'ью',
  'ой',
  'ей',
  'ий',
  'ый',
  'ая',
  'яя',
  'ое',
  'ее',
  'ые',
  'ие',
  'ую',
  'юю',
  'ах',
  'ях',
  'ов',
  'ев',
  'ом',
  'ем',
  'ам',
  'ям',
  'ия',
  'а',
  'я',
  'о',
  'е',
  'ы',
  'и',
  'у',
  'ю',
  'ь',
  'й',
].sort((a, b) => b.length - a.length);

const MIN_STEM = 3;

/** The word without its ending: 'ламината', 'ламинатом' and 'ламинат' all give 'ламинат'. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/ё/g, 'е');
  if (!/[а-я]/.test(w)) return w;
  for (const ending of ENDINGS) {
    if (w.endsWith(ending) && w.length - ending.length >= MIN_STEM) {
      w = w.slice(0, -ending.length);
      break;
    }
  }
  return w.length > MIN_STEM && /[ьй]$/.test(w) ? w.slice(0, -1) : w;
}

export const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-zа-яё0-9]+/i)
    .filter(Boolean);

const compactSku = (text: string) => text.toUpperCase().replace(/[\s-]/g, '');

interface Indexed {
  product: Product;
  stems: string[];
  sku: string;
}

const indexes = new WeakMap<Catalog, Indexed[]>();

function indexOf(catalog: Catalog): Indexed[] {
  let index = indexes.get(catalog);
  if (!index) {
    index = catalog.products.map((product) => ({
      product,
      stems: [...words(product.name), ...words(product.brand)].map(stem),
      sku: compactSku(product.sku),
    }));
    indexes.set(catalog, index);
  }
  return index;
}

/** Products whose SKU starts with the query, then products whose name has every query word (any ending). */
export function searchCatalog(catalog: Catalog, query: string, limit = Infinity): Product[] {
  const text = query.trim();
  if (!text) return [];
  const sku = compactSku(text);
  const stems = words(text).map(stem);
  const bySku: Product[] = [];
  const byName: Product[] = [];
  for (const entry of indexOf(catalog)) {
    if (sku.length >= 2 && entry.sku.startsWith(sku)) bySku.push(entry.product);
    else if (stems.length && stems.every((s) => entry.stems.some((name) => name.startsWith(s))))
      byName.push(entry.product);
  }
  return [...bySku, ...byName].slice(0, limit);
}
