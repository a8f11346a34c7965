import { createHmac, randomBytes } from 'node:crypto';
import type { Store } from '../context.ts';

/** A shopper's session: its id (the cookie), the XSRF token derived from it, and the signed-in client. */
export interface Session {
  id: string;
  xsrf: string;
  userId: number | null;
  /** whether it has a row: only once something must be remembered (a cart line, a list item, a sign-in) */
  stored: boolean;
}

/** A session nobody used for 30 days expires with its cart and lists. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at moves at most once an hour, so reading pages does not write on every request */
const TOUCH_AFTER_MS = 60 * 60 * 1000;

const ID = /^[0-9a-f]{48}$/;

export const isSessionId = (value: unknown): value is string => typeof value === 'string' && ID.test(value);

/** The key XSRF tokens are derived with, made once per database so tokens outlive a restart. */
export function xsrfKey(store: Pick<Store, 'db'>): Buffer {
  const row = store.db.get<{ value: string }>("SELECT value FROM settings WHERE key = 'xsrf_key'");
  if (row) return Buffer.from(row.value, 'base64');
  const key = randomBytes(32);
  store.db.run("INSERT INTO settings (key, value) VALUES ('xsrf_key', ?)", [key.toString('base64')]);
  return key;
}

/**
 * The session's XSRF token: an HMAC of its id, so a first-time visitor has a token before the session has a
 * row. Base64 with '+', '/' and '=', so clients must URL-decode the cookie, as with Laravel's.
 */
const xsrfOf = (store: Store, id: string) => createHmac('sha256', store.xsrfKey).update(id).digest('base64');

/** A new session that is not stored yet. */
export function newSession(store: Store): Session {
  const id = randomBytes(24).toString('hex');
  return { id, xsrf: xsrfOf(store, id), userId: null, stored: false };
}

interface SessionRow {
  user_id: number | null;
  last_seen_at: number;
}

/**
 * The session of a cookie: its row when it has one; a session without a row when it never needed one; null when
 * its row has expired (its cart and lists go with it).
 */
export function findSession(store: Store, id: string): Session | null {
  const row = store.db.get<SessionRow>('SELECT user_id, last_seen_at FROM sessions WHERE id = ?', [id]);
  if (row && row.last_seen_at <= store.now() - SESSION_IDLE_MS) {
    forgetSessions(store, [id]);
    return null;
  }
  return { id, xsrf: xsrfOf(store, id), userId: row?.user_id ?? null, stored: Boolean(row) };
}

/** Notes that the session was used; true when its row moved (its cookies are then sent again for a full term). */
export function touchSession(store: Store, session: Session): boolean {
  if (!session.stored) return false;
  const now = store.now();
  return (
    store.db.change('UPDATE sessions SET last_seen_at = ? WHERE id = ? AND last_seen_at < ?', [
      now,
      session.id,
      now - TOUCH_AFTER_MS,
    ]) > 0
  );
}

/** Gives the session a row: called by every data function that must remember something for it. */
export function rememberSession(store: Store, session: Session): void {
  if (session.stored) return;
  const now = store.now();
  store.db.run('INSERT OR IGNORE INTO sessions (id, user_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)', [
    session.id,
    session.userId,
    now,
    now,
  ]);
  session.stored = true;
}

/**
 * Signs a client in (userId) or out (null) under a new session id and XSRF token, so an id known before the
 * change is worth nothing after it; the cart and the lists move to the new id.
 */
export function rotateSession(store: Store, session: Session, userId: number | null): void {
  const next = newSession(store);
  const now = store.now();
  store.db.transaction(() => {
    store.db.run('INSERT INTO sessions (id, user_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)', [
      next.id,
      userId,
      now,
      now,
    ]);
    store.db.run('UPDATE cart_lines SET session_id = ? WHERE session_id = ?', [next.id, session.id]);
    store.db.run('UPDATE list_items SET session_id = ? WHERE session_id = ?', [next.id, session.id]);
    store.db.run('DELETE FROM sessions WHERE id = ?', [session.id]);
  });
  Object.assign(session, { id: next.id, xsrf: next.xsrf, userId, stored: true });
}

function forgetSessions(store: Store, ids: string[]): void {
  store.db.transaction(() => {
    for (const id of ids) {
      store.db.run('DELETE FROM cart_lines WHERE session_id = ?', [id]);
      store.db.run('DELETE FROM list_items WHERE session_id = ?', [id]);
      store.db.run('DELETE FROM sessions WHERE id = ?', [id]);
    }
  });
}

/** Deletes every session idle past SESSION_IDLE_MS with its cart and lists; returns how many. */
export function purgeIdleSessions(store: Store): number {
  const idle = 'SELECT id FROM sessions WHERE last_seen_at <= ?';
  const before = [store.now() - SESSION_IDLE_MS];
  return store.db.transaction(() => {
    store.db.run(`DELETE FROM cart_lines WHERE session_id IN (${idle})`, before);
    store.db.run(`DELETE FROM list_items WHERE session_id IN (${idle})`, before);
    return store.db.change('DELETE FROM sessions WHERE last_seen_at <= ?', before);
  });
}
