import * as v from 'valibot';
import wretch, { type Wretch, type WretchError } from 'wretch';
import { getConfig, type Budget, type CsrfScheme, type ShopConfig } from '../config.ts';
import { isRefusal } from '../contract/common.ts';
import { authorError } from '../author-errors.ts';

/**
 * Why a call failed: no network or no answer in time, an error status, an answer that says `success: false`, an
 * answer of the wrong shape, or the caller cancelled it. Every kind maps to the error catalogue (docs/behaviour/errors.md).
 */
export type Failure = 'network' | 'timeout' | 'status' | 'refused' | 'shape' | 'aborted';

/** A failed call: `status` 0 when nothing answered; `body` is the server's answer when it sent one. */
export class ApiError extends Error {
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
  /** extra request headers, e.g. an outside service's Authorization */
  headers?: Record<string, string>;
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

/** A request as it goes out: the URL (with a read's CSRF field), the body (with a write's), and the headers. */
interface Outgoing {
  url: string;
  body: Body;
  headers: Record<string, string>;
  credentials: RequestCredentials;
}

/**
 * What a call carries: to an API origin the cookies (`credentials: 'include'`), the CSRF token in its header
 * and/or field, `apiHeaders` and the page's language (so field errors and links come back in it); to anywhere
 * else (DaData, 2GIS, the captcha) no cookies and none of these.
 */
function outgoing(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body: Body,
  extra?: Record<string, string>,
): Outgoing {
  const config = getConfig();
  const headers: Record<string, string> = { ...extra };
  if (!isApiUrl(url, config)) return { url, body, headers, credentials: 'omit' };
  Object.assign(headers, config.apiHeaders, { 'Accept-Language': config.lang });
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

// wretch never retries on its own; `send` retries a read once, never a write.
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

/**
 * One attempt: the request with what is left of the call's budget (`end`, at most the config's `timeout`), its
 * answer read and checked against the call.
 */
async function attempt<T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  given: Body,
  call: Call<T>,
  end: number,
  options?: CallOptions,
): Promise<T> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), Math.min(getConfig().timeout, end - Date.now()));
  const signal = options?.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  let body: unknown;
  try {
    // read at each attempt: the token may have changed since (a sign-in)
    const out = outgoing(method, url, given, options?.headers);
    let request = base.url(out.url).headers(out.headers).options({ signal, credentials: out.credentials });
    if (out.body.kind === 'json') request = request.json(out.body.value);
    else if (out.body.kind === 'form') request = request.body(out.body.value);
    const response =
      method === 'GET' ? request.get().res() : method === 'PUT' ? request.put().res() : request.post().res();
    body = await readJson(await response);
  } catch (error) {
    const failed = toApiError(error, timeout.signal.aborted, options?.signal?.aborted === true);
    if (failed.status === 403 && isApiUrl(url)) authorError('SHOP_ORIGIN_REFUSED', url, method); // docs/errors.md
    throw failed;
  } finally {
    clearTimeout(timer);
  }
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

/**
 * Every call of the elements: nothing is sent while the page config is wrong; the whole call, a retry included,
 * ends within its budget (config `budgets`); a read (a load or a search) that found no network, no answer in time
 * or a passing 502–504 is tried once more while its budget lasts; a write never is (a second order or toggle must
 * not happen behind the shopper's back).
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
  try {
    return await attempt(method, url, body, call, end, options);
  } catch (error) {
    const failed = error as ApiError;
    const passing =
      failed.failure === 'network' || failed.failure === 'timeout' || PASSING.has(failed.status);
    if (!passing || (budget !== 'load' && budget !== 'search') || Date.now() >= end) throw error;
    return attempt(method, url, body, call, end, options);
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
