import { ELEMENT_ATTRIBUTES } from '../elements/element-attributes.ts';
import { ANY_ELEMENT_ATTRIBUTE, hasProductId, type AuthorErrorCode } from './author-errors.ts';
import { getConfig } from './config.ts';
import { nearMiss } from './near-miss.ts';
import type { PropAttributes } from './runtime/element-host.ts';

/**
 * The texts of the author's mistakes (docs/errors.md, the entry of each code) and the checks that judge what
 * shared/runtime/element-host.ts found looking wrong: loaded only on a page that has a mistake.
 */

/** Where the codes are explained: docs/errors.md, which the package ships. */
const ERRORS_PAGE = '@shop-elements/elements/docs/errors.md';
const ID = 'expected product-id="42", the id of a product of the store (a whole number above 0)';
const meant = (given: string, known: readonly string[], quote = '') => {
  const name = nearMiss(given, known);
  return name ? `${quote}${name}${quote} (did you mean ${quote}${name}${quote}?)` : '';
};

/** What each code says, from what was found (`detail`) and what could have been meant (`known`). */
const TEXTS: Record<AuthorErrorCode, (detail: string, known: readonly string[]) => string> = {
  SHOP_MISSING_PRODUCT_ID: (detail) =>
    detail === 'form'
      ? 'found no product-id and no product_id field in its form; expected product-id="42" or <input type="hidden" name="product_id" value="42">'
      : `found no product-id; ${ID}`,
  SHOP_INVALID_PRODUCT_ID: (written) => `found product-id="${written}"; ${ID}`,
  SHOP_UNKNOWN_ATTRIBUTE: (name, known) =>
    `found the attribute ${name}, which the element does not read; expected ` +
    (meant(name, known) || `one of its attributes: ${known.join(', ')}`),
  SHOP_WRONG_PROPERTY: (key, props) => {
    const name = nearMiss(key, props) ?? props[0];
    return (
      `found the property "${key}", which the element does not read; expected ${name} (did you mean ${name}? ` +
      `el.${name} = …, Vue's :${name}.prop, Lit's .${name}=, Angular's [${name}])`
    );
  },
  SHOP_NO_BUTTON: () =>
    'found no button in it; expected <button type="button">В корзину</button> (or a link). Until then the ' +
    'element itself is the button: a click anywhere on it adds the product, and it takes the keyboard focus',
  SHOP_NO_CAPTCHA_KEY: () =>
    'found no "captcha": { "sitekey": "…" }, and a form on this page is sent with a captcha token; expected the ' +
    "site key of the store's Yandex SmartCaptcha. Until then the form sends nothing and its shopper sees the " +
    'generic error, not a request to prove they are human',
  SHOP_UNKNOWN_FORM_TYPE: (type, known) =>
    `found ${type ? `type="${type}"` : 'no type'}; expected ` +
    (meant(type, known, '"') || `type="…" naming its call, one of: ${known.join(', ')}`) +
    '. Until then a submit sends nothing (nor does the browser) and shows the generic error, keeping what was typed',
  SHOP_CONFIG_MISSING: (problem) => problem,
  SHOP_CONFIG_UNKNOWN_KEY: (problem) => problem,
  SHOP_CONFIG_WRONG_VALUE: (problem) => problem,
  SHOP_CLOSED_ROOT: () =>
    'found it in a closed shadow root the page did not hand to the loader; expected observe(root) from the ' +
    'component that made the root: the shop tags in it load only because another of their tag was loaded',
  SHOP_API_NOT_FOUND: (status, [method, url]) =>
    `found a page that is not the store's answer (HTTP ${status}, not JSON) to ${method} ${url}; expected the ` +
    `store's API there, from ${bases()}: check the config's bases, and that the store answers under them`,
  SHOP_ORIGIN_REFUSED: (method) =>
    `found 403 to a ${method} of this page, whose origin is ${location.origin}; expected the store to take ` +
    `${location.origin} as its own. A store that checks the Origin header must see that origin: behind a proxy, ` +
    'keep the Host header (Apache: ProxyPreserveHost On; nginx: proxy_set_header Host $host), or tell the store ' +
    'its public origin (the reference store: SHOP_PUBLIC_ORIGIN)',
};

const reported = new Set<string>();

/** Whether `url` is a call of the store, under one of the config's bases. */
function underBases(url: URL): boolean {
  const { apiBase, getBase, postBase } = getConfig();
  return [apiBase, getBase, postBase].some((base) => url.href.startsWith(new URL(`${base}/`, url).href));
}

/** The config's bases, as the store's calls are made from them. */
const bases = () => {
  const { apiBase, getBase, postBase } = getConfig();
  return `apiBase "${apiBase}" (getBase "${getBase}", postBase "${postBase}")`;
};

/** `<shop-add-to-cart product-id="abc">`: the element as the page has it, to find it by. */
function openingTag(element: Element): string {
  const attributes = [...element.attributes]
    .filter(({ name }) => name !== 'ready')
    .map(({ name, value }) =>
      value ? ` ${name}="${value.length > 40 ? `${value.slice(0, 40)}…` : value}"` : ` ${name}`,
    );
  return `<${element.localName}${attributes.join('')}>`;
}

/**
 * Prints `[shop-elements] CODE <tag …>: {text}. See …/docs/errors.md#code` once per page for the same code, tag (or
 * subject) and finding.
 */
export function report(
  code: AuthorErrorCode,
  subject: Element | string,
  detail: string,
  known: readonly string[],
): void {
  // an outside service on the shop's origin (a stand-in) is not the store: its refusals and pages are its own
  if (code === 'SHOP_ORIGIN_REFUSED') {
    const url = new URL(subject as string, location.href);
    if (!underBases(url)) return;
    subject = `the store at ${url.origin}`; // whichever of its calls met it
  }
  if (code === 'SHOP_API_NOT_FOUND' && !underBases(new URL(known[1]!, location.href))) return;
  const key = `${code}\n${typeof subject === 'string' ? subject : subject.localName}\n${detail}`;
  if (reported.has(key)) return;
  reported.add(key);
  const where = typeof subject === 'string' ? subject : openingTag(subject);
  console.error(
    `[shop-elements] ${code} ${where}: ${TEXTS[code](detail, known)}. See ${ERRORS_PAGE}#${code.toLowerCase()}`,
  );
}

/**
 * Judges an element that looked wrong as it connected, a task later (a framework may have set a property since):
 * its attributes against the ones it documents, its own properties against its props (a property under another
 * name stays on the element unread), a product element's id.
 */
export function checkElement(host: HTMLElement, attributes: PropAttributes): void {
  if (!host.isConnected) return;
  const props = [...new Set([...attributes.values()].map(({ name }) => name))];
  if (props.includes('productId')) hasProductId(host);
  const known = [
    ...new Set([...(ELEMENT_ATTRIBUTES[host.localName] ?? '').split(' '), ...attributes.keys()]),
  ];
  for (const { name } of host.attributes)
    if (!known.includes(name) && !ANY_ELEMENT_ATTRIBUTE.test(name))
      report('SHOP_UNKNOWN_ATTRIBUTE', host, name, known);
  for (const key of Object.keys(host))
    if (!props.includes(key) && nearMiss(key, props)) report('SHOP_WRONG_PROPERTY', host, key, props);
}

/** Tests start each case with a page that reported nothing. */
export function forgetAuthorErrors(): void {
  reported.clear();
}
