import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { StoreCtx } from './context.ts';
import { appendCookie, HttpError, parseCookies } from './http.ts';
import { isLocalRequest } from './security.ts';

const DEMO_COOKIE = 'shop_demo';

/** The token that opens the demo routes from another machine: SHOP_DEMO_TOKEN, or a new one per start. */
export const newDemoToken = () => process.env.SHOP_DEMO_TOKEN || randomBytes(18).toString('base64url');

const same = (a: string | undefined | null, b: string) =>
  typeof a === 'string' && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The demo inbox, the order list and the bank stand-in's pay action show secrets (reset links, order tokens):
 * they answer requests from this machine, or with the store's demo token as `?token=` (then kept in a cookie)
 * or the cookie itself; anyone else gets 403.
 */
export function requireDemoAccess(ctx: StoreCtx, { queryToken = true } = {}): void {
  if (isLocalRequest(ctx.req)) return;
  const { demoToken } = ctx.state;
  if (same(parseCookies(ctx.req.headers.cookie)[DEMO_COOKIE], demoToken)) return;
  if (queryToken && same(ctx.url.searchParams.get('token'), demoToken)) {
    appendCookie(
      ctx.res,
      `${DEMO_COOKIE}=${demoToken}; Path=/; HttpOnly; SameSite=Lax${ctx.state.secure ? '; Secure' : ''}`,
    );
    return;
  }
  throw new HttpError(403, 'The demo pages answer only on the store’s own machine or with its demo token.');
}
