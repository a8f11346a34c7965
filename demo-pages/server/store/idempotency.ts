import type { Store } from '../context.ts';

/** How long a write's answer is kept: a day (the hourly purge deletes it between 24 and 25 hours old; docs/backend.md). */
export const KEEP_ANSWERS_MS = 24 * 60 * 60 * 1000;

/** What the store knows of a key: nothing yet (now claimed), another request's, still running, or answered. */
export type Claim =
  | { kind: 'new' }
  | { kind: 'other-request' }
  | { kind: 'running' }
  | { kind: 'answered'; status: number; answer: unknown };

interface KeyRow {
  request: string;
  status: number | null;
  answer: string | null;
}

/**
 * Claims a session's key for a request (`request`: its fingerprint), or tells what the key already holds. One
 * statement claims it, so two sends of one key never both run, in this process or another on the same file.
 */
export function claimKey(store: Store, sessionId: string, key: string, request: string): Claim {
  const claimed = store.db.change(
    'INSERT OR IGNORE INTO idempotency_keys (session_id, key, request, created_at) VALUES (?, ?, ?, ?)',
    [sessionId, key, request, store.now()],
  );
  if (claimed) return { kind: 'new' };
  const row = store.db.get<KeyRow>(
    'SELECT request, status, answer FROM idempotency_keys WHERE session_id = ? AND key = ?',
    [sessionId, key],
  );
  if (!row) return claimKey(store, sessionId, key, request); // purged in between
  if (row.request !== request) return { kind: 'other-request' };
  if (row.status === null) return { kind: 'running' };
  return { kind: 'answered', status: row.status, answer: JSON.parse(row.answer ?? 'null') as unknown };
}

/** Keeps the answer of the key's first send, which every repeat then gets. */
export function keepAnswer(
  store: Store,
  sessionId: string,
  key: string,
  status: number,
  answer: unknown,
): void {
  store.db.run('UPDATE idempotency_keys SET status = ?, answer = ? WHERE session_id = ? AND key = ?', [
    status,
    JSON.stringify(answer ?? null),
    sessionId,
    key,
  ]);
}

/** Lets the key go: its send failed on the store's side (5xx) and changed nothing, so a repeat runs it again. */
export function releaseKey(store: Store, sessionId: string, key: string): void {
  store.db.run('DELETE FROM idempotency_keys WHERE session_id = ? AND key = ? AND status IS NULL', [
    sessionId,
    key,
  ]);
}

/** Deletes the answers older than KEEP_ANSWERS_MS; returns how many. */
export function purgeIdempotencyKeys(store: Store): number {
  return store.db.change('DELETE FROM idempotency_keys WHERE created_at <= ?', [
    store.now() - KEEP_ANSWERS_MS,
  ]);
}

/**
 * At start: the keys a stopped process claimed and never answered. Their sends got no answer, so a repeat runs
 * again rather than waiting for one that will not come.
 */
export function releaseUnanswered(store: Store): number {
  return store.db.change('DELETE FROM idempotency_keys WHERE status IS NULL');
}
