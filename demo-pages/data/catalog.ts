/**
 * The demo catalogue: a deterministic generator of building and installation goods, so every run of the
 * reference store (and every test) sees the same products, prices and attributes.
 */
import { CATALOG_UZ } from './catalog-uz.ts';
import categoriesJson from './categories.json' with { type: 'json' };

export interface AttributeDef {
  id: number;
  name: string;
  /** variants: a checkbox per value; range: from/to numbers */
  kind: 'variants' | 'range';
  unit?: string;
  values: readonly (string | number)[];
}

export interface Category {
  id: number;
  slug: string;
  name: string;
  /** the noun of a product name, e.g. 'Ламинат' */
  noun: string;
  priceRange: [number, number];
  weightRange: [number, number];
  /** share of products that can be installed by the shop (installation price above 0) */
  installShare: number;
  brands: readonly string[];
  attributes: readonly AttributeDef[];
  hue: number;
}

export interface Product {
  id: number;
  slug: string;
  categoryId: number;
  name: string;
  sku: string;
  brand: string;
  /** null: 'request price' */
  price: number | null;
  oldPrice: number | null;
  installPrice: number;
  weight: number;
  stock: number;
  rating: number;
  reviews: number;
  createdAt: string;
  attributes: Record<number, string | number>;
  images: number;
  description: string;
}

export interface Catalog {
  categories: Category[];
  products: Product[];
  byId: Map<number, Product>;
  bySlug: Map<string, Product>;
  categoryBySlug: Map<string, Category>;
  categoryById: Map<number, Category>;
  productsOf: (categoryId: number) => Product[];
  attribute: (id: number) => AttributeDef | undefined;
}

const COUNTRIES = ['Россия', 'Германия', 'Италия', 'Китай', 'Бельгия', 'Польша', 'Турция'];
const COLORS = ['Белый', 'Серый', 'Бежевый', 'Коричневый', 'Чёрный', 'Дуб натуральный', 'Орех', 'Графит'];

let nextAttributeId = 1;
const attr = (
  name: string,
  kind: AttributeDef['kind'],
  values: readonly (string | number)[],
  unit?: string,
) => {
  const def: AttributeDef = { id: nextAttributeId++, name, kind, values };
  if (unit) def.unit = unit;
  return def;
};

const shared = () => ({
  country: attr('Страна производства', 'variants', COUNTRIES),
  color: attr('Цвет', 'variants', COLORS),
});

/** A category as written here: its three attributes of its own; colour and country are every category's. */
type CategoryRow = Omit<Category, 'id' | 'attributes'> & {
  own: [string, AttributeDef['kind'], readonly (string | number)[], string?][];
};

/** The categories' table (categories.json): data, read as written. */
const CATEGORIES = (categoriesJson as unknown as { categories: CategoryRow[] }).categories;

/** The categories with their attributes' ids, made in the order the store has always numbered them. */
function categories(): Category[] {
  return CATEGORIES.map(({ own, ...row }, index) => {
    const { color, country } = shared();
    const attributes = own.map(([name, kind, values, unit]) => attr(name, kind, values, unit));
    return { ...row, attributes: [...attributes, color, country], id: index + 1 };
  });
}

/** mulberry32: a small, fast, seeded random number generator */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SERIES = [
  'Classic',
  'Nordic',
  'Loft',
  'Premium',
  'Comfort',
  'Vintage',
  'Modern',
  'Grand',
  'Natura',
  'Urban',
  'Arctic',
  'Siena',
  'Verona',
  'Oslo',
  'Baltic',
];
const TRANSLIT: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .split('')
    .map((ch) => TRANSLIT[ch] ?? ch)
    .join('')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The Russian colour of a product whose colour is given in the catalogue's language (same index). */
function ruColour(ruCategory: Category, colourId: number, colour: string | number, category: Category) {
  const def = category.attributes.find((a) => a.id === colourId)!;
  return ruCategory.attributes.find((a) => a.id === colourId)!.values[def.values.indexOf(colour)]!;
}

const round = (value: number, step: number) => Math.round(value / step) * step;

export const PRODUCTS_PER_CATEGORY = 260;

/** The generator's words in a language: ru as written, uz through its vocabulary (catalog-uz.ts). */
export type CatalogLang = 'ru' | 'uz';
const wordsOf = (lang: CatalogLang) =>
  lang === 'uz' ? (word: string) => CATALOG_UZ[word] ?? word : (word: string) => word;

function translated(category: Category, word: (text: string) => string): Category {
  return {
    ...category,
    name: word(category.name),
    noun: word(category.noun),
    brands: category.brands.map(word),
    attributes: category.attributes.map((def) => ({
      ...def,
      name: word(def.name),
      ...(def.unit ? { unit: word(def.unit) } : {}),
      values: def.values.map((value) => (typeof value === 'string' ? word(value) : value)),
    })),
  };
}

/** A product's description: what it is, its series and attributes, and where it fits. */
const DESCRIPTION: Record<CatalogLang, (head: string, series: string, attributes: string) => string> = {
  ru: (head, series, attributes) =>
    `${head} из серии ${series}: ${attributes}. Подходит для жилых и коммерческих помещений, поставляется с гарантией производителя.`,
  uz: (head, series, attributes) =>
    `${head}, ${series} seriyasi: ${attributes}. Turar-joy va tijorat binolari uchun mos, ishlab chiqaruvchi kafolati bilan yetkaziladi.`,
};

/** The catalogue in a language: the same products, ids, slugs and prices in both, the words translated. */
export function generateCatalog(seed = 20261122, lang: CatalogLang = 'ru'): Catalog {
  nextAttributeId = 1;
  const word = wordsOf(lang);
  const ruCats = categories();
  const cats = lang === 'ru' ? ruCats : ruCats.map((category) => translated(category, word));
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const products: Product[] = [];
  const start = Date.UTC(2024, 0, 1);
  for (const [index, category] of cats.entries()) {
    const ruCategory = ruCats[index]!;
    for (let i = 0; i < PRODUCTS_PER_CATEGORY; i++) {
      const id = products.length + 1;
      const brand = pick(category.brands);
      const series = pick(SERIES);
      const attributes: Record<number, string | number> = {};
      for (const def of category.attributes) attributes[def.id] = pick(def.values);
      const [low, high] = category.priceRange;
      const base = round(low + (high - low) * rnd() ** 1.6, 10) - 10 + 9; // prices like 1 299
      const priceless = rnd() < 0.05;
      const discounted = !priceless && rnd() < 0.22;
      const colourId = ruCategory.attributes.find((a) => a.name === 'Цвет')!.id;
      const name = `${category.noun} ${brand} ${series} ${attributes[colourId]}`.replace(/\s+/g, ' ');
      // the slug is the Russian name's in every language, so a product has one URL
      const ruName = `${ruCategory.noun} ${ruCategory.brands[category.brands.indexOf(brand)]} ${series} ${ruColour(ruCategory, colourId, attributes[colourId]!, category)}`;
      const installable = rnd() < category.installShare;
      products.push({
        id,
        slug: `${slugify(ruName.replace(/\s+/g, ' '))}-${id}`,
        categoryId: category.id,
        name,
        sku: `${category.slug.slice(0, 3).toUpperCase()}-${String(100000 + id * 7).slice(-6)}`,
        brand,
        price: priceless ? null : base,
        oldPrice: discounted ? round(base * (1.1 + rnd() * 0.3), 10) : null,
        installPrice: installable ? round(Math.max(300, base * (0.1 + rnd() * 0.15)), 50) : 0,
        weight:
          Math.round(
            (category.weightRange[0] + (category.weightRange[1] - category.weightRange[0]) * rnd()) * 10,
          ) / 10,
        stock: rnd() < 0.12 ? 0 : Math.floor(1 + rnd() * 200),
        rating: Math.round((3 + rnd() * 2) * 10) / 10,
        reviews: Math.floor(rnd() * 80),
        createdAt: new Date(start + Math.floor(rnd() * 700) * 86400000).toISOString().slice(0, 10),
        attributes,
        images: 2 + Math.floor(rnd() * 4),
        description: DESCRIPTION[lang](
          `${category.noun} ${brand}`,
          series,
          category.attributes
            .map(
              (def) => `${def.name.toLowerCase()} — ${attributes[def.id]}${def.unit ? ` ${def.unit}` : ''}`,
            )
            .join(', '),
        ),
      });
    }
  }
  const byCategory = new Map<number, Product[]>();
  for (const product of products) {
    const list = byCategory.get(product.categoryId) ?? [];
    list.push(product);
    byCategory.set(product.categoryId, list);
  }
  const attributes = new Map(cats.flatMap((c) => c.attributes.map((a) => [a.id, a] as const)));
  return {
    categories: cats,
    products,
    byId: new Map(products.map((p) => [p.id, p])),
    bySlug: new Map(products.map((p) => [p.slug, p])),
    categoryBySlug: new Map(cats.map((c) => [c.slug, c])),
    categoryById: new Map(cats.map((c) => [c.id, c])),
    productsOf: (categoryId) => byCategory.get(categoryId) ?? [],
    attribute: (id) => attributes.get(id),
  };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A generated product picture: the category's colour, a simple shape per view, the brand as a label. */
export function productImageSvg(product: Product, category: Category, view: number): string {
  const hue = (category.hue + product.id * 7 + view * 23) % 360;
  const shapes = [
    `<rect x="70" y="60" width="260" height="180" rx="12" fill="hsl(${hue} 45% 62%)"/>`,
    `<circle cx="200" cy="150" r="95" fill="hsl(${hue} 50% 58%)"/>`,
    `<path d="M60 240 L200 50 L340 240 Z" fill="hsl(${hue} 40% 55%)"/>`,
    `<rect x="120" y="40" width="160" height="220" rx="8" fill="hsl(${hue} 35% 50%)"/>`,
    `<rect x="60" y="90" width="280" height="120" rx="60" fill="hsl(${hue} 55% 60%)"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
<rect width="400" height="300" fill="hsl(${hue} 30% 94%)"/>
${shapes[view % shapes.length]}
<text x="200" y="285" font-family="sans-serif" font-size="18" text-anchor="middle" fill="hsl(${hue} 30% 25%)">${escapeXml(product.brand)} · ${view + 1}</text>
</svg>`;
}
