import type { CsrfScheme } from '../shared/config.ts';
import { IDEMPOTENCY_KEY, keyHeader } from '../shared/contract/common.ts';

/**
 * A shopper's browser as the elements use it: one fresh session (the store's cookies kept and sent back), the
 * CSRF token as the page config's `csrf` says (by default `X-XSRF-TOKEN` from the `XSRF-TOKEN` cookie) and the
 * `apiHeaders` on every call, JSON or form data, a time limit per call.
 */

/** How the backend wants its token and fixed headers: the page config's `csrf` and `apiHeaders`. */
export interface Auth {
  csrf: CsrfScheme | false;
  headers: Record<string, string>;
}

export const DEFAULT_AUTH: Auth = { csrf: { cookie: 'XSRF-TOKEN', header: 'X-XSRF-TOKEN' }, headers: {} };

/** The scheme in a few words, for the table: "the XSRF-TOKEN cookie in X-XSRF-TOKEN". */
export function describeCsrf(csrf: CsrfScheme | false): string {
  if (!csrf) return 'no CSRF token';
  const from = csrf.token
    ? 'the given token'
    : csrf.meta
      ? `<meta name="${csrf.meta}">`
      : `the ${csrf.cookie} cookie`;
  const to = [csrf.header, csrf.field && `the field ${csrf.field}`].filter(Boolean).join(' and ');
  return `${from} in ${to}`;
}

export interface Answer {
  status: number;
  /** the answer read as JSON; undefined when it is not JSON */
  body: unknown;
  text: string;
  /** the content type the store named */
  type: string;
}

export interface Send {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** a JSON body, or form data */
  body?: object | FormData;
  /** false sends the call without the CSRF token, header or field (to see the store refuse it) */
  xsrf?: boolean;
  /** what the browser accepts: JSON for the API, HTML for a page */
  accept?: string;
  /** a write's Idempotency-Key, as the elements send one with each (docs/backend.md "Idempotency") */
  key?: string;
}

export class Session {
  private readonly cookies = new Map<string, string>();
  /** the content of the scheme's `<meta name>` on the last page read that had it */
  private metaToken: string | null = null;

  constructor(
    /** the store's origin, e.g. https://shop.example */
    readonly origin: string,
    private readonly timeout: number,
    readonly auth: Auth = DEFAULT_AUTH,
  ) {}

  /**
   * The CSRF token as the elements read it: the given one, the meta tag's of the last page, or the cookie's value
   * URL-decoded; null until there is one.
   */
  get xsrf(): string | null {
    const csrf = this.auth.csrf;
    if (!csrf) return null;
    if (csrf.token) return csrf.token;
    if (csrf.meta && this.metaToken) return this.metaToken;
    const raw = csrf.cookie ? this.cookies.get(csrf.cookie) : undefined;
    if (raw === undefined) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }

  async send({ method, path, body, xsrf = true, accept = 'application/json', key }: Send): Promise<Answer> {
    const headers: Record<string, string> = {
      Accept: accept,
      Origin: this.origin,
      Referer: `${this.origin}/`,
      ...this.auth.headers,
    };
    if (key !== undefined) headers[IDEMPOTENCY_KEY] = keyHeader(key);
    if (this.cookies.size)
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const csrf = this.auth.csrf;
    const token = xsrf && csrf ? this.xsrf : null;
    const url = new URL(path, this.origin);
    if (token && csrf) {
      if (csrf.header) headers[csrf.header] = token;
      if (csrf.field) {
        if (method === 'GET') url.searchParams.set(csrf.field, token);
        else if (body instanceof FormData) {
          const copy = new FormData();
          for (const [name, value] of body) copy.append(name, value);
          copy.set(csrf.field, token);
          body = copy;
        } else body = { ...body, [csrf.field]: token };
      }
    }
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(url, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(this.timeout),
    });
    this.keepCookies(response.headers.getSetCookie());
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = undefined;
    }
    const type = response.headers.get('content-type') ?? '';
    if (csrf && csrf.meta && type.includes('html')) this.keepMeta(text, csrf.meta);
    return { status: response.status, body: parsed, text, type };
  }

  /** Remembers the token a page prints into `<meta name="{name}" content="…">` (either attribute order). */
  private keepMeta(page: string, name: string): void {
    for (const tag of page.match(/<meta\b[^>]*>/gi) ?? []) {
      const attribute = (key: string) =>
        new RegExp(`\\b${key}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
          .exec(tag)
          ?.slice(1)
          .find((v) => v !== undefined);
      if (attribute('name') === name) {
        const content = attribute('content');
        if (content)
          this.metaToken = content
            .replace(/&amp;/g, '&')
            .replace(/&quot;/g, '"')
            .replace(/&#39;/g, "'");
        return;
      }
    }
  }

  private keepCookies(setCookies: string[]): void {
    for (const cookie of setCookies) {
      const pair = cookie.split(';')[0] ?? '';
      const index = pair.indexOf('=');
      if (index <= 0) continue;
      const name = pair.slice(0, index).trim();
      const expired = /;\s*max-age=0/i.test(cookie) || /;\s*expires=Thu, 01 Jan 1970/i.test(cookie);
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(index + 1).trim());
    }
  }
}
