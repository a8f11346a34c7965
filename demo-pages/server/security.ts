import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { POLICY_NAME } from '../../shared/trusted-types.ts';

export type CspSources = Partial<Record<string, string[]>>;

/** The origin of a config URL when it is another site's; null for a path of the store itself or a bad value. */
function foreignOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value.replace(/\{[a-z]\}/g, '0')).origin;
  } catch {
    return null;
  }
}

const at = (config: Record<string, unknown>, section: string, key: string) =>
  (config[section] as Record<string, unknown> | undefined)?.[key];

/**
 * The Content-Security-Policy of every answer, from the page config's outside services: the captcha's script
 * and frame, the suggestion and routing calls, the map tiles. Scripts come only from the store and those
 * origins (no inline script runs); `extra` adds sources a store needs besides (a video player's frame).
 * By default styles allow inline, for what tests and themes write into the pages; `strict` (SHOP_CSP=strict)
 * allows none and enforces Trusted Types with the elements' one policy: the policy docs/csp.md gives a
 * shop, which the elements keep to (test/e2e/strict-csp.spec.ts).
 */
export function contentSecurityPolicy(
  config: Record<string, unknown>,
  extra: CspSources = {},
  strict = false,
): string {
  const captcha = foreignOrigin(at(config, 'captcha', 'scriptUrl'));
  const tiles = foreignOrigin(at(config, 'map', 'tiles'));
  const calls = [at(config, 'suggest', 'url'), at(config, 'routing', 'url')].map(foreignOrigin);
  const directives: Record<string, (string | null)[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", captcha],
    'style-src': strict ? ["'self'"] : ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', tiles],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", captcha, tiles, ...calls],
    'frame-src': ["'self'", captcha],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    ...(strict ? { 'require-trusted-types-for': ["'script'"], 'trusted-types': [POLICY_NAME] } : {}),
  };
  for (const [name, sources] of Object.entries(extra))
    directives[name] = [...(directives[name] ?? []), ...(sources ?? [])];
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources.filter(Boolean))].join(' '))
    .join('; ');
}

/** SHOP_CSP=strict serves the store's pages with the strict policy; unset, the default. A wrong value stops the start. */
export function cspFromEnv(env: NodeJS.ProcessEnv): { strictCsp: boolean } {
  const value = env.SHOP_CSP?.trim() ?? '';
  if (value !== '' && value !== 'strict')
    throw new Error(`SHOP_CSP must be "strict" or unset, not "${value}"`);
  return { strictCsp: value === 'strict' };
}

/** The headers every answer of the store carries. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // for browsers without frame-ancestors
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

export function applyHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** Whether the shopper reached the store over HTTPS: TLS here, or a trusted proxy's X-Forwarded-Proto. */
export function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim();
  return trustProxy && forwarded === 'https';
}

/** The shopper's address: the socket's, or the one a trusted proxy appended to X-Forwarded-For. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (trustProxy && forwarded.length) return forwarded.at(-1)!;
  return req.socket.remoteAddress ?? '';
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * A request from this machine itself: a loopback peer that no proxy forwarded (a proxy on the same machine
 * would make every visitor look local, so a forwarded request never counts).
 */
export function isLocalRequest(req: IncomingMessage): boolean {
  if (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined) return false;
  return LOOPBACK.test(req.socket.remoteAddress ?? '');
}
