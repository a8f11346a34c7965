import * as v from 'valibot';
import wretch, { type Wretch, type WretchError } from 'wretch';
import { getConfig } from '../config.ts';
import { isRefusal } from '../contract/common.ts';

/**
 * Why a call failed: no network or no answer in time, an error status, an answer that says `success: false`, an
 * answer of the wrong shape, or the caller cancelled it. Every kind maps to the error catalogue (spec §8).
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

/** A call of the contract: its name (for the console line a backend team reads) and the answer it expects. */
export interface Call<T> {
  name: string;
  answer: v.GenericSchema<unknown, T>;
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

export function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/**
 * The shop's own origin, and only it, gets the XSRF token and the page's language (so its field errors and links
 * come back in it); an outside service gets neither.
 */
const ownHeaders =
  () => (next: (url: string, opts: RequestInit) => Promise<Response>) => (url: string, opts: RequestInit) => {
    if (!isSameOrigin(url)) return next(url, opts);
    const token = readCookie('XSRF-TOKEN');
    const headers = { ...(opts.headers as Record<string, string>), 'Accept-Language': getConfig().lang };
    return next(url, { ...opts, headers: token ? { ...headers, 'X-XSRF-TOKEN': token } : headers });
  };

// wretch never retries on its own; `send` retries a read once, never a write.
const base: Wretch = wretch()
  .options({ credentials: 'same-origin' })
  .headers({ Accept: 'application/json' })
  .middlewares([ownHeaders()]);

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

/** One attempt: the request with the config's timeout, its answer read and checked against the call. */
async function attempt<T>(
  request: (w: Wretch) => Promise<Response>,
  url: string,
  call: Call<T>,
  options?: CallOptions,
): Promise<T> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), getConfig().timeout);
  const signal = options?.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  let body: unknown;
  try {
    const headed = options?.headers ? base.url(url).headers(options.headers) : base.url(url);
    body = await readJson(await request(headed.options({ signal })));
  } catch (error) {
    throw toApiError(error, timeout.signal.aborted, options?.signal?.aborted === true);
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
 * Every call of the elements: nothing is sent while the page config is wrong; a read that found no network,
 * no answer in time or a passing 502–504 is tried once more; a write never is (a second order must not happen
 * behind the shopper's back).
 */
async function send<T>(
  method: 'GET' | 'POST' | 'PUT',
  request: (w: Wretch) => Promise<Response>,
  url: string,
  call: Call<T>,
  options?: CallOptions,
): Promise<T> {
  if (!getConfig().valid) throw new ApiError('the page config is missing or wrong', 0);
  try {
    return await attempt(request, url, call, options);
  } catch (error) {
    const failed = error as ApiError;
    const passing =
      failed.failure === 'network' || failed.failure === 'timeout' || PASSING.has(failed.status);
    if (method !== 'GET' || !passing) throw error;
    return attempt(request, url, call, options);
  }
}

export const http = {
  get: <T>(url: string, call: Call<T>, options?: CallOptions) =>
    send('GET', (w) => w.get().res(), url, call, options),
  postJson: <T>(url: string, body: object, call: Call<T>, options?: CallOptions) =>
    send('POST', (w) => w.json(body).post().res(), url, call, options),
  putJson: <T>(url: string, body: object, call: Call<T>, options?: CallOptions) =>
    send('PUT', (w) => w.json(body).put().res(), url, call, options),
  postForm: <T>(url: string, body: FormData, call: Call<T>, options?: CallOptions) =>
    send('POST', (w) => w.body(body).post().res(), url, call, options),
};

/** `{getBase}/{path}` for GET calls of the store-and-locale scope. */
export const getPath = (path: string) => `${getConfig().getBase}/${path}`;
/** `{postBase}/{path}` for POST and PUT calls of the store-and-locale scope. */
export const postPath = (path: string) => `${getConfig().postBase}/${path}`;
/** `{apiBase}/{apiVersion}/{path}` for compare and favourites. */
export const versionPath = (path: string) => `${getConfig().apiBase}/${getConfig().apiVersion}/${path}`;
