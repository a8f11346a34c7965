import { randomBytes } from 'node:crypto';
import type { Store } from '../context.ts';

/** A stand-in token lives as long as a SmartCaptcha token: 5 minutes. */
export const CAPTCHA_TOKEN_LIFETIME_MS = 5 * 60 * 1000;

/** Issues a token of the stand-in captcha (what the real service does after a passed check). */
export function issueCaptchaToken(store: Store, now = store.now()): { token: string; expiresAt: number } {
  const token = `demo-${randomBytes(18).toString('base64url')}`;
  const expiresAt = now + CAPTCHA_TOKEN_LIFETIME_MS;
  store.db.run('INSERT INTO captcha_tokens (token, expires_at) VALUES (?, ?)', [
    token,
    new Date(expiresAt).toISOString(),
  ]);
  return { token, expiresAt };
}

/**
 * The server-side check of a captcha token (what SmartCaptcha's validate call does for a real store):
 * only tokens the stand-in issued pass, each once, and not after they expire.
 */
export function verifyCaptchaToken(store: Store, token: unknown, now = store.now()): boolean {
  if (typeof token !== 'string' || !token) return false;
  const row = store.db.get<{ expires_at: string; used: number }>(
    'SELECT expires_at, used FROM captcha_tokens WHERE token = ?',
    [token],
  );
  if (!row || row.used) return false;
  store.db.run('UPDATE captcha_tokens SET used = 1 WHERE token = ?', [token]);
  return Date.parse(row.expires_at) > now;
}

/** Deletes the tokens that can no longer pass (spent or expired); returns how many. */
export function purgeCaptchaTokens(store: Store): number {
  return store.db.change('DELETE FROM captcha_tokens WHERE used = 1 OR expires_at <= ?', [
    new Date(store.now()).toISOString(),
  ]);
}
