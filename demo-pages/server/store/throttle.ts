import type { Store } from '../context.ts';
import { normaliseEmail } from './accounts.ts';

/**
 * Failed sign-ins slow an attacker down: at most 5 per e-mail and 20 per address (an office shares one) in
 * 15 minutes; then the next try waits until the oldest failure leaves the window.
 */
export const SIGN_IN_LIMITS = { perEmail: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

const keys = (email: string, address: string) => [`email:${normaliseEmail(email)}`, `address:${address}`];

/** Milliseconds until the next sign-in may be tried; 0 when it may be tried now. */
export function signInWait(store: Store, email: string, address: string): number {
  const since = store.now() - SIGN_IN_LIMITS.windowMs;
  const limits = [SIGN_IN_LIMITS.perEmail, SIGN_IN_LIMITS.perAddress];
  let wait = 0;
  keys(email, address).forEach((key, index) => {
    const times = store.db
      .all<{ at: number }>('SELECT at FROM sign_in_attempts WHERE key = ? AND at > ? ORDER BY at DESC', [
        key,
        since,
      ])
      .map((row) => row.at);
    const limit = limits[index]!;
    // the try that would exceed the limit waits until the limit-th newest failure leaves the window
    if (times.length >= limit)
      wait = Math.max(wait, times[limit - 1]! + SIGN_IN_LIMITS.windowMs - store.now());
  });
  return wait;
}

/** Counts a try before the password is checked, so parallel tries cannot slip past the limit together. */
export function countSignInTry(store: Store, email: string, address: string): () => void {
  const at = store.now();
  const [emailKey, addressKey] = keys(email, address) as [string, string];
  store.db.run('INSERT INTO sign_in_attempts (key, at) VALUES (?, ?)', [emailKey, at]);
  const addressTry = store.db.run('INSERT INTO sign_in_attempts (key, at) VALUES (?, ?)', [addressKey, at]);
  // a right password takes its try back and clears the e-mail's failures
  return () => {
    store.db.run('DELETE FROM sign_in_attempts WHERE key = ?', [emailKey]);
    store.db.run('DELETE FROM sign_in_attempts WHERE rowid = ?', [addressTry]);
  };
}

/** Deletes the tries that left the window; returns how many. */
export function purgeSignInTries(store: Store): number {
  return store.db.change('DELETE FROM sign_in_attempts WHERE at <= ?', [
    store.now() - SIGN_IN_LIMITS.windowMs,
  ]);
}
