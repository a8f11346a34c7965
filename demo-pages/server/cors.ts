import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './http.ts';

/**
 * The store's API answered to pages on other origins (docs/cms/static-html.md): an operator lists the origins
 * whose pages may call it with the shopper's cookies (`SHOP_CORS_ORIGINS`), and says how the session cookies travel cross-site
 * (`SHOP_COOKIE_SAMESITE`, `SHOP_COOKIE_DOMAIN`). `dist/` is public: any origin may load the elements from it.
 */

export interface CookieOptions {
  /** Lax (the default): sent to the store from its own site only; None: also from other sites (always Secure) */
  sameSite: 'Lax' | 'Strict' | 'None';
  /** a parent domain (`.shop.example`) so pages on sibling subdomains read the XSRF cookie; none by default */
  domain?: string;
}

/** What a browser may send across origins; the headers it asks for are echoed for an allowed origin. */
const METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
/** How long (s) a browser may keep a preflight's answer: Chromium keeps it at most two hours. */
export const PREFLIGHT_MAX_AGE = 7200;

/** A comma-separated list of origins from the environment; an entry that is no origin stops the start. */
function originList(env: NodeJS.ProcessEnv, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = originOf(entry);
      if (!origin || origin !== entry.replace(/\/$/, ''))
        throw new Error(`${name}: "${entry}" is not an origin like https://shop.example`);
      return origin;
    });
}

/** The store's settings from the environment, for main.ts and dev.ts; a wrong value stops the start. */
export function originsFromEnv(env: NodeJS.ProcessEnv): {
  corsOrigins: string[];
  publicOrigins: string[];
  cookies: CookieOptions;
} {
  const corsOrigins = originList(env, 'SHOP_CORS_ORIGINS');
  const publicOrigins = originList(env, 'SHOP_PUBLIC_ORIGIN');
  const sameSite = env.SHOP_COOKIE_SAMESITE ?? 'Lax';
  if (sameSite !== 'Lax' && sameSite !== 'Strict' && sameSite !== 'None')
    throw new Error(`SHOP_COOKIE_SAMESITE must be Lax, Strict or None, not "${sameSite}"`);
  const domain = env.SHOP_COOKIE_DOMAIN?.trim() || undefined;
  if (domain && !/^\.?[a-z0-9.-]+$/i.test(domain))
    throw new Error(`SHOP_COOKIE_DOMAIN must be a domain like .shop.example, not "${domain}"`);
  return { corsOrigins, publicOrigins, cookies: { sameSite, ...(domain ? { domain } : {}) } };
}

/** The attributes of the session and XSRF cookies: SameSite=None is always Secure, as browsers require. */
export function cookieFlags(maxAge: number, secure: boolean, options: CookieOptions): string {
  const flags = [`Path=/`, `Max-Age=${maxAge}`];
  if (options.domain) flags.push(`Domain=${options.domain}`);
  flags.push(`SameSite=${options.sameSite}`);
  if (secure || options.sameSite === 'None') flags.push('Secure');
  return flags.join('; ');
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether an Origin is the store's own: its host and port are the request's Host (the scheme is left out, so a
 * store behind a TLS proxy that does not say so still knows its own pages).
 */
/**
 * Where the store itself is reached, besides the Host a request names: behind a proxy that rewrites Host (Apache
 * without ProxyPreserveHost), the origins it is told are its public ones (SHOP_PUBLIC_ORIGIN), or, with the proxy
 * trusted (SHOP_TRUST_PROXY=1), the X-Forwarded-Host the proxy sets.
 */
export interface OwnOrigins {
  publicOrigins?: readonly string[];
  trustProxy?: boolean;
}

export function isOwnOrigin(origin: string, req: IncomingMessage, own: OwnOrigins = {}): boolean {
  try {
    const url = new URL(origin);
    if (own.publicOrigins?.includes(url.origin)) return true;
    const forwarded = own.trustProxy
      ? String(req.headers['x-forwarded-host'] ?? '')
          .split(',')[0]!
          .trim()
      : '';
    return url.host === req.headers.host || (forwarded !== '' && url.host === forwarded);
  } catch {
    return false;
  }
}

export class Cors {
  private readonly allowed: Set<string>;

  constructor(
    origins: readonly string[],
    private readonly own: OwnOrigins = {},
  ) {
    this.allowed = new Set(origins);
  }

  /** The request's Origin when it is in the list, else null. */
  private listed(req: IncomingMessage): string | null {
    const origin = req.headers.origin;
    return typeof origin === 'string' && this.allowed.has(origin) ? origin : null;
  }

  /**
   * The CORS headers of an API answer: an allowed origin may read it with the shopper's cookies; another gets no
   * CORS header (so its page can read nothing). Vary: Origin, since the answer depends on it.
   */
  answer(req: IncomingMessage, res: ServerResponse): void {
    if (!this.allowed.size) return;
    res.setHeader('Vary', 'Origin');
    const origin = this.listed(req);
    if (!origin) return;
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }

  /** Answers a CORS preflight (OPTIONS with Access-Control-Request-Method); false when the request is none. */
  preflight(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
    const origin = this.listed(req);
    res.setHeader('Vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
    if (!origin) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('This origin may not call the store.');
      return true;
    }
    const asked = req.headers['access-control-request-headers'];
    res.writeHead(204, {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Methods': METHODS,
      ...(asked ? { 'Access-Control-Allow-Headers': asked } : {}),
      'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE),
    });
    res.end();
    return true;
  }

  /**
   * The store's origin as a listed page on another origin must address the store's files (`http://host:port`),
   * or '' for the store's own pages and any other caller, which resolve `/img/…` against the store itself.
   */
  assetBase(req: IncomingMessage, secure: boolean): string {
    const origin = this.listed(req);
    if (!origin || isOwnOrigin(origin, req, this.own)) return '';
    return `${secure ? 'https' : 'http'}://${req.headers.host}`;
  }

  /**
   * A write (or a GET that changes state) that names an Origin neither the store's own nor listed is refused
   * before anything happens: another site's page must not change a shopper's cart.
   */
  requireOrigin(req: IncomingMessage): void {
    const origin = req.headers.origin;
    if (origin === undefined) return; // not a browser's cross-origin call (curl, a server-side client)
    if (isOwnOrigin(origin, req, this.own) || this.listed(req)) return;
    throw new HttpError(403, 'This origin may not change the store.');
  }
}

/** `dist/` is loaded by pages of any origin (module scripts are CORS fetches, without cookies). */
export function publicFiles(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
}

/**
 * The stand-ins of outside services answer any origin without cookies, as DaData, 2GIS and the captcha do:
 * `Access-Control-Allow-Origin: *` and a preflight for their headers (Authorization, X-Sitekey); true when
 * this was a preflight and is answered.
 */
export function publicService(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
  const asked = req.headers['access-control-request-headers'];
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, POST',
    ...(asked ? { 'Access-Control-Allow-Headers': asked } : {}),
    'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE),
  });
  res.end();
  return true;
}
