/**
 * The reference store's content, generated like the catalogue: banners of the main slider, promo tiles,
 * brands, and articles in Russian and Uzbek, with their pictures as SVG. Deterministic, so every run (and
 * every test) sees the same pages.
 */
import type { Catalog } from './catalog.ts';
import content from './content.json' with { type: 'json' };

export type Lang = 'ru' | 'uz';
export type Text = Record<Lang, string>;

export interface Banner {
  n: number;
  title: Text;
  text: Text;
  href: string;
  hue: number;
}

export const BANNERS = content.banners as Banner[];

export interface Promo {
  n: number;
  title: Text;
  href: string;
  hue: number;
}

export const PROMOS = content.promos as Promo[];

export interface Section {
  heading: Text;
  text: Text;
}

export interface Article {
  slug: string;
  /** the catalogue category whose goods the article shows */
  category: string;
  date: string;
  title: Text;
  lead: Text;
  /** one picture per section */
  sections: Section[];
  hue: number;
}

export const ARTICLES = content.articles as Article[];

export const articleBySlug = new Map(ARTICLES.map((article) => [article.slug, article]));

/** The brands of the brand carousel: the first brand of each category, as the catalogue lists them. */
export function brandsOf(catalog: Catalog): string[] {
  return [...new Set(catalog.categories.flatMap((category) => category.brands.slice(0, 1)))];
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A wide banner picture (3:1): layered shapes in the banner's hue; its text is HTML on the page. */
export function bannerSvg(banner: Banner): string {
  const h = banner.hue;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400"><rect width="1200" height="400" fill="hsl(${h} 45% 88%)"/><circle cx="980" cy="200" r="260" fill="hsl(${h} 50% 72%)"/><rect x="760" y="120" width="300" height="200" rx="18" fill="hsl(${h} 40% 55%)"/><path d="M0 330 Q300 260 620 340 T1200 320 V400 H0Z" fill="hsl(${h} 35% 80%)"/></svg>`;
}

/** A square promo tile picture. */
export function promoSvg(promo: Promo): string {
  const h = promo.hue;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200" width="300" height="200"><rect width="300" height="200" fill="hsl(${h} 50% 90%)"/><circle cx="230" cy="70" r="60" fill="hsl(${h} 45% 70%)"/><rect x="30" y="120" width="140" height="50" rx="25" fill="hsl(${h} 40% 60%)"/></svg>`;
}

/** A brand's mark: its name on a light plate. */
export function brandSvg(brand: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120"><rect width="240" height="120" rx="10" fill="#f4f5f7"/><text x="120" y="68" font-family="sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#2b3340">${escapeXml(brand)}</text></svg>`;
}

/** An article's picture `k` (1-based): the article's hue, a different shape per picture. */
export function articlePictureSvg(article: Article, k: number): string {
  const h = (article.hue + k * 25) % 360;
  const shapes = [
    `<rect x="140" y="90" width="520" height="300" rx="20" fill="hsl(${h} 45% 62%)"/>`,
    `<circle cx="400" cy="240" r="170" fill="hsl(${h} 50% 58%)"/>`,
    `<path d="M120 420 L400 80 L680 420 Z" fill="hsl(${h} 40% 55%)"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500"><rect width="800" height="500" fill="hsl(${h} 30% 93%)"/>${shapes[(k - 1) % shapes.length]}</svg>`;
}

/** The URL slug of a brand's picture. */
export const brandSlug = (brand: string) => brand.toLowerCase().replace(/[^a-z0-9]+/g, '-');
