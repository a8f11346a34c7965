import { parseArgs } from 'node:util';
import { runChecks, type CheckOptions } from './checks.ts';
import type { CsrfScheme } from '../shared/config.ts';
import { formatTable, tally } from './report.ts';
import { DEFAULT_AUTH, type Auth } from './session.ts';

export const HELP = `shop-elements-check: plays the storefront elements' calls against a running store backend and checks
every answer against the elements' contract (the schemas of dist/openapi.json).

Usage: npx shop-elements-check --base URL --store ID [--lang ru] [options]

  --base URL           the store's origin, e.g. https://shop.example (required)
  --store ID           the page config's storeId (required)
  --lang ru|uz         the page config's lang (ru)
  --api-base PATH      apiBase (/api)
  --api-version V      apiVersion, for compare and favourites (v1)
  --post-base PATH     postBase ({apiBase}/{storeId}/{lang})
  --get-base PATH      getBase ({apiBase}/{storeId}/{lang})
  --search-path PATH   searchPath ({getBase}/catalog/products/search)
  --category ID        a category for get-filters (found from <shop-filters category-id> on the home page
                       or the pages it links to, or on --listing)
  --listing PATH       a listing page with <shop-filters category-id> and <shop-add-to-cart product-id>
  --product ID         a product the store sells, for the cart and the lists (found on the same pages)
  --query TEXT         the search text (the first word of that product's name)
  --timeout MS         how long one call may take (15000)

The backend's CSRF scheme, as the page config's "csrf" says (by default the XSRF-TOKEN cookie in X-XSRF-TOKEN,
Laravel's). Give where the token comes from and how it is sent:
  --csrf-cookie NAME   the token is this cookie's value (Django: csrftoken)
  --csrf-meta NAME     the token is the content of <meta name="NAME"> on the home page (Rails: csrf-token)
  --csrf-token VALUE   the token itself, as the CMS prints it into the config (1C-Bitrix: a sessid)
  --csrf-header NAME   sent in this header (Django: X-CSRFToken, Rails: X-CSRF-Token)
  --csrf-field NAME    sent as this field: a JSON key or form field of a write, a query parameter of a read
                       (1C-Bitrix: sessid)
  --no-csrf            send no CSRF token ("csrf": false)
  --header "NAME: VALUE"  a fixed header of every call, as the config's "apiHeaders" (repeatable;
                       WordPress: --header "X-WP-Nonce: …")
  --json               print the results as JSON instead of a table
  --help               this text

It uses one fresh session (the store's cookies, the CSRF token as told) and checks: the session and its
token, a write without the token (refused with 419 or 403; not checked with --no-csrf), cart add / change / delete,
compare and favourites push and remove (and a push without the token, refused), the header and catalogue
search, get-filters, the checkout's loads, an order with an empty cart and one with a bad phone (refused with
flags), and a form without its captcha token (refused). Every answer must have the contract's shape; an
answer with success: false where a success is due fails too. Every write carries an Idempotency-Key, as the
elements send it; whether the store honours it (a cart add sent again with its key adds once, the key with
another request is refused with 422) is an optional guarantee: without it a row says "lost" ("no idempotency:
a write retried after a timeout may happen twice") and fails nothing.

What it writes: it reads the shop's pages, and it writes nothing a store keeps except what it removes again:
its own cart lines and compare and favourites items (the last row says whether they are gone). The two orders
are sent only once its cart is empty again and the form without its token; a conforming store refuses all
three, a store that accepts them keeps them.

Exit status: 0 when every check passed (a lost optional guarantee included), 1 when one failed, 2 for a wrong
command line.`;

const trimSlash = (path: string) => path.replace(/\/+$/, '');

/** Runs the checker with command-line arguments; returns the exit status. */
export async function main(args: string[], write: (text: string) => void): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        base: { type: 'string' },
        store: { type: 'string' },
        lang: { type: 'string', default: 'ru' },
        'api-base': { type: 'string', default: '/api' },
        'api-version': { type: 'string', default: 'v1' },
        'post-base': { type: 'string' },
        'get-base': { type: 'string' },
        'search-path': { type: 'string' },
        category: { type: 'string' },
        listing: { type: 'string' },
        product: { type: 'string' },
        query: { type: 'string' },
        timeout: { type: 'string', default: '15000' },
        'csrf-cookie': { type: 'string' },
        'csrf-meta': { type: 'string' },
        'csrf-token': { type: 'string' },
        'csrf-header': { type: 'string' },
        'csrf-field': { type: 'string' },
        'no-csrf': { type: 'boolean', default: false },
        header: { type: 'string', multiple: true, default: [] },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    write(`${(error as Error).message}\n\n${HELP}\n`);
    return 2;
  }
  if (values.help) {
    write(`${HELP}\n`);
    return 0;
  }
  const problems: string[] = [];
  let base = '';
  try {
    const url = new URL(values.base ?? '');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    base = url.origin;
  } catch {
    problems.push('--base must be the store’s http(s) origin, e.g. --base https://shop.example');
  }
  if (!values.store) problems.push('--store is required: the page config’s storeId, e.g. --store 1');
  if (values.lang !== 'ru' && values.lang !== 'uz') problems.push('--lang must be ru or uz');
  const timeout = Number(values.timeout);
  if (!(timeout > 0)) problems.push('--timeout must be a number of ms above 0');
  const auth = authOf(values, problems);
  if (problems.length) {
    write(`${problems.join('\n')}\n\nRun with --help for the options.\n`);
    return 2;
  }
  const options: CheckOptions = {
    base,
    prefixes: {
      apiBase: trimSlash(values['api-base']),
      storeId: values.store!,
      lang: values.lang,
      apiVersion: values['api-version'],
      postBase: values['post-base'] && trimSlash(values['post-base']),
      getBase: values['get-base'] && trimSlash(values['get-base']),
    },
    searchPath: values['search-path'],
    category: values.category,
    listing: values.listing,
    product: values.product,
    query: values.query,
    timeout,
    auth,
  };
  const results = await runChecks(options);
  const { failed, lost } = tally(results);
  if (values.json) {
    const summary = { base, store: values.store, lang: values.lang, results, failed, lost };
    write(`${JSON.stringify(summary, null, 2)}\n`);
  } else {
    write(
      `shop-elements-check ${base}  store ${values.store}  lang ${values.lang}\n\n${formatTable(results)}\n`,
    );
  }
  return failed ? 1 : 0;
}

/** The CSRF scheme and fixed headers from the options; the default scheme when none is given. */
function authOf(
  values: {
    'csrf-cookie'?: string;
    'csrf-meta'?: string;
    'csrf-token'?: string;
    'csrf-header'?: string;
    'csrf-field'?: string;
    'no-csrf'?: boolean;
    header?: string[];
  },
  problems: string[],
): Auth {
  const headers: Record<string, string> = {};
  for (const line of values.header ?? []) {
    const match = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):\s*(.*)$/.exec(line);
    if (match) headers[match[1]!] = match[2]!.trim();
    else problems.push(`--header must be "NAME: VALUE", e.g. --header "X-WP-Nonce: 1a2b3c", not "${line}"`);
  }
  const scheme: CsrfScheme = {};
  for (const key of ['cookie', 'meta', 'token', 'header', 'field'] as const) {
    const value = values[`csrf-${key}`];
    if (value !== undefined) scheme[key] = value;
  }
  const given = Object.keys(scheme).length > 0;
  if (values['no-csrf']) {
    if (given) problems.push('--no-csrf goes without the other --csrf options');
    return { csrf: false, headers };
  }
  if (!given) return { csrf: DEFAULT_AUTH.csrf, headers };
  if (!scheme.cookie && !scheme.meta && !scheme.token)
    problems.push('say where the CSRF token comes from: --csrf-cookie, --csrf-meta or --csrf-token');
  if (!scheme.header && !scheme.field)
    problems.push('say how the CSRF token is sent: --csrf-header and/or --csrf-field');
  return { csrf: scheme, headers };
}
