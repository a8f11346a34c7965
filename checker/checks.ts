import * as v from 'valibot';
import { CALLS, callPath, type Call, type Prefixes } from '../shared/contract/calls.ts';
import type { CartLine } from '../shared/contract/cart.ts';
import { ErrorBody, IDEMPOTENCY_KEY, newIdempotencyKey } from '../shared/contract/common.ts';
import { CAPTCHA_FIELD } from '../shared/contract/forms.ts';
import type { ListName } from '../shared/contract/lists.ts';
import { OrderPayload } from '../shared/contract/requests.ts';
import { emptyCheckoutForm, orderPayload } from '../shared/domain/order-payload.ts';
import { discover } from './discover.ts';
import { DEFAULT_AUTH, describeCsrf, Session, type Answer, type Auth, type Send } from './session.ts';
import { expectAnswer, expectRefusal, type Verdict } from './verdict.ts';

export interface CheckOptions {
  /** the store's origin */
  base: string;
  prefixes: Prefixes;
  /** the header search's path (config searchPath); `{getBase}/catalog/products/search` by default */
  searchPath?: string;
  /** a category id for get-filters; found on the shop's pages when not given */
  category?: string;
  /** a listing page that has `<shop-filters category-id>` */
  listing?: string;
  /** a product to put in the cart and the lists; found on the shop's pages when not given */
  product?: string;
  /** the header search's text; the first word of the product's name when not given */
  query?: string;
  /** ms one call may take */
  timeout: number;
  /** the backend's CSRF scheme and fixed headers (the page config's `csrf` and `apiHeaders`); Laravel's by default */
  auth?: Auth;
}

/** One row of the checker's table. */
export interface Result {
  check: string;
  /** the call as sent, e.g. `POST /api/1/ru/cart/item` */
  call: string;
  passed: boolean;
  /** the field at fault, or what was seen */
  detail: string;
  /** a guarantee the contract leaves optional (docs/backend.md "Idempotency"): failing it is a lost guarantee, not a failure */
  optional?: true;
}

/** Statuses a write without the XSRF token may be refused with: Laravel's 419, or 403. */
const XSRF_REFUSALS = [419, 403];
/** The products tried for the cart, at the most (one may be out of stock or sold on request). */
const MAX_CANDIDATES = 5;

/** A write as the elements send it: with an Idempotency-Key of its own (docs/backend.md "Idempotency"). */
const write = (send: Send): Send => ({ ...send, key: send.key ?? newIdempotencyKey() });

/** A path as a person reads it: `{itemId}` and Cyrillic unescaped. */
function shown(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** One run of the checks: its session, the paths under the options' prefixes, and the rows so far. */
class Run {
  readonly session: Session;
  readonly results: Result[] = [];

  constructor(readonly options: CheckOptions) {
    this.session = new Session(options.base, options.timeout, options.auth ?? DEFAULT_AUTH);
  }

  /** Whether the backend uses the default scheme (the XSRF-TOKEN cookie in X-XSRF-TOKEN). */
  get laravel(): boolean {
    const csrf = this.session.auth.csrf;
    return Boolean(csrf) && JSON.stringify(csrf) === JSON.stringify(DEFAULT_AUTH.csrf);
  }

  /** 'the XSRF token' for the default scheme, 'the CSRF token' for another, as the rows say it */
  get token(): string {
    return this.laravel ? 'the XSRF token' : 'the CSRF token';
  }

  path(call: Call, params?: Record<string, string | number>): string {
    return callPath(call, this.options.prefixes, params);
  }

  /** Sends a call and records its row; a call that gets no answer at all is a failed row too. */
  async check<T>(name: string, send: Send, judge: (answer: Answer) => Verdict<T>): Promise<T | null> {
    let verdict: Verdict<T>;
    try {
      verdict = judge(await this.session.send(send));
    } catch (error) {
      verdict = { ok: false, detail: `no answer: ${(error as Error).message}` };
    }
    const without = this.laravel ? 'X-XSRF-TOKEN' : this.token;
    const call = `${send.method} ${shown(send.path)}${send.xsrf === false ? ` (without ${without})` : ''}`;
    this.results.push({ check: name, call, passed: verdict.ok, detail: verdict.detail });
    return verdict.ok ? verdict.value : null;
  }

  /** A row whose call could not be made, and why. */
  fail(name: string, call: string, detail: string): void {
    this.results.push({ check: name, call: shown(call), passed: false, detail });
  }

  /** The session's cart, or null when it cannot be read. */
  async cart() {
    const answer = await this.session.send({ method: 'GET', path: this.path(CALLS.cart) }).catch(() => null);
    const cart = answer && expectAnswer(answer, CALLS.cart.answer);
    return cart?.ok ? cart.value : null;
  }

  /** Sets every line of the session's cart to 0; true when the cart is then empty. */
  async emptyCart(): Promise<boolean> {
    const cart = await this.cart();
    if (!cart) return false;
    for (const item of cart.items) {
      const path = this.path(CALLS.updateQuantity, { itemId: item.id });
      await this.session.send(write({ method: 'PUT', path, body: { quantity: 0 } })).catch(() => null);
    }
    return cart.items.length === 0 || (await this.cart())?.items.length === 0;
  }
}

/**
 * The session and its token (by default the first answer sets XSRF-TOKEN, which every write sends back; a
 * `<meta>` token is read from the home page or the listing first).
 */
async function sessionCheck(run: Run): Promise<void> {
  const csrf = run.session.auth.csrf;
  if (csrf && csrf.meta && !csrf.token) {
    for (const path of ['/', run.options.listing].filter((p): p is string => Boolean(p)))
      await run.session.send({ method: 'GET', path, accept: 'text/html' }).catch(() => null);
  }
  const name = run.laravel
    ? 'a fresh session gets its cart and the XSRF-TOKEN cookie'
    : `a fresh session gets its cart and its token (${describeCsrf(csrf)})`;
  await run.check(name, { method: 'GET', path: run.path(CALLS.cart) }, (answer) => {
    const cart = expectAnswer(answer, CALLS.cart.answer);
    if (cart.ok && csrf && !run.session.xsrf) {
      const where = csrf.meta
        ? `no <meta name="${csrf.meta}"> on the home page`
        : `no ${csrf.cookie} cookie was set`;
      return { ok: false, detail: `${where}: the elements send the token from it` };
    }
    return cart;
  });
}

/**
 * docs/behaviour/calls.md Cart: a write without the token, then add, change and delete; returns the product the store sold
 * and the name it gave it.
 */
async function cartChecks(
  run: Run,
  candidates: string[],
): Promise<{ product: string | null; name: string | null }> {
  const addPath = run.path(CALLS.addToCart);
  // with no CSRF token (csrf: false) there is nothing to leave out
  if (run.session.auth.csrf)
    await run.check(
      `a write without ${run.token} is refused (419 or 403)`,
      write({
        method: 'POST',
        path: addPath,
        body: { productId: Number(candidates[0] ?? 1), quantity: 1 },
        xsrf: false,
      }),
      (answer) => expectRefusal(answer, ErrorBody, XSRF_REFUSALS),
    );

  let line: CartLine | null = null;
  let product: string | null = null;
  let why = 'no product found: no <shop-add-to-cart product-id> on the shop’s pages; pass --product ID';
  for (const candidate of candidates) {
    const body = { productId: Number(candidate), quantity: 1 };
    const answer = await run.session
      .send(write({ method: 'POST', path: addPath, body }))
      .catch((error: Error) => error);
    if (answer instanceof Error) {
      why = `no answer: ${answer.message}`;
      break;
    }
    if (answer.status >= 400 && answer.status < 500 && candidates.length > 1) {
      why = `products ${candidates.join(', ')} refused, the last with HTTP ${answer.status}; pass --product ID`;
      continue;
    }
    const cart = expectAnswer(answer, CALLS.addToCart.answer);
    product = candidate;
    line = cart.ok ? (cart.value.items.find((item) => String(item.productId) === candidate) ?? null) : null;
    why = cart.ok ? `items: no line of product ${candidate}` : cart.detail;
    break;
  }
  run.results.push({
    check: 'add to cart answers the cart with the product',
    call: `POST ${shown(addPath)}${product ? ` (product ${product})` : ''}`,
    passed: line !== null,
    detail: line ? '' : why,
  });

  const lineChecks = [
    ['a quantity change answers the cart with the new quantity', (line?.quantity ?? 0) + 1],
    ['quantity 0 deletes the line', 0],
  ] as const;
  for (const [name, quantity] of lineChecks) {
    if (!line) {
      run.fail(
        name,
        `PUT ${run.path(CALLS.updateQuantity, { itemId: '{itemId}' })}`,
        'no cart line: add to cart failed',
      );
      continue;
    }
    const lineId = String(line.id);
    await run.check(
      name,
      write({ method: 'PUT', path: run.path(CALLS.updateQuantity, { itemId: lineId }), body: { quantity } }),
      (answer) => {
        const cart = expectAnswer(answer, CALLS.updateQuantity.answer);
        if (!cart.ok) return cart;
        const changed = cart.value.items.find((item) => String(item.id) === lineId);
        if (quantity === 0 && changed)
          return { ok: false, detail: `items: line ${lineId} is still in the cart` };
        if (quantity > 0 && changed?.quantity !== quantity) {
          return {
            ok: false,
            detail: `items: line ${lineId} has quantity ${changed?.quantity}, not ${quantity}`,
          };
        }
        return cart;
      },
    );
  }
  return { product: product ?? candidates[0] ?? null, name: line?.productName ?? null };
}

/** What a backend without idempotency loses (docs/backend.md "Idempotency"), as the checker's table says it. */
export const NO_IDEMPOTENCY = 'no idempotency: a write retried after a timeout may happen twice';

/**
 * docs/backend.md "Idempotency", optional: a cart add sent again with its key (once, then three at the same
 * moment) adds once, and the key sent with another request is refused with 422. Leaves the cart empty again.
 */
async function idempotencyChecks(run: Run, product: string | null): Promise<void> {
  const path = run.path(CALLS.addToCart);
  const row = (check: string, call: string, passed: boolean, detail: string) =>
    run.results.push({ check, call: `POST ${shown(path)} ${call}`, passed, detail, optional: true });
  const once = 'a cart add sent again with its Idempotency-Key adds once';
  const other = 'its Idempotency-Key sent with another request is refused (422)';
  if (!product) {
    row(once, '', false, 'not checked: no product to add');
    row(other, '', false, 'not checked: no product to add');
    return;
  }
  const quantity = async () =>
    (await run.cart())?.items.find((line) => String(line.productId) === product)?.quantity ?? 0;
  const before = await quantity();
  const key = newIdempotencyKey();
  const send = (quantity = 1) =>
    run.session
      .send({ method: 'POST', path, body: { productId: Number(product), quantity }, key })
      .catch((error: Error) => error);
  const sends = [await send(), ...(await Promise.all([send(), send(), send()]))];
  const failed = sends.find((answer) => answer instanceof Error || answer.status >= 400);
  const added = (await quantity()) - before;
  row(
    once,
    '(4 sends, one key)',
    !failed && added === 1,
    failed instanceof Error
      ? `no answer: ${failed.message}`
      : failed
        ? `a send answered HTTP ${failed.status}`
        : added === 1
          ? ''
          : `4 sends of one key added ${added}: ${NO_IDEMPOTENCY}`,
  );
  const changed = await send(2);
  const refused = !(changed instanceof Error) && changed.status === 422;
  const errors = refused ? (changed.body as { errors?: object } | null)?.errors : undefined;
  row(
    other,
    '(quantity 2, the same key)',
    refused,
    changed instanceof Error
      ? `no answer: ${changed.message}`
      : refused
        ? errors && IDEMPOTENCY_KEY in errors
          ? `errors name ${IDEMPOTENCY_KEY}`
          : ''
        : `answered HTTP ${changed.status}: the key is not tied to its request`,
  );
  await run.emptyCart();
}

/** docs/behaviour/calls.md Compare and favourites: push and remove, and a push without the token; returns what is left pushed. */
async function listChecks(run: Run, product: string | null): Promise<Set<ListName>> {
  const left = new Set<ListName>();
  for (const list of ['compare', 'favorites'] as const) {
    const label = list === 'compare' ? 'compare' : 'favourites';
    for (const action of ['push', 'remove'] as const) {
      const call = CALLS[`${list}.${action}`];
      const name = `${label} ${action} answers`;
      if (!product) {
        run.fail(name, `GET ${run.path(call, { id: '{id}' })}`, 'no product found; pass --product ID');
        continue;
      }
      const done = await run.check(
        name,
        write({ method: 'GET', path: run.path(call, { id: product }) }),
        (answer) => expectAnswer(answer, call.answer),
      );
      if (done !== null && action === 'push') left.add(list);
      if (done !== null && action === 'remove') left.delete(list);
    }
  }
  if (product && run.session.auth.csrf) {
    const refused = await run.check(
      `a list change without ${run.token} is refused (419 or 403)`,
      write({ method: 'GET', path: run.path(CALLS['compare.push'], { id: product }), xsrf: false }),
      (answer) => expectRefusal(answer, ErrorBody, XSRF_REFUSALS),
    );
    if (refused === null) left.add('compare');
  }
  return left;
}

/** docs/behaviour/search.md, docs/behaviour/calls.md Catalogue: the header search (with results, to see their shape) and the catalogue search. */
async function searchChecks(run: Run, query: string): Promise<void> {
  const searchPath = run.options.searchPath ?? run.path(CALLS.headerSearch);
  await run.check(
    `header search for "${query}" answers {data, error} with results`,
    { method: 'GET', path: `${searchPath}?${new URLSearchParams({ query })}` },
    (answer) => {
      const found = expectAnswer(answer, CALLS.headerSearch.answer);
      if (found.ok && found.value.data.length === 0) {
        const detail =
          'data: no results, so no result was seen; pass --query with a word that finds products';
        return { ok: false, detail };
      }
      return found;
    },
  );
  await run.check(
    `catalogue search for "${query}" answers {data, error}`,
    { method: 'POST', path: run.path(CALLS.searchProducts), body: { query } },
    (answer) => expectAnswer(answer, CALLS.searchProducts.answer),
  );
}

/** docs/behaviour/calls.md Catalogue: get-filters for a category with nothing applied. */
async function filterCheck(run: Run, category: string | null): Promise<void> {
  const path = run.path(CALLS.getFilters);
  if (!category) {
    const detail =
      'no category found: no <shop-filters category-id> on the home page or its links; pass --category ID or --listing PATH';
    return run.fail('get-filters answers the counts, total and url', `POST ${path}`, detail);
  }
  await run.check(
    `get-filters answers the counts, total and url (category ${category})`,
    { method: 'POST', path, body: { category_id: Number(category), filters: [] } },
    (answer) => expectAnswer(answer, CALLS.getFilters.answer),
  );
}

/** docs/behaviour/calls.md Checkout: what the checkout loads besides the cart; returns the pickup price. */
async function checkoutChecks(run: Run): Promise<number> {
  const loads: [string, Call][] = [
    ['delivery pricing', CALLS.deliveryPricing],
    ['lift pricing', CALLS.liftPricing],
    ['the client (null for a guest)', CALLS.client],
  ];
  for (const [name, call] of loads) {
    await run.check(`checkout loads: ${name}`, { method: 'GET', path: run.path(call) }, (answer) =>
      expectAnswer(answer, call.answer),
    );
  }
  const pickup = await run.check(
    'checkout loads: the pickup price',
    { method: 'GET', path: run.path(CALLS.pickupPrice) },
    (answer) => expectAnswer(answer, CALLS.pickupPrice.answer),
  );
  return pickup?.price ?? 0;
}

/** A pickup order as the checkout builds it, which an empty cart (and the phone given) makes a store refuse. */
const probeOrder = (pickupPrice: number, phone: string) =>
  orderPayload(
    {
      ...emptyCheckoutForm(),
      name: 'shop-elements-check',
      email: 'check@example.com',
      phone,
      locality: 'Москва',
      deliveryType: 'pickup',
    },
    { deliveryPrice: pickupPrice, liftPrice: null, distanceMeters: 0, response: [], point: null },
    [],
  );

/**
 * What a store must refuse (docs/behaviour/validation.md, docs/behaviour/errors.md): two orders, sent only with an empty cart so that none can be kept,
 * and an enquiry without its captcha token.
 */
async function refusalChecks(run: Run, pickupPrice: number): Promise<void> {
  const ordersPath = run.path(CALLS.placeOrder);
  const emptied = await run.emptyCart();
  const good = probeOrder(pickupPrice, '+7 (999) 000 00 00');
  v.parse(OrderPayload, good); // an order the elements could send
  const orders = [
    ['an order with an empty cart is refused with flags', good, null],
    ["an order with a bad phone is refused with the flag 'phone'", probeOrder(pickupPrice, '123'), 'phone'],
  ] as const;
  for (const [name, order, flag] of orders) {
    if (!emptied) {
      run.fail(
        name,
        `POST ${ordersPath}`,
        'not sent: the cart could not be emptied, and no order may be placed',
      );
      continue;
    }
    await run.check(name, write({ method: 'POST', path: ordersPath, body: order }), (answer) => {
      const refused = expectRefusal(answer, CALLS.placeOrder.refusal);
      if (!refused.ok) return refused;
      const flags = refused.value.errors;
      if (flag && !flags.includes(flag))
        return { ok: false, detail: `errors: [${flags.join(', ')}] has no '${flag}'` };
      return { ...refused, detail: `${refused.detail}, errors: [${flags.join(', ')}]` };
    });
  }

  const form = new FormData();
  form.set('name', 'shop-elements-check');
  form.set('phone', '+7 (999) 000 00 00');
  form.set('message', 'shop-elements-check: a form without a captcha token, which a store refuses');
  await run.check(
    'a form without a captcha token is refused',
    write({ method: 'POST', path: run.path(CALLS['enquiry.feedback']), body: form }),
    (answer) => {
      const refused = expectRefusal(answer, ErrorBody);
      if (!refused.ok) return refused;
      const errors = refused.value.errors;
      const named = errors !== undefined && !Array.isArray(errors) && CAPTCHA_FIELD in errors;
      return { ...refused, detail: `${refused.detail}${named ? `, errors name ${CAPTCHA_FIELD}` : ''}` };
    },
  );
}

/** Removes what the run wrote: its cart lines and the list items still pushed. */
async function cleanUp(run: Run, pushed: Set<ListName>, product: string | null): Promise<void> {
  const left: string[] = [];
  if (!(await run.emptyCart())) left.push('cart lines');
  for (const list of pushed) {
    const path = run.path(CALLS[`${list}.remove`], { id: product! });
    const answer = await run.session.send(write({ method: 'GET', path })).catch(() => null);
    if (!answer || answer.status >= 300) left.push(`the ${list} item ${product}`);
  }
  run.results.push({
    check: 'clean-up: the session’s cart and lists are left empty',
    call: `PUT ${shown(run.path(CALLS.updateQuantity, { itemId: '{itemId}' }))} (quantity 0), GET …/remove`,
    passed: left.length === 0,
    detail: left.length ? `could not remove ${left.join(', ')}` : '',
  });
}

/**
 * Plays the elements' calls against a store in one fresh session and checks every answer against the contract
 * (shared/contract). It writes only what it removes again (its cart lines and list items); the orders and
 * the form it sends are ones a conforming store refuses.
 */
export async function runChecks(options: CheckOptions): Promise<Result[]> {
  const run = new Run(options);
  await sessionCheck(run);
  const pages = await discover(run.session, options.listing ?? null);
  const candidates = options.product ? [options.product] : pages.products.slice(0, MAX_CANDIDATES);
  const { product, name } = await cartChecks(run, candidates);
  await idempotencyChecks(run, product);
  const pushed = await listChecks(run, product);
  await searchChecks(run, options.query ?? name?.split(/\s+/).find((word) => word.length >= 3) ?? 'а');
  await filterCheck(run, options.category ?? pages.category);
  const pickupPrice = await checkoutChecks(run);
  await refusalChecks(run, pickupPrice);
  await cleanUp(run, pushed, product);
  return run.results;
}
