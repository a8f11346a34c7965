import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from './db/database.ts';
import { appendCookie, HttpError, parseCookies } from './http.ts';

export interface Session {
  id: string;
  xsrf: string;
  userId: number | null;
}

const SESSION_COOKIE = 'shop_session';
const YEAR = 60 * 60 * 24 * 365;

/** The shopper's session from its cookie, or a new one; the XSRF-TOKEN cookie is (re)sent when missing. */
export function loadSession(db: Database, req: IncomingMessage, res: ServerResponse): Session {
  const cookies = parseCookies(req.headers.cookie);
  const known = cookies[SESSION_COOKIE]
    ? db.get<{ id: string; xsrf: string; user_id: number | null }>(
        'SELECT id, xsrf, user_id FROM sessions WHERE id = ?',
        [cookies[SESSION_COOKIE]],
      )
    : undefined;
  let session: Session;
  if (known) {
    session = { id: known.id, xsrf: known.xsrf, userId: known.user_id };
  } else {
    // base64 with '+', '/' and '=' so clients must URL-decode the cookie, as with Laravel's
    session = { id: randomBytes(24).toString('hex'), xsrf: randomBytes(30).toString('base64'), userId: null };
    db.run('INSERT INTO sessions (id, xsrf) VALUES (?, ?)', [session.id, session.xsrf]);
    appendCookie(res, `${SESSION_COOKIE}=${session.id}; Path=/; Max-Age=${YEAR}; HttpOnly; SameSite=Lax`);
  }
  if (cookies['XSRF-TOKEN'] !== session.xsrf) {
    appendCookie(
      res,
      `XSRF-TOKEN=${encodeURIComponent(session.xsrf)}; Path=/; Max-Age=${YEAR}; SameSite=Lax`,
    );
  }
  return session;
}

/** Writes must carry the XSRF-TOKEN cookie's value in the X-XSRF-TOKEN header; otherwise 419, as Laravel answers. */
export function requireXsrf(session: Session, req: IncomingMessage): void {
  const header = req.headers['x-xsrf-token'];
  if (header !== session.xsrf) throw new HttpError(419, 'CSRF token mismatch.');
}

export function signIn(db: Database, session: Session, userId: number | null): void {
  db.run('UPDATE sessions SET user_id = ? WHERE id = ?', [userId, session.id]);
  session.userId = userId;
}
