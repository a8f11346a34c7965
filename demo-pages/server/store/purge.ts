import type { Store } from '../context.ts';
import { purgeResetLinks } from './accounts.ts';
import { purgeCaptchaTokens } from './captcha.ts';
import { purgeIdempotencyKeys } from './idempotency.ts';
import { purgeIdleSessions } from './sessions.ts';
import { purgeSignInTries } from './throttle.ts';

/**
 * Deletes everything that has expired: idle sessions with their carts and lists, captcha tokens, reset links,
 * sign-in tries, the answers kept for Idempotency-Keys.
 */
export function purgeExpired(store: Store) {
  return store.db.transaction(() => ({
    sessions: purgeIdleSessions(store),
    captchaTokens: purgeCaptchaTokens(store),
    resetLinks: purgeResetLinks(store),
    signInTries: purgeSignInTries(store),
    idempotencyKeys: purgeIdempotencyKeys(store),
  }));
}
