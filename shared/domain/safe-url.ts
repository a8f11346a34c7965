/**
 * URLs from the server, the config and the author (docs/architecture/safety.md, docs/site-links.md). A link the
 * shopper sees may be any http(s) URL; a place the browser is sent to by script stays in the shop's own origin,
 * except a payment page on a bank's origin the page config lists. A link of the site resolves against the site's
 * base, so a site in a folder (`/blog/`) works with a backend that answers root-relative paths. Each returns the
 * absolute URL to use, or null when the URL must be refused.
 */

/** What the link rules read of the page config (shared/config.ts). */
export interface Site {
  /** the site's root: '/', '/blog/' or an absolute URL, ending in '/' */
  siteBase: string;
  /** the site's pages for paths the backend names: '/order/{id}' → '/?page_id=7&shop_order={id}' */
  sitePages?: Readonly<Record<string, string>>;
}

/**
 * A URL's text as the browser's URL parser reads it before anything else: tabs and newlines anywhere dropped,
 * controls and spaces at both ends trimmed (SECURITY.md, "One URL rule"). `String.trim()` is not that rule: it
 * trims a no-break space the parser keeps, and keeps a tab inside the text the parser drops.
 */
const asParsed = (url: string) => url.replace(/[\t\n\r]/g, '').replace(/^[\0-\x20]+|[\0-\x20]+$/g, '');

/**
 * Any http(s) URL, relative ones resolved against `base` (a picture, a video, the author's own link); a blank
 * text (the page itself to a browser) and a URL with credentials are no links.
 */
export function safeUrl(url: unknown, base: string = location.href): string | null {
  if (typeof url !== 'string' || !asParsed(url)) return null;
  try {
    const parsed = new URL(url, base);
    if (parsed.username || parsed.password) return null;
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** '/order/5' and '/blog/x', but not '//host' nor '/\host' (another host to a browser). */
const ROOT_RELATIVE = /^\/(?![/\\])/;

/** The path part of a site base: '/blog/' of 'https://shop.example/blog/' or of '/blog/'. */
const basePathOf = (siteBase: string) =>
  ROOT_RELATIVE.test(siteBase) ? siteBase.replace(/[?#].*$/s, '') : new URL(siteBase).pathname;

/** `{name}` of a `sitePages` pattern: one path segment. */
const PLACEHOLDER = /\{([A-Za-z_][\w-]*)\}/g;

/** The segments a pattern ('/order/{id}') takes from a path ('/order/5'), or null when it does not match. */
function matchPage(pattern: string, path: string): Record<string, string> | null {
  // split() with a group: the literal parts at even places, the placeholders' names at odd ones
  const parts = pattern.replace(/\/$/, '').split(PLACEHOLDER);
  const names = parts.filter((_, i) => i % 2);
  const source = parts
    .map((part, i) => (i % 2 ? '([^/]+)' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  const found = new RegExp(`^${source}/?$`).exec(path);
  return found ? Object.fromEntries(names.map((name, i) => [name, found[i + 1]!])) : null;
}

/** A `sitePages` page with the answer's segments filled in and its query and fragment carried over. */
function toPage(page: string, values: Record<string, string>, query: string, hash: string): string {
  const filled = page.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  const [beforeHash, ownHash] = filled.split('#', 2) as [string, string | undefined];
  const joined =
    query.length > 1 ? `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}${query.slice(1)}` : beforeHash;
  return joined + (hash || (ownHash === undefined ? '' : `#${ownHash}`));
}

/**
 * A link as the site has it: a root-relative path outside the site's base lands under it ('/order/5' →
 * '/blog/order/5'), or on the page `sitePages` gives its path; a path already under the base, an absolute URL and
 * a relative one stay as they are. Pure text: the config applies it to its own links without a page.
 */
export function onSite(url: string, site: Site): string {
  const text = asParsed(url);
  if (!ROOT_RELATIVE.test(text)) return text;
  const base = basePathOf(site.siteBase);
  const [, path = '', query = '', hash = ''] = /^([^?#]*)(\?[^#]*)?(#.*)?$/s.exec(text) ?? [];
  const under = path.startsWith(base) || `${path}/` === base;
  const sitePath = under ? `/${path.slice(base.length)}` : path;
  for (const [pattern, page] of Object.entries(site.sitePages ?? {})) {
    const values = matchPage(pattern, sitePath);
    if (values) return onSite(toPage(page, values, query, hash), { siteBase: site.siteBase });
  }
  return under ? text : base + text.slice(1);
}

/**
 * A link of the site the shopper sees or follows: a product's, the cart's checkout link, a search result's; any
 * http(s) origin. Relative links resolve against the site's base.
 */
export function siteUrl(url: unknown, site: Site, page: string = location.href): string | null {
  if (typeof url !== 'string' || !asParsed(url)) return null;
  const base = safeUrl(site.siteBase, page);
  return base && safeUrl(onSite(url, site), base);
}

/** A URL of the shop's own origin: `redirect_url`, a toast's link, a listing's url. */
export function shopUrl(url: unknown, site: Site, page: string = location.href): string | null {
  const safe = siteUrl(url, site, page);
  return safe && new URL(safe).origin === new URL(page).origin ? safe : null;
}

/** A `payment_url`: the shop's own origin or one of the bank origins the page config lists. */
export function paymentUrl(
  url: unknown,
  site: Site & { paymentOrigins: readonly string[] },
  page: string = location.href,
): string | null {
  const safe = siteUrl(url, site, page);
  if (!safe) return null;
  const origin = new URL(safe).origin;
  return origin === new URL(page).origin || site.paymentOrigins.includes(origin) ? safe : null;
}
