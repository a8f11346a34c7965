import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StoreCtx, Store } from './context.ts';
import { cookieFlags } from './cors.ts';
import { appendCookie, HttpError, parseCookies } from './http.ts';
import {
  findSession,
  isSessionId,
  newSession,
  rotateSession,
  SESSION_IDLE_MS,
  touchSession,
  type Session,
} from './store/sessions.ts';

const SESSION_COOKIE = 'shop_session';
const MAX_AGE = Math.floor(SESSION_IDLE_MS / 1000);

/**
 * The shopper's session from its cookie, or a new one (without a row until something must be remembered).
 * The cookies are sent when new, when the session moved on (a full term again), or when XSRF-TOKEN is missing.
 */
export function loadSession(
  store: Store,
  req: IncomingMessage,
  res: ServerResponse,
  secure: boolean,
): Session {
  const cookies = parseCookies(req.headers.cookie);
  const id = cookies[SESSION_COOKIE];
  const found = isSessionId(id) ? findSession(store, id) : null;
  const session = found ?? newSession(store);
  if (!found || touchSession(store, session)) sendSessionCookies(store, res, session, secure);
  else if (cookies['XSRF-TOKEN'] !== session.xsrf) sendXsrfCookie(store, res, session, secure);
  return session;
}

const flags = (store: Store, secure: boolean) => cookieFlags(MAX_AGE, secure, store.cookies);

function sendSessionCookies(store: Store, res: ServerResponse, session: Session, secure: boolean): void {
  appendCookie(res, `${SESSION_COOKIE}=${session.id}; ${flags(store, secure)}; HttpOnly`);
  sendXsrfCookie(store, res, session, secure);
}

// readable by the page's script, which sends it back in X-XSRF-TOKEN
function sendXsrfCookie(store: Store, res: ServerResponse, session: Session, secure: boolean): void {
  appendCookie(res, `XSRF-TOKEN=${encodeURIComponent(session.xsrf)}; ${flags(store, secure)}`);
}

/** Whether a token a client sent is the session's XSRF token (compared in constant time). */
export function isSessionToken(session: Session, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const sent = Buffer.from(token);
  const expected = Buffer.from(session.xsrf);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** Writes must carry the XSRF-TOKEN cookie's value in the X-XSRF-TOKEN header; otherwise 419, as Laravel answers. */
export function requireXsrf(session: Session, req: IncomingMessage): void {
  if (!isSessionToken(session, req.headers['x-xsrf-token'])) throw new HttpError(419, 'CSRF token mismatch.');
}

/** Signs a client in (or out with null) under a new session id and XSRF token, sent as new cookies. */
export function signIn(ctx: StoreCtx, userId: number | null): void {
  rotateSession(ctx.state.store, ctx.state.session, userId);
  sendSessionCookies(ctx.state.store, ctx.res, ctx.state.session, ctx.state.secure);
}
