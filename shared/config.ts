import type { LatLon } from './contract/checkout.ts';
import { onSite, safeUrl } from './domain/safe-url.ts';
import { jsonFix, readJson } from './lenient-json.ts';
import { nearMiss } from './near-miss.ts';
import { authorError, type AuthorErrorCode } from './author-errors.ts';

export type Locale = 'ru' | 'uz';

/**
 * A call's kind, for its time budget: a load (a read a flow waits on), a search or suggestion (typed), a toggle
 * (compare, favourites, the cart's add and quantity), the order, any other send (forms, sign-in).
 */
export type Budget = 'load' | 'search' | 'toggle' | 'order' | 'send';

export interface ShopConfig {
  storeId: string;
  lang: Locale;
  apiBase: string;
  apiVersion: string;
  postBase: string;
  getBase: string;
  searchPath: string;
  checkoutUrl: string;
  cartUrl: string;
  compareUrl: string;
  wishlistUrl: string;
  montazhUrl: string;
  homeUrl: string;
  /**
   * the site's root ('/', '/blog/' or an absolute URL, always ending in '/'): the links of the config and the
   * root-relative paths of the backend's answers land under it (docs/site-links.md)
   */
  siteBase: string;
  /** the site's pages for paths the backend names, '/order/{id}' → '/?page_id=7&shop_order={id}' (docs/site-links.md) */
  sitePages: Record<string, string>;
  /** the address-suggestion service; no token is no service (docs/checkout-without-services.md) */
  suggest: { url: string; token: string };
  /** the routing service; no key is no service */
  routing: { url: string; key: string };
  captcha: { sitekey: string; scriptUrl: string };
  analytics: { counterId: number | string | null };
  /** the map tiles ('' for no map service) and their attribution */
  map: { tiles: string; attribution: string };
  /**
   * ms one attempt of a call may take at most (Infinity: no cap but the call's budget); kept for configs that
   * set it
   */
  timeout: number;
  /**
   * ms a whole call may take, retries included, by its kind (`Budget`): then it fails with 'timeout' and the flow
   * shows the catalogued error and gives its controls back
   */
  budgets: Record<Budget, number>;
  /**
   * origins that are the shop's API besides those of `apiBase`, `getBase`, `postBase` and `searchPath` (a
   * relative value is the page's own origin): calls to an API origin carry the cookies, the CSRF token,
   * `apiHeaders` and Accept-Language (shared/api/client.ts `apiOriginsOf()`)
   */
  apiOrigins: string[];
  /** where the CSRF token comes from and how it is sent; false sends none */
  csrf: CsrfScheme | false;
  /** fixed headers sent to the API origins only, e.g. WordPress's X-WP-Nonce */
  apiHeaders: Record<string, string>;
  /** origins besides the shop's own that a `payment_url` may lead to: the bank's payment pages */
  paymentOrigins: string[];
  /** the contact map's geocoder (Yandex Geocoder HTTP API 1.x) and its 'open in a map service' link */
  geocoder: { url: string; apikey: string; mapLink: string };
  /**
   * the nonce of the page's Content-Security-Policy ('nonce-…'), given to the script a provider adapter inserts
   * (the captcha's); '' gives none
   */
  cspNonce: string;
  /**
   * origins besides Rutube's own whose video links marked `data-player="rutube"` play in Rutube's embed player (a
   * path stands for the page's own origin); no other host is ever framed
   */
  videoOrigins: string[];
  /** null means the built-in ring road and Moscow region (shared/domain/delivery-zones.ts), loaded only by the checkout */
  zones: { a: LatLon[]; b: LatLon[] } | null;
  /** false when the page config is missing or wrong: elements keep their server markup and call nothing */
  valid: boolean;
}

/**
 * The CSRF token of the shop's backend: read from a cookie, a `<meta name>` of the page, or given literally
 * (`token`, printed by the CMS), at each call; sent in a `header` and/or as a `field` (a write's JSON key or form
 * field, a read's query parameter).
 */
export interface CsrfScheme {
  cookie?: string;
  meta?: string;
  token?: string;
  header?: string;
  field?: string;
}

const LOCALES: readonly Locale[] = ['ru', 'uz'];

/** An unknown key's problem, with the key most likely meant: `unknown key "captcha.siteKey" (did you mean "sitekey"?)…` */
function unknownKey(path: string, name: string, known: readonly string[]): string {
  const meant = nearMiss(name, known);
  return `unknown key "${path}"${meant ? ` (did you mean "${meant}"?)` : ''}, which is left out`;
}

/** Laravel's: the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN (the reference store does the same). */
export const DEFAULT_CSRF: CsrfScheme = { cookie: 'XSRF-TOKEN', header: 'X-XSRF-TOKEN' };
/** An HTTP header name (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** No cap on one attempt by default: the call's budget is the limit. */
export const DEFAULT_TIMEOUT = Infinity;
/** T-Bank's payment pages (docs/behaviour/data.md: payment_method tbank_card). */
export const DEFAULT_PAYMENT_ORIGINS = ['https://securepayments.tbank.ru', 'https://securepay.tinkoff.ru'];

export function toLocale(value: unknown): Locale {
  return LOCALES.includes(value as Locale) ? (value as Locale) : 'ru';
}

const trimSlash = (path: string) => path.replace(/\/+$/, '');

/** Builds the config from the page's JSON; every problem goes into `problems` instead of throwing. */
export function resolveConfig(raw: unknown, htmlLang: string, problems: string[]): ShopConfig {
  const given = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  if (raw !== undefined && given !== raw) problems.push('the config must be a JSON object');
  const text = (key: string, fallback: string): string => {
    const value = given[key];
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    problems.push(`"${key}" must be a string`);
    return fallback;
  };
  const section = <T extends object>(key: string, fallback: T): T =>
    sectionOf(given, key, fallback, problems);

  /** A number of ms above 0, or the fallback and a problem. */
  const ms = (key: string, value: unknown, fallback: number): number => {
    if (value === undefined || value === null) return fallback;
    if ((value as number) > 0 && typeof value === 'number') return value;
    problems.push(`"${key}" must be a number of ms above 0`);
    return fallback;
  };
  /**
   * A link or a service's URL: http(s) or a path, never `javascript:`, `data:` or the like (SECURITY.md);
   * anything else is a problem and the fallback.
   */
  const link = (key: string, value: string, fallback: string): string => {
    if (safeUrl(value) !== null) return value;
    problems.push(`"${key}" must be an http(s) URL or a path, for example "${fallback}"`);
    return fallback;
  };
  /** A section whose named entries are links, each checked as `link()` does. */
  const linkSection = <K extends string, T extends Record<K, string>>(
    key: string,
    fallback: T,
    links: K[],
  ): T => {
    const value = section(key, fallback);
    for (const name of links)
      value[name] = link(`${key}.${name}`, String(value[name]), fallback[name]) as T[K];
    return value;
  };
  /** A list of origins: its entries that are origins, the fallback when it is no list; a problem for the rest. */
  const originList = (key: string, fallback: string[], example: string, relative = false): string[] => {
    const value = given[key] ?? fallback;
    const origins = Array.isArray(value)
      ? value.map((entry) => originOf(relative ? safeUrl(entry) : entry))
      : [null];
    if (origins.includes(null))
      problems.push(`"${key}" must be a list of origins, for example ["${example}"]`);
    return Array.isArray(value) ? (origins.filter(Boolean) as string[]) : fallback;
  };
  const paymentOrigins = originList(
    'paymentOrigins',
    DEFAULT_PAYMENT_ORIGINS,
    'https://securepayments.tbank.ru',
  );
  // how long a shopper waits for a message at most, a retry included (docs/config.md, `budgets`); the order is
  // sent once, a form is another send
  const budgets: Record<Budget, number> = {
    load: 10000,
    search: 5000,
    toggle: 8000,
    order: 20000,
    send: 15000,
  };
  const givenBudgets = section<Record<string, unknown>>('budgets', {});
  for (const key in givenBudgets) {
    budgets[key as Budget] = ms(`budgets.${key}`, givenBudgets[key] ?? 0, budgets[key as Budget]);
  }
  const apiOrigins = originList('apiOrigins', [], 'https://api.shop.example');
  const videoOrigins = originList('videoOrigins', [], 'https://video.shop.example', true);
  const csrf = csrfScheme(given.csrf, problems);
  const apiHeaders = headerMap(given.apiHeaders, problems);
  const cspNonce = text('cspNonce', '');
  // a nonce is base64 (CSP's nonce-source); anything else would never match the page's policy
  if (!/^[\w+/=-]*$/.test(cspNonce))
    problems.push("\"cspNonce\" must be the nonce of the page's CSP, as in 'nonce-…'");

  const storeId = text('storeId', '');
  if (!storeId) problems.push('"storeId" is required, for example { "storeId": "1" }');
  if (given.lang !== undefined && !LOCALES.includes(given.lang as Locale)) {
    problems.push(`"lang" must be "ru" or "uz"; using "ru"`);
  }
  const lang = toLocale(given.lang ?? htmlLang.slice(0, 2).toLowerCase());
  const apiBase = trimSlash(link('apiBase', text('apiBase', '/api'), '/api'));
  const scoped = `${apiBase}/${storeId}/${lang}`;
  const getBase = trimSlash(link('getBase', text('getBase', scoped), scoped));
  const site = {
    siteBase: siteBaseOf(given.siteBase, problems),
    sitePages: sitePagesOf(given.sitePages, problems),
  };
  /** A link of the site's pages, checked and put under the site's base. */
  const page = (key: string, fallback: string) => onSite(link(key, text(key, fallback), fallback), site);

  const config: ShopConfig = {
    storeId,
    lang,
    apiBase,
    apiVersion: text('apiVersion', 'v1'),
    postBase: trimSlash(link('postBase', text('postBase', scoped), scoped)),
    getBase,
    searchPath: link(
      'searchPath',
      text('searchPath', `${getBase}/catalog/products/search`),
      `${getBase}/catalog/products/search`,
    ),
    checkoutUrl: page('checkoutUrl', '/checkout'),
    cartUrl: page('cartUrl', '/cart'),
    compareUrl: page('compareUrl', '/compare'),
    wishlistUrl: page('wishlistUrl', '/wishlist'),
    montazhUrl: page('montazhUrl', '/montazh'),
    homeUrl: page('homeUrl', '/'),
    ...site,
    suggest: linkSection(
      'suggest',
      { url: 'https://suggestions.dadata.ru/suggestions/api/4_1/rs', token: '' },
      ['url'],
    ),
    routing: linkSection('routing', { url: 'https://routing.api.2gis.com/routing/7.0.0/global', key: '' }, [
      'url',
    ]),
    captcha: linkSection(
      'captcha',
      { sitekey: '', scriptUrl: 'https://smartcaptcha.yandexcloud.net/captcha.js' },
      ['scriptUrl'],
    ),
    analytics: section<{ counterId: number | string | null }>('analytics', { counterId: null }),
    // tiles '' is no map service: the checkout prices without its map (docs/checkout-without-services.md)
    map: linkSection(
      'map',
      { tiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' },
      (given.map as { tiles?: unknown } | null)?.tiles === '' ? [] : ['tiles'],
    ),
    timeout: ms('timeout', given.timeout, DEFAULT_TIMEOUT),
    budgets,
    apiOrigins,
    csrf,
    apiHeaders,
    paymentOrigins,
    videoOrigins,
    geocoder: linkSection(
      'geocoder',
      {
        url: 'https://geocode-maps.yandex.ru/1.x/',
        apikey: '',
        mapLink: 'https://yandex.ru/maps/?text={address}',
      },
      ['url', 'mapLink'],
    ),
    cspNonce,
    zones: zonesOf(given.zones, problems),
    valid: Boolean(storeId),
  };
  const keys = Object.keys(config).filter((key) => key !== 'valid');
  for (const key of Object.keys(given)) if (!keys.includes(key)) problems.push(unknownKey(key, key, keys));
  return config;
}

/** A section of the config: the fallback with the given entries over it; an unknown entry or a text that is none, a problem. */
function sectionOf<T extends object>(
  given: Record<string, unknown>,
  key: string,
  fallback: T,
  problems: string[],
): T {
  const value = given[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'object' || Array.isArray(value)) {
    problems.push(`"${key}" must be an object`);
    return fallback;
  }
  const merged = { ...fallback } as Record<string, unknown>;
  const names = Object.keys(fallback);
  for (const [name, entry] of Object.entries(value)) {
    if (names.length && !names.includes(name)) problems.push(unknownKey(`${key}.${name}`, name, names));
    else if (typeof merged[name] === 'string' && typeof entry !== 'string')
      problems.push(`"${key}.${name}" must be a string`);
    else merged[name] = entry;
  }
  return merged as T;
}

/** `zones`: zones A and B, each a polygon of at least 3 points; else null (the built-in ones) and a problem. */
function zonesOf(value: unknown, problems: string[]): ShopConfig['zones'] {
  if (!value) return null;
  const zones = value as { a?: unknown; b?: unknown };
  if (isPolygon(zones.a) && isPolygon(zones.b)) return zones as { a: LatLon[]; b: LatLon[] };
  problems.push(
    '"zones" must be { "a": [[lat, lon], ...], "b": [[lat, lon], ...] } with at least 3 points each',
  );
  return null;
}

/** `siteBase`: a path or an http(s) URL, its query and fragment dropped, ending in '/'; else '/' and a problem. */
function siteBaseOf(value: unknown, problems: string[]): string {
  if (value === undefined || value === null) return '/';
  const text = typeof value === 'string' ? value.trim() : '';
  if (!/^(\/(?![/\\])|https?:\/\/)/i.test(text) || safeUrl(text) === null) {
    problems.push('"siteBase" must be a path or an http(s) URL of the site\'s root, for example "/blog/"');
    return '/';
  }
  return text.replace(/[?#].*$/s, '').replace(/\/*$/, '/');
}

/**
 * `sitePages`: an object of root-relative path patterns to links (http(s) or a path); a wrong entry is a
 * problem and left out.
 */
function sitePagesOf(value: unknown, problems: string[]): Record<string, string> {
  if (value === undefined || value === null) return {};
  const example = 'for example { "/order/{id}": "/?page_id=7&shop_order={id}" }';
  if (typeof value !== 'object' || Array.isArray(value)) {
    problems.push(`"sitePages" must be an object of paths to pages, ${example}`);
    return {};
  }
  const pages: Record<string, string> = {};
  for (const [pattern, page] of Object.entries(value)) {
    if (!/^\/(?![/\\])[^?#]*$/.test(pattern) || typeof page !== 'string') {
      problems.push(`"sitePages" must be an object of paths to pages, ${example}; "${pattern}" is not`);
      continue;
    }
    if (safeUrl(page) !== null) pages[pattern] = page;
    else problems.push(`"sitePages" must lead to http(s) URLs or paths; "${page}" is not`);
  }
  return pages;
}

/** The `csrf` entry: the default when absent, false when false, else a scheme with a source and a way to send. */
function csrfScheme(value: unknown, problems: string[]): CsrfScheme | false {
  if (value === undefined || value === null) return DEFAULT_CSRF;
  if (value === false) return false;
  const example =
    'for example { "cookie": "csrftoken", "header": "X-CSRFToken" } or { "token": "…", "field": "sessid" }, or false';
  if (typeof value !== 'object' || Array.isArray(value)) {
    problems.push(`"csrf" must be an object or false, ${example}; using the default XSRF-TOKEN cookie`);
    return DEFAULT_CSRF;
  }
  const given = value as Record<string, unknown>;
  const keys = ['cookie', 'meta', 'token', 'header', 'field'] as const;
  const scheme: CsrfScheme = {};
  for (const key of keys) {
    const entry = given[key];
    if (entry === undefined || entry === null) continue;
    if (typeof entry !== 'string' || (key !== 'token' && !entry)) {
      problems.push(`"csrf.${key}" must be a non-empty string`);
      continue;
    }
    scheme[key] = entry;
  }
  const unknown = Object.keys(given).filter((key) => !(keys as readonly string[]).includes(key));
  if (unknown.length) problems.push(`"csrf" has unknown keys ${unknown.map((k) => `"${k}"`).join(', ')}`);
  if (scheme.header !== undefined && !HEADER_NAME.test(scheme.header)) {
    problems.push(`"csrf.header" must be a header name, for example "X-CSRF-Token"`);
    delete scheme.header;
  }
  if (scheme.cookie === undefined && scheme.meta === undefined && scheme.token === undefined)
    problems.push(`"csrf" needs where the token comes from: "cookie", "meta" or "token", ${example}`);
  if (scheme.header === undefined && scheme.field === undefined)
    problems.push(`"csrf" needs how the token is sent: "header" and/or "field", ${example}`);
  return scheme;
}

/** `apiHeaders`: header names to string values. */
function headerMap(value: unknown, problems: string[]): Record<string, string> {
  if (value === undefined || value === null) return {};
  const problem = '"apiHeaders" must be an object of header names to text, for example { "X-WP-Nonce": "…" }';
  if (typeof value !== 'object' || Array.isArray(value)) {
    problems.push(problem);
    return {};
  }
  const headers: Record<string, string> = {};
  for (const [name, text] of Object.entries(value)) {
    if (HEADER_NAME.test(name) && typeof text === 'string' && !/[\r\n]/.test(text)) headers[name] = text;
    else problems.push(`${problem}; "${name}" is not`);
  }
  return headers;
}

/** 'https://bank.example' from an origin or a URL; null when it is not an http(s) origin. */
function originOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

function isPolygon(points: unknown): points is LatLon[] {
  return (
    Array.isArray(points) &&
    points.length >= 3 &&
    points.every((p) => Array.isArray(p) && p.length === 2 && p.every((n) => Number.isFinite(n)))
  );
}

let cached: ShopConfig | undefined;

/**
 * The page config, read once. Each problem of a missing or wrong config is reported once in the console, under its
 * code of docs/errors.md.
 */
export function getConfig(): ShopConfig {
  if (cached) return cached;
  const problems: string[] = [];
  const script = document.getElementById('shop-config');
  let raw: unknown;
  if (!script) {
    problems.push(
      'add <script type="application/json" id="shop-config">{ "storeId": "1" }</script> to <head>',
    );
  } else {
    // a CMS may have HTML-escaped it or given it typographic quotes: read once more without them
    const read = readJson(script.textContent || '{}');
    if (read.ok) raw = read.value;
    else problems.push(`the text of #shop-config is not valid JSON (${read.error}). ${jsonFix(read)}`);
  }
  cached = resolveConfig(raw, document.documentElement.lang || '', problems);
  // without a config to read, what else is missing follows from that: one line
  for (const problem of raw === undefined ? problems.slice(0, 1) : problems)
    authorError(configErrorCode(problem), 'the page config', problem);
  return cached;
}

/** The code of docs/errors.md a problem of the config is reported under: no config, an unknown key, a wrong value. */
function configErrorCode(problem: string): AuthorErrorCode {
  if (problem.startsWith('unknown key')) return 'SHOP_CONFIG_UNKNOWN_KEY';
  if (/^(add <script|the text of #shop-config|"storeId" is required)/.test(problem))
    return 'SHOP_CONFIG_MISSING';
  return 'SHOP_CONFIG_WRONG_VALUE';
}

/** Tests swap the page config between cases. */
export function resetConfig(): void {
  cached = undefined;
}
