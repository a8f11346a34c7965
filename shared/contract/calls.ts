import * as v from 'valibot';
import { AuthAnswer } from './auth.ts';
import { Cart } from './cart.ts';
import { FilterAnswer, SearchAnswer } from './catalog.ts';
import {
  ClientAnswer,
  DeliveryPricing,
  LiftPricing,
  OrderAnswer,
  OrderRefusal,
  PickupPrice,
} from './checkout.ts';
import { SuccessAnswer } from './common.ts';
import { ENQUIRY_PATHS, MONTAZH_PATH, REVIEW_PATH, type EnquiryType } from './forms.ts';
import { ListAnswer, type ListName } from './lists.ts';
import {
  AddToCartBody,
  ENQUIRY_BODIES,
  GetFiltersBody,
  LoginForm,
  MontazhRequest,
  OrderPayload,
  PasswordForm,
  PasswordResetForm,
  PasswordResetHandleForm,
  ProfileForm,
  RegisterForm,
  SearchBody,
  SubscriptionForm,
  UpdateQuantityBody,
} from './requests.ts';

/**
 * Every call of the elements in one table: method, path, body and answer. The reference store registers its
 * routes from it and checks each body with its schema, dist/openapi.json documents it, and the conformance
 * checker plays it against a store. No element imports this module (the pages carry none of it).
 */

/** Which prefix a path has under `apiBase` (docs/config.md). */
export type Scope =
  /** `{postBase}` for POST and PUT, `{getBase}` for GET: `{apiBase}/{storeId}/{lang}` by default */
  | 'store'
  /** compare and favourites: `{apiBase}/{apiVersion}` */
  | 'version'
  /** the account area: `{apiBase}` itself */
  | 'base';

export interface Call {
  method: 'GET' | 'POST' | 'PUT';
  scope: Scope;
  /** the path after the scope's prefix; `{name}` is a path parameter */
  path: string;
  /** what the call does, in a line, for the document and the checker's table */
  summary: string;
  /** the area of the API it belongs to, e.g. 'Cart': the OpenAPI document's tag */
  area: string;
  /** where the behaviour docs describe it, e.g. 'docs/behaviour/calls.md#cart' */
  docs: string;
  /** the request body: JSON or form data, and its schema */
  body?: { type: 'json' | 'form'; schema: v.GenericSchema };
  /** query parameters and their schema (the header search) */
  query?: v.ObjectSchema<v.ObjectEntries, undefined>;
  /** what a success answers */
  answer: v.GenericSchema;
  /** what a refusal of a valid-looking request answers besides the error shape (the order's flags) */
  refusal?: v.GenericSchema;
  /** a GET that changes what the store keeps (compare and favourites), so it needs the XSRF token */
  changesState?: true;
  /** a POST that only reads (the filter counts, the search): no write, so no Idempotency-Key */
  readOnly?: true;
  /**
   * a write whose answer signs a client in (new session cookies): a repeat with its Idempotency-Key is done again
   * rather than answered without them (docs/backend.md "Idempotency")
   */
  signsIn?: true;
}

/** Whether a call must carry the XSRF token: every POST and PUT, and a GET that changes state. */
export const needsToken = (call: Call): boolean => call.method !== 'GET' || call.changesState === true;

/** Whether a call writes: it carries an Idempotency-Key, and a repeat of it is answered once (docs/backend.md). */
export const isWrite = (call: Call): boolean => needsToken(call) && !call.readOnly;

const json = <S extends v.GenericSchema>(schema: S) => ({ type: 'json' as const, schema });
const form = <S extends v.GenericSchema>(schema: S) => ({ type: 'form' as const, schema });

const listCall = (list: ListName, action: 'push' | 'remove'): Call => ({
  method: 'GET',
  scope: 'version',
  path: `${list}/product/{id}/${action}`,
  summary: `${action === 'push' ? 'Adds the product to' : 'Removes the product from'} the ${list === 'compare' ? 'comparison list' : 'favourites'}`,
  area: 'Compare and favourites',
  docs: 'docs/behaviour/calls.md#compare-and-favourites',
  answer: ListAnswer,
  changesState: true,
});

const enquiryCall = (type: EnquiryType): Call => ({
  method: 'POST',
  scope: 'store',
  path: type === 'product-review' ? REVIEW_PATH : ENQUIRY_PATHS[type],
  summary: `Sends the ${type} enquiry`,
  area: 'Enquiry forms',
  docs: 'docs/behaviour/calls.md#enquiry-forms',
  body: form(ENQUIRY_BODIES[type]),
  answer: SuccessAnswer,
});

export const CALLS = {
  cart: {
    method: 'GET',
    scope: 'store',
    path: 'cart',
    summary: 'The cart',
    area: 'Cart',
    docs: 'docs/behaviour/calls.md#cart',
    answer: Cart,
  },
  addToCart: {
    method: 'POST',
    scope: 'store',
    path: 'cart/item',
    summary: 'Adds a product to the cart',
    area: 'Cart',
    docs: 'docs/behaviour/calls.md#cart',
    body: json(AddToCartBody),
    answer: Cart,
  },
  updateQuantity: {
    method: 'PUT',
    scope: 'store',
    path: 'cart/item/{itemId}/update-quantity',
    summary: "Sets a cart line's quantity; 0 deletes the line",
    area: 'Cart',
    docs: 'docs/behaviour/calls.md#cart',
    body: json(UpdateQuantityBody),
    answer: Cart,
  },
  getFilters: {
    method: 'POST',
    scope: 'store',
    path: 'catalog/get-filters',
    summary: 'The filter counts, bounds, total and listing url for an applied set',
    area: 'Catalogue',
    docs: 'docs/behaviour/calls.md#catalogue',
    body: json(GetFiltersBody),
    answer: FilterAnswer,
    readOnly: true,
  },
  searchProducts: {
    method: 'POST',
    scope: 'store',
    path: 'catalog/products/search',
    summary: 'Product search',
    area: 'Catalogue',
    docs: 'docs/behaviour/calls.md#catalogue',
    body: json(SearchBody),
    answer: SearchAnswer,
    readOnly: true,
  },
  headerSearch: {
    method: 'GET',
    scope: 'store',
    path: 'catalog/products/search',
    summary: "The header search's dropdown (config searchPath)",
    area: 'Catalogue',
    docs: 'docs/behaviour/search.md, docs/behaviour/calls.md#catalogue',
    query: v.object({ query: v.string() }),
    answer: SearchAnswer,
  },
  client: {
    method: 'GET',
    scope: 'store',
    path: 'auth/client/get',
    summary: 'The signed-in client that prefills the checkout (null for a guest)',
    area: 'Checkout',
    docs: 'docs/behaviour/account.md#roles-and-permissions, docs/behaviour/calls.md#checkout',
    answer: ClientAnswer,
  },
  deliveryPricing: {
    method: 'GET',
    scope: 'store',
    path: 'delivery/self/data',
    summary: 'Delivery tiers and the price per km outside the ring road',
    area: 'Checkout',
    docs: 'docs/behaviour/data.md#delivery-pricing, docs/behaviour/calls.md#checkout',
    answer: DeliveryPricing,
  },
  pickupPrice: {
    method: 'GET',
    scope: 'store',
    path: 'delivery/pickup/data',
    summary: 'The pickup price',
    area: 'Checkout',
    docs: 'docs/behaviour/data.md#pickup-price, docs/behaviour/calls.md#checkout',
    answer: PickupPrice,
  },
  liftPricing: {
    method: 'GET',
    scope: 'store',
    path: 'lift/data',
    summary: 'Lift tiers and the porter price per km',
    area: 'Checkout',
    docs: 'docs/behaviour/data.md#lift-pricing, docs/behaviour/calls.md#checkout',
    answer: LiftPricing,
  },
  placeOrder: {
    method: 'POST',
    scope: 'store',
    path: 'orders',
    summary: 'Places the order of the cart',
    area: 'Checkout',
    docs: 'docs/behaviour/data.md#order-checkout-payload, docs/behaviour/calls.md#checkout',
    body: json(OrderPayload),
    answer: OrderAnswer,
    refusal: OrderRefusal,
  },
  'compare.push': listCall('compare', 'push'),
  'compare.remove': listCall('compare', 'remove'),
  'favorites.push': listCall('favorites', 'push'),
  'favorites.remove': listCall('favorites', 'remove'),
  ...(Object.fromEntries(
    Object.keys(ENQUIRY_PATHS).map((type) => [`enquiry.${type}`, enquiryCall(type as EnquiryType)]),
  ) as Record<`enquiry.${keyof typeof ENQUIRY_PATHS}`, Call>),
  review: enquiryCall('product-review'),
  montazh: {
    method: 'POST',
    scope: 'store',
    path: MONTAZH_PATH,
    summary: "The installation banner's two-step request",
    area: 'Enquiry forms',
    docs: 'docs/behaviour/data.md#installation-request-banner-form, docs/behaviour/calls.md#enquiry-forms',
    body: form(MontazhRequest),
    answer: SuccessAnswer,
  },
  login: {
    method: 'POST',
    scope: 'store',
    path: 'auth/authenticate',
    summary: 'Signs in',
    area: 'Authentication',
    docs: 'docs/behaviour/calls.md#authentication',
    body: form(LoginForm),
    answer: AuthAnswer,
    signsIn: true,
  },
  register: {
    method: 'POST',
    scope: 'store',
    path: 'auth/register',
    summary: 'Registers and signs in',
    area: 'Authentication',
    docs: 'docs/behaviour/calls.md#authentication',
    body: form(RegisterForm),
    answer: AuthAnswer,
    signsIn: true,
  },
  passwordReset: {
    method: 'POST',
    scope: 'store',
    path: 'auth/password/reset',
    summary: 'Sends a password-reset link',
    area: 'Authentication',
    docs: 'docs/behaviour/calls.md#authentication',
    body: form(PasswordResetForm),
    answer: SuccessAnswer,
  },
  passwordResetHandle: {
    method: 'POST',
    scope: 'store',
    path: 'auth/password/reset/handle',
    summary: 'Sets a new password with the link’s token',
    area: 'Authentication',
    docs: 'docs/behaviour/calls.md#authentication',
    body: form(PasswordResetHandleForm),
    answer: AuthAnswer,
    signsIn: true,
  },
  profile: {
    method: 'POST',
    scope: 'base',
    path: 'auth/account/profile/update',
    summary: "Updates the signed-in client's profile",
    area: 'Account',
    docs: 'docs/behaviour/calls.md#account',
    body: form(ProfileForm),
    answer: SuccessAnswer,
  },
  password: {
    method: 'POST',
    scope: 'base',
    path: 'auth/account/password/update',
    summary: "Changes the signed-in client's password",
    area: 'Account',
    docs: 'docs/behaviour/calls.md#account',
    body: form(PasswordForm),
    answer: SuccessAnswer,
  },
  subscription: {
    method: 'POST',
    scope: 'base',
    path: 'auth/account/subscribe/update',
    summary: "Changes the signed-in client's subscription",
    area: 'Account',
    docs: 'docs/behaviour/calls.md#account',
    body: form(SubscriptionForm),
    answer: SuccessAnswer,
  },
} satisfies Record<string, Call>;

export type CallName = keyof typeof CALLS;

/** Where the store's paths start (docs/config.md); the defaults are the elements' own. */
export interface Prefixes {
  apiBase: string;
  storeId: string;
  lang: string;
  apiVersion: string;
  postBase?: string;
  getBase?: string;
}

/** The call's URL path under the given prefixes, with its parameters filled in (encoded). */
export function callPath(
  call: Call,
  prefixes: Prefixes,
  params: Record<string, string | number> = {},
): string {
  const scoped = `${prefixes.apiBase}/${encodeURIComponent(prefixes.storeId)}/${prefixes.lang}`;
  const prefix =
    call.scope === 'version'
      ? `${prefixes.apiBase}/${prefixes.apiVersion}`
      : call.scope === 'base'
        ? prefixes.apiBase
        : call.method === 'GET'
          ? (prefixes.getBase ?? scoped)
          : (prefixes.postBase ?? scoped);
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${call.path}: no value for {${name}}`);
    return encodeURIComponent(params[name]);
  });
  return `${prefix}/${path}`;
}
