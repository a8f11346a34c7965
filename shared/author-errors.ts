/**
 * The mistakes of a page's author that the elements name, each with a code and its entry in docs/errors.md (as the
 * Google Maps JavaScript API names its errors): one console error per cause, never one per element or render,
 * saying where, what was found and what was expected. The shopper never meets a dead control for them: an element
 * that cannot act shows the generic error when used. Only the finding is here; the texts, and what judges a finding
 * that only looks wrong, come with shared/author-messages.ts, loaded on a page that has a mistake.
 */
export type AuthorErrorCode =
  | 'SHOP_MISSING_PRODUCT_ID'
  | 'SHOP_INVALID_PRODUCT_ID'
  | 'SHOP_UNKNOWN_ATTRIBUTE'
  | 'SHOP_WRONG_PROPERTY'
  | 'SHOP_NO_BUTTON'
  | 'SHOP_NO_CAPTCHA_KEY'
  | 'SHOP_UNKNOWN_FORM_TYPE'
  | 'SHOP_CONFIG_MISSING'
  | 'SHOP_CONFIG_UNKNOWN_KEY'
  | 'SHOP_CONFIG_WRONG_VALUE'
  | 'SHOP_CLOSED_ROOT'
  | 'SHOP_ORIGIN_REFUSED'
  | 'SHOP_API_NOT_FOUND';

/** Attributes any element may carry besides its own: the global ones, data-* and aria-*, what frameworks add. */
export const ANY_ELEMENT_ATTRIBUTE =
  /^(id|class|style|slot|part|exportparts|hidden|title|lang|dir|tabindex|role|inert|is|translate|nonce|ready|popover|autofocus|accesskey|draggable|spellcheck|contenteditable|enterkeyhint|inputmode|autocapitalize|item\w+|(data|aria|ng|x|hx|v)-.*|on.*|[_:@].*)$/;

/**
 * Reports a mistake (docs/errors.md): `subject` is the element, or what the mistake is about (`the page config`),
 * `detail` what was found (an attribute's name, a config's problem), `known` what could have been meant.
 */
export function authorError(
  code: AuthorErrorCode,
  subject: Element | string,
  detail = '',
  known: readonly string[] = [],
): void {
  if (messages) messages.report(code, subject, detail, known);
  else
    void import('./author-messages.ts').then((loaded) =>
      (messages = loaded).report(code, subject, detail, known),
    );
}

/** shared/author-messages.ts once it has come: later reports are printed at once */
let messages: typeof import('./author-messages.ts') | undefined;

/** The elements that cannot act without their `product-id` (a product form may name its product in a field). */
const NEEDS_PRODUCT_ID = [
  'shop-add-to-cart',
  'shop-compare-toggle',
  'shop-favorite-toggle',
  'shop-notify-available',
];

/**
 * Whether a product element's id will do: its `product-id` (or the `productid` a framework wrote) a whole number
 * above 0. A missing or wrong one is reported, unless `report` is false.
 */
export function hasProductId(host: Element, report = true): boolean {
  const written = host.getAttribute('product-id') ?? host.getAttribute('productid');
  // a whole number above 0 that a number holds exactly (99999999999999999999 would be sent as 1e20)
  const valid = written !== null && /^\s*[1-9]\d*\s*$/.test(written) && Number.isSafeInteger(+written);
  if (written === null ? !NEEDS_PRODUCT_ID.includes(host.localName) : valid) return true;
  if (report)
    authorError(
      written === null ? 'SHOP_MISSING_PRODUCT_ID' : 'SHOP_INVALID_PRODUCT_ID',
      host,
      written ?? '',
    );
  return false;
}
