import * as v from 'valibot';
import wretch, { type Wretch, type WretchError } from 'wretch';
import { getConfig, type Budget, type CsrfScheme, type ShopConfig } from '../config.ts';
import { IDEMPOTENCY_KEY, isRefusal, keyHeader, newIdempotencyKey } from '../contract/common.ts';
import { authorError } from '../author-errors.ts';

/**
 * Why a call failed: no network or no answer in time, an error status, an answer that says `success: false`, an
 * answer of the wrong shape, or the caller cancelled it. Every kind maps to the error catalogue (docs/behaviour/errors.md).
 */
export type Failure = 'network' | 'timeout' | 'status' | 'refused' | 'shape' | 'aborted';

/** A failed call: `status` 0 when nothing answered; `body` is the server's answer when it sent one. */
export class ApiError extends Error {
  /**
   * A write that may still have happened (docs/behaviour/errors.md "Not confirmed yet"): no answer in time, no
   * network, a proxy's 502–504, a 409 (its first send still runs) or an answer that is not JSON.
   */
  unconfirmed = false;
  /** A write that got no answer in time is not cut off: its answer, when it comes late. */
  late?: Promise<unknown>;

  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
    readonly failure: Failure = status ? 'status' : 'network',
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get aborted(): boolean {
    return this.failure === 'aborted';
  }
}

export interface CallOptions {
  /** cancels the call; a cancelled call rejects with an ApiError whose `failure` is 'aborted' */
  signal?: AbortSignal;
  /** a write's Idempotency-Key: one per shopper action, the same on each send of it (a new one by default) */
  key?: string;
  /** extra request headers, e.g. an outside service's Authorization */
  headers?: Record<string, string>;
  /**
   * a look for what is true (shared/api/unconfirmed.ts, the unknown cart in shared/store.ts): its answer is no news
   * to those waiting for the store to answer, or two of them would ask each other for ever
   */
  look?: boolean;
}

/**
 * A call of the contract: its name (for the console line a backend team reads), the answer it expects, and its
 * kind for the config's `budgets` (by default a GET is a 'load', a POST or PUT a 'send').
 */
export interface Call<T> {
  name: string;
  answer: v.GenericSchema<unknown, T>;
  budget?: Budget;
}

function readCookie(name: string): string | null {
  const pair = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  if (!pair) return null;
  try {
    return decodeURIComponent(pair.slice(name.length + 1));
  } catch {
    return pair.slice(name.length + 1);
  }
}

/** The origin of a URL as the page resolves it ('' for a value that is no URL). */
function originOfUrl(url: string): string {
  try {
    return new URL(url, location.href).origin;
  } catch {
    return '';
  }
}

/** Worked out once per config (read once per page), not on every call. */
const apiOrigins = new WeakMap<ShopConfig, Set<string>>();

/**
 * The shop's API origins: those of `apiBase`, `getBase`, `postBase` and `searchPath` (a relative value is the
 * page's own origin) and the config's `apiOrigins`.
 */
export function apiOriginsOf(config: ShopConfig): Set<string> {
  let origins = apiOrigins.get(config);
  if (!origins) {
    const derived = [
      config.apiBase || '/',
      config.getBase || '/',
      config.postBase || '/',
      config.searchPath || '/',
    ];
    origins = new Set([...derived.map(originOfUrl), ...config.apiOrigins].filter(Boolean));
    apiOrigins.set(config, origins);
  }
  return origins;
}

/** Whether a URL is one of the shop's API (it gets the cookies, the CSRF token, apiHeaders and the language). */
export function isApiUrl(url: string, config: ShopConfig = getConfig()): boolean {
  const origin = originOfUrl(url);
  return origin !== '' && origin !== 'null' && apiOriginsOf(config).has(origin);
}

/** The CSRF token as the scheme says, read now (it changes when a client signs in); null when there is none. */
export function csrfToken(scheme: CsrfScheme | false): string | null {
  if (!scheme) return null;
  if (scheme.token) return scheme.token;
  if (scheme.meta) {
    const meta = [...document.querySelectorAll<HTMLMetaElement>('meta[name]')].find(
      (node) => node.name === scheme.meta,
    );
    if (meta?.content) return meta.content;
  }
  if (scheme.cookie) return readCookie(scheme.cookie);
  return null;
}

type Body = { kind: 'none' } | { kind: 'json'; value: object } | { kind: 'form'; value: FormData };

/** Whoever waits for the store to answer again (shared/api/unconfirmed.ts): told of each answer of the shop's API. */
const answerListeners = new Set<() => void>();

/** Calls `listener` each time the shop's API answers a call, whatever the answer; returns the unsubscribe. */
export function onStoreAnswer(listener: () => void): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

/** A request as it goes out: the URL (with a read's CSRF field), the body (with a write's), and the headers. */
interface Outgoing {
  url: string;
  body: Body;
  headers: Record<string, string>;
  credentials: RequestCredentials;
}

/**
 * What a call carries: to an API origin the cookies (`credentials: 'include'`), the CSRF token in its header
 * and/or field, `apiHeaders`, the page's language (so field errors and links come back in it) and a write's
 * Idempotency-Key; to anywhere else (DaData, 2GIS, the captcha) no cookies and none of these.
 */
function outgoing(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body: Body,
  extra: Record<string, string> | undefined,
  key: string | null,
): Outgoing {
  const config = getConfig();
  const headers: Record<string, string> = { ...extra };
  if (!isApiUrl(url, config)) return { url, body, headers, credentials: 'omit' };
  Object.assign(headers, config.apiHeaders, { 'Accept-Language': config.lang });
  if (key) headers[IDEMPOTENCY_KEY] = keyHeader(key);
  const scheme = config.csrf;
  const token = csrfToken(scheme);
  if (!scheme || token === null || token === '') return { url, body, headers, credentials: 'include' };
  if (scheme.header) headers[scheme.header] = token;
  const field = scheme.field;
  if (field) {
    if (method === 'GET') {
      const hash = url.indexOf('#');
      const path = hash < 0 ? url : url.slice(0, hash);
      const query = `${encodeURIComponent(field)}=${encodeURIComponent(token)}`;
      url = `${path}${path.includes('?') ? '&' : '?'}${query}${hash < 0 ? '' : url.slice(hash)}`;
    } else if (body.kind === 'json') body = { kind: 'json', value: { ...body.value, [field]: token } };
    else if (body.kind === 'form') {
      const copy = new FormData();
      for (const [name, value] of body.value) copy.append(name, value);
      copy.set(field, token);
      body = { kind: 'form', value: copy };
    } else body = { kind: 'json', value: { [field]: token } };
  }
  return { url, body, headers, credentials: 'include' };
}

// wretch never retries on its own; `send` retries a read once, a write only once its CSRF token was renewed.
const base: Wretch = wretch().headers({ Accept: 'application/json' });

/** Statuses a read may be tried again after: the server or a proxy in between was momentarily unavailable. */
const PASSING = new Set([502, 503, 504]);

/** Reads a body that may be empty, so a 204 or an empty 200 is null, not an error. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('the answer is not JSON', response.status, text, 'shape');
  }
}

function toApiError(error: unknown, timedOut: boolean, cancelled: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (cancelled) return new ApiError('aborted', 0, null, 'aborted');
  if (timedOut) return new ApiError('no answer in time', 0, null, 'timeout');
  const failed = error as Partial<WretchError>;
  if (typeof failed.status === 'number') {
    return new ApiError(`HTTP ${failed.status}`, failed.status, failed.json ?? failed.text ?? null);
  }
  return new ApiError(error instanceof Error ? error.message : 'network error', 0);
}

/** A page where the store's answer was expected: the config's bases name no store (SHOP_API_NOT_FOUND). */
const notTheStore = (status: number, method: string, url: string) =>
  authorError('SHOP_API_NOT_FOUND', 'the page config', String(status), [method, url]);

/** The request and its answer, read and checked against the call; `key`: a write's Idempotency-Key. */
async function exchange<T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  given: Body,
  call: Call<T>,
  signal: AbortSignal | undefined,
  options: CallOptions | undefined,
  key: string | null,
): Promise<T> {
  // read at each attempt: the token may have changed since (a sign-in)
  const out = outgoing(method, url, given, options?.headers, key);
  const fromStore = out.credentials === 'include';
  let request = base.url(out.url).headers(out.headers).options({ signal, credentials: out.credentials });
  if (out.body.kind === 'json') request = request.json(out.body.value);
  else if (out.body.kind === 'form') request = request.body(out.body.value);
  // the store answered, whatever it said: what waits for it may look again (shared/api/unconfirmed.ts)
  const answered = () => fromStore && !options?.look && answerListeners.forEach((listener) => listener());
  let response: Response;
  try {
    response = await (
      method === 'GET' ? request.get() : method === 'PUT' ? request.put() : request.post()
    ).res();
  } catch (error) {
    const { status, json } = error as Partial<WretchError>;
    if (typeof status === 'number') answered();
    if (status === 403 && fromStore) authorError('SHOP_ORIGIN_REFUSED', url, method); // docs/errors.md
    // a page, not the store's word: no route of the store there (docs/errors.md)
    if ((status === 404 || status === 405) && fromStore && json === undefined)
      notTheStore(status, method, url);
    throw error;
  }
  answered();
  const body = await readJson(response).catch((error: ApiError) => {
    // a page (a CMS's, an app's index), not a body cut off on the way
    if (fromStore && /^\s*</.test(String(error.body))) notTheStore(response.status, method, url);
    throw error;
  });
  if (isRefusal(body)) throw new ApiError('the server refused', 200, body, 'refused');
  const checked = v.safeParse(call.answer, body);
  if (!checked.success) {
    const issue = checked.issues[0];
    const field = v.getDotPath(issue) ?? '(the answer)';
    console.error(
      `[shop-elements] ${call.name}: the answer does not match the contract at ${field}: ${issue.message}`,
    );
    throw new ApiError(`${call.name}: ${field} ${issue.message}`, 200, body, 'shape');
  }
  return checked.output;
}

/** The store's calls on their way, each until its answer or its budget's end: an answer may set the token cookie. */
const onTheWay = new Set<Promise<unknown>>();

/**
 * One attempt with what is left of the call's budget (`end`, at most the config's `timeout`). A read is cut off
 * then; a write is not: its request goes on, and the error carries its late answer (`late`).
 */
async function attempt<T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  given: Body,
  call: Call<T>,
  end: number,
  options: CallOptions | undefined,
  key: string | null,
): Promise<T> {
  const timeout = new AbortController();
  const cut = options?.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  const request = exchange(method, url, given, call, key ? options?.signal : cut, options, key);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        timeout.abort();
        reject(new ApiError('no answer in time', 0, null, 'timeout'));
      },
      Math.min(getConfig().timeout, end - Date.now()),
    );
  });
  const answer = Promise.race([request, expired]);
  // only the store's answers set its cookies: a write never waits for an outside service's
  if (isApiUrl(url)) {
    onTheWay.add(answer);
    const arrived = () => onTheWay.delete(answer);
    answer.then(arrived, arrived);
  }
  try {
    return await answer;
  } catch (error) {
    const failed = toApiError(error, timeout.signal.aborted, options?.signal?.aborted === true);
    if (key && failed.failure === 'timeout') {
      failed.late = request.catch((late: unknown) => {
        throw asWriteError(toApiError(late, false, options?.signal?.aborted === true));
      });
      failed.late.catch(() => {}); // whoever waits for it handles its failure; nobody else must
    }
    throw failed;
  } finally {
    clearTimeout(timer);
  }
}

/** Statuses after which a write may still have happened: a proxy's 502–504, and 409 (its first send still runs). */
const UNKNOWN = new Set([409, ...PASSING]);

/** A write's failure, marked unconfirmed when it may still have happened (ApiError.unconfirmed). */
function asWriteError(failed: ApiError): ApiError {
  failed.unconfirmed =
    failed.failure === 'timeout' ||
    failed.failure === 'network' ||
    (failed.failure === 'shape' && failed.status < 300 && typeof failed.body === 'string') ||
    UNKNOWN.has(failed.status);
  return failed;
}

/** Laravel's answer to a write whose CSRF token is missing or no longer the session's (the reference store's too). */
const TOKEN_REFUSED = 419;

/** Asked of the store for its token cookie: a read, whose answer sets it. */
const TOKEN_READ: Call<unknown> = { name: 'GET cart (for the CSRF token)', answer: v.unknown() };

/**
 * Whether a token other than `sent` is there (null: any token), when the token is read from a cookie: after the
 * answers on their way (each read without a session starts one of its own, so a write waits for them), else after
 * one read of the cart (a session that expired: Laravel sets the new session's cookie on a read, not a refusal).
 */
async function freshToken(sent: string | null, end: number): Promise<boolean> {
  const scheme = getConfig().csrf;
  if (!scheme || !scheme.cookie || scheme.token) return false;
  const fresh = () => ![null, '', sent].includes(csrfToken(scheme));
  await Promise.allSettled(onTheWay);
  if (!fresh())
    await attempt('GET', getPath('cart'), { kind: 'none' }, TOKEN_READ, end, undefined, null).catch(() => {});
  return fresh() && Date.now() < end;
}

/**
 * Every call of the elements: nothing is sent while the page config is wrong; the whole call, a retry included,
 * ends within its budget (config `budgets`); a read (a load or a search) that found no network, no answer in time
 * or a passing 502–504 is tried once more while its budget lasts; a write never is (a second order or toggle must
 * not happen behind the shopper's back), and carries its Idempotency-Key (docs/backend.md "Idempotency"), except
 * once when the store refused it for its CSRF token and a new token came (docs/backend.md "The conventions").
 */
async function send<T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body: Body,
  call: Call<T>,
  options?: CallOptions,
): Promise<T> {
  const config = getConfig();
  if (!config.valid) throw new ApiError('the page config is missing or wrong', 0);
  const budget = call.budget ?? (method === 'GET' ? 'load' : 'send');
  const end = Date.now() + config.budgets[budget];
  const read = budget === 'load' || budget === 'search';
  const key = read ? null : (options?.key ?? newIdempotencyKey());
  // a page without the token cookie yet gets it before its first write rather than a refusal
  if (key && !csrfToken(config.csrf)) await freshToken(null, end);
  const token = csrfToken(config.csrf);
  try {
    return await attempt(method, url, body, call, end, options, key);
  } catch (error) {
    const failed = error as ApiError;
    if (key) {
      if (failed.status !== TOKEN_REFUSED || !isApiUrl(url) || !(await freshToken(token, end)))
        throw asWriteError(failed);
      // refused before it was done, so sending it again with the same key is still one write
      return attempt(method, url, body, call, end, options, key).catch((again: unknown) => {
        throw asWriteError(again as ApiError);
      });
    }
    const passing =
      failed.failure === 'network' || failed.failure === 'timeout' || PASSING.has(failed.status);
    if (!passing || Date.now() >= end) throw error;
    return attempt(method, url, body, call, end, options, null);
  }
}

export const http = {
  get: <T>(url: string, call: Call<T>, options?: CallOptions) =>
    send('GET', url, { kind: 'none' }, call, options),
  postJson: <T>(url: string, body: object, call: Call<T>, options?: CallOptions) =>
    send('POST', url, { kind: 'json', value: body }, call, options),
  putJson: <T>(url: string, body: object, call: Call<T>, options?: CallOptions) =>
    send('PUT', url, { kind: 'json', value: body }, call, options),
  postForm: <T>(url: string, body: FormData, call: Call<T>, options?: CallOptions) =>
    send('POST', url, { kind: 'form', value: body }, call, options),
};

/** `{getBase}/{path}` for GET calls of the store-and-locale scope. */
export const getPath = (path: string) => `${getConfig().getBase}/${path}`;
/** `{postBase}/{path}` for POST and PUT calls of the store-and-locale scope. */
export const postPath = (path: string) => `${getConfig().postBase}/${path}`;
/** `{apiBase}/{apiVersion}/{path}` for compare and favourites. */
export const versionPath = (path: string) => `${getConfig().apiBase}/${getConfig().apiVersion}/${path}`;
