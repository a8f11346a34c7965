/**
 * A shopper's browser as the elements use it: one fresh session (the store's cookies kept and sent back),
 * `X-XSRF-TOKEN` from the `XSRF-TOKEN` cookie on every call, JSON or form data, a time limit per call.
 */

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
  /** false sends the call without the X-XSRF-TOKEN header (to see the store refuse it) */
  xsrf?: boolean;
  /** what the browser accepts: JSON for the API, HTML for a page */
  accept?: string;
}

export class Session {
  private readonly cookies = new Map<string, string>();

  constructor(
    /** the store's origin, e.g. https://shop.example */
    readonly origin: string,
    private readonly timeout: number,
  ) {}

  /** The XSRF-TOKEN cookie's value, URL-decoded as the elements send it; null until the store set one. */
  get xsrf(): string | null {
    const raw = this.cookies.get('XSRF-TOKEN');
    if (raw === undefined) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }

  async send({ method, path, body, xsrf = true, accept = 'application/json' }: Send): Promise<Answer> {
    const headers: Record<string, string> = {
      Accept: accept,
      Origin: this.origin,
      Referer: `${this.origin}/`,
    };
    if (this.cookies.size)
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (xsrf && this.xsrf) headers['X-XSRF-TOKEN'] = this.xsrf;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(new URL(path, this.origin), {
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
    return { status: response.status, body: parsed, text, type: response.headers.get('content-type') ?? '' };
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
