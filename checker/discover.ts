import type { Session } from './session.ts';

/** What the store's own pages say: a category for get-filters and products to put in the cart. */
export interface Discovered {
  category: string | null;
  /** the page the category was found on */
  listing: string | null;
  products: string[];
}

/** Pages read at the most while looking: the home page and the first of its links. */
const MAX_PAGES = 12;

const attribute = (html: string, tag: string, name: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*\\s${name}=(["'])(.*?)\\1`, 'g'))].map((match) => match[2]!);

/** The shop's own links of a page: paths on the same origin, no files, no API. */
function ownLinks(html: string, origin: string): string[] {
  const paths = new Set<string>();
  for (const [, , href] of html.matchAll(/<a\b[^>]*\shref=(["'])(.*?)\1/g)) {
    try {
      const url = new URL(href!, origin);
      if (url.origin !== origin || /\.\w+$/.test(url.pathname) || url.pathname.startsWith('/api/')) continue;
      paths.add(url.pathname + url.search);
    } catch {
      // not a URL
    }
  }
  return [...paths];
}

/**
 * Reads the shop's pages (GET only) for `<shop-filters category-id>` and `<shop-add-to-cart product-id>`
 * (docs/elements.md): the given listing, or the home page and its links until both are found.
 */
export async function discover(session: Session, listing: string | null): Promise<Discovered> {
  const found: Discovered = { category: null, listing: null, products: [] };
  const queue = listing ? [listing] : ['/'];
  const seen = new Set<string>();
  while (queue.length && seen.size < MAX_PAGES && !(found.category && found.products.length)) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const page = await session.send({ method: 'GET', path, accept: 'text/html' }).catch(() => null);
    if (!page || page.status !== 200) continue;
    const category = attribute(page.text, 'shop-filters', 'category-id')[0];
    if (category && !found.category) Object.assign(found, { category, listing: path });
    const products = [
      ...attribute(page.text, 'shop-add-to-cart', 'product-id'),
      ...attribute(page.text, 'shop-product-form', 'product-id'),
    ];
    found.products = [...new Set([...found.products, ...products])];
    if (!listing) queue.push(...ownLinks(page.text, session.origin));
  }
  return found;
}
