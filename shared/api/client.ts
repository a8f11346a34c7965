import wretch, { type Wretch, type WretchError, type WretchResponseChain } from 'wretch';
import { getConfig } from '../config.ts';

/** A failed call: `status` 0 means the network failed; `body` is the server's error body when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
    readonly aborted = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  /** cancels the call; an aborted call rejects with an ApiError whose `aborted` is true */
  signal?: AbortSignal;
  /** extra request headers, e.g. an outside service's Authorization */
  headers?: Record<string, string>;
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

/** The XSRF token travels to the shop's own origin only, never to an outside service. */
const xsrf =
  () => (next: (url: string, opts: RequestInit) => Promise<Response>) => (url: string, opts: RequestInit) => {
    const token = isSameOrigin(url) ? readCookie('XSRF-TOKEN') : null;
    if (!token) return next(url, opts);
    return next(url, {
      ...opts,
      headers: { ...(opts.headers as Record<string, string>), 'X-XSRF-TOKEN': token },
    });
  };

// wretch never retries on its own; writes must not be repeated behind the shopper's back.
const base: Wretch = wretch()
  .options({ credentials: 'same-origin' })
  .headers({ Accept: 'application/json' })
  .middlewares([xsrf()]);

function toApiError(error: unknown, signal?: AbortSignal): ApiError {
  if (error instanceof ApiError) return error;
  if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) {
    return new ApiError('aborted', 0, null, true);
  }
  const failed = error as Partial<WretchError>;
  if (typeof failed.status === 'number') {
    return new ApiError(`HTTP ${failed.status}`, failed.status, failed.json ?? failed.text ?? null);
  }
  return new ApiError(error instanceof Error ? error.message : 'network error', 0);
}

async function call<T>(
  request: Wretch,
  run: (w: Wretch) => Promise<unknown>,
  options?: CallOptions,
): Promise<T> {
  if (!getConfig().valid) throw new ApiError('the page config is missing or wrong', 0);
  try {
    const headed = options?.headers ? request.headers(options.headers) : request;
    const signalled = options?.signal ? headed.options({ signal: options.signal }) : headed;
    return (await run(signalled)) as T;
  } catch (error) {
    throw toApiError(error, options?.signal);
  }
}

/** Reads a body that may be empty, so a 204 or an empty 200 is not an error. */
const jsonOrNull = (chain: WretchResponseChain<unknown>) =>
  chain.res(async (response) => {
    const text = await response.text();
    if (!text) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ApiError('the answer is not JSON', response.status, text);
    }
  });

export const http = {
  get: <T>(url: string, options?: CallOptions) => call<T>(base.url(url), (w) => jsonOrNull(w.get()), options),
  postJson: <T>(url: string, body: unknown, options?: CallOptions) =>
    call<T>(base.url(url), (w) => jsonOrNull(w.json(body as object).post()), options),
  putJson: <T>(url: string, body: unknown, options?: CallOptions) =>
    call<T>(base.url(url), (w) => jsonOrNull(w.json(body as object).put()), options),
  postForm: <T>(url: string, body: FormData, options?: CallOptions) =>
    call<T>(base.url(url), (w) => jsonOrNull(w.body(body).post()), options),
};

/** `{getBase}/{path}` for GET calls of the store-and-locale scope. */
export const getPath = (path: string) => `${getConfig().getBase}/${path}`;
/** `{postBase}/{path}` for POST and PUT calls of the store-and-locale scope. */
export const postPath = (path: string) => `${getConfig().postBase}/${path}`;
/** `{apiBase}/{apiVersion}/{path}` for compare and favourites. */
export const versionPath = (path: string) => `${getConfig().apiBase}/${getConfig().apiVersion}/${path}`;
