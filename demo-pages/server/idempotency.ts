import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY } from '../../shared/contract/common.ts';
import type { Store, StoreCtx } from './context.ts';
import { HttpError, sendJson } from './http.ts';
import { claimKey, keepAnswer, releaseKey } from './store/idempotency.ts';

/**
 * The store's side of the `Idempotency-Key` header (docs/backend.md "Idempotency"): a write sent again with its
 * key gets the first send's answer and is not done twice.
 */

const OTHER_REQUEST = 'This Idempotency-Key was sent with another request.';
const STILL_RUNNING = 'The first request with this Idempotency-Key is still being processed.';

/**
 * The key of a request, or null without one. The IETF draft writes it as a Structured Fields string (`"…"`); a
 * bare value is taken too. 1 to 255 printable characters; anything else is refused with 400.
 */
export function idempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const raw = (Array.isArray(header) ? header.join(', ') : header).trim();
  const quoted = /^"((?:[^"\\]|\\["\\])*)"$/.exec(raw);
  const key = quoted ? quoted[1]!.replace(/\\(["\\])/g, '$1') : raw;
  if (!/^[\x20-\x7e]{1,255}$/.test(key))
    throw new HttpError(400, 'Idempotency-Key must be a string of 1 to 255 printable characters.');
  return key;
}

/** What a send asks, hashed: method, path and body; form data by its fields, since each send has its own boundary. */
async function fingerprint(ctx: StoreCtx): Promise<string> {
  const hash = createHash('sha256').update(`${ctx.req.method} ${ctx.url.pathname}${ctx.url.search}\n`);
  const body = await ctx.body();
  if (!/^multipart\/form-data/i.test(String(ctx.req.headers['content-type'] ?? ''))) {
    return hash.update(body).digest('base64url');
  }
  for (const [name, value] of await ctx.form()) {
    const file =
      typeof value === 'string'
        ? null
        : createHash('sha256')
            .update(new Uint8Array(await value.arrayBuffer()))
            .digest('base64url');
    hash.update(JSON.stringify([name, file ?? value]));
  }
  return hash.digest('base64url');
}

/** The first sends still running in this process, by session and key: a repeat waits for its answer. */
const running = new WeakMap<Store, Map<string, Promise<void>>>();

/**
 * Answers a write once per key: the first send runs `handle` and its answer (a success or a refusal) is kept for
 * every repeat, which gets it with `Idempotent-Replayed: true` without running again. A repeat that comes while
 * the first runs waits for its answer (409 when the first runs in another process); a repeat asking something
 * else is refused with 422. A 5xx is not kept: it changed nothing, so a repeat runs again.
 */
export async function answerOnce(ctx: StoreCtx, key: string, handle: () => unknown): Promise<unknown> {
  const { store, session } = ctx.state;
  const request = await fingerprint(ctx);
  const firsts = running.get(store) ?? new Map<string, Promise<void>>();
  running.set(store, firsts);
  const id = `${session.id} ${key}`;
  for (;;) {
    const claim = claimKey(store, session.id, key, request);
    if (claim.kind === 'new') break;
    if (claim.kind === 'other-request') {
      throw new HttpError(422, OTHER_REQUEST, {
        message: OTHER_REQUEST,
        errors: { [IDEMPOTENCY_KEY]: [OTHER_REQUEST] },
      });
    }
    if (claim.kind === 'answered') {
      sendJson(ctx.res, claim.status, claim.answer, { 'Idempotent-Replayed': 'true' });
      return undefined;
    }
    const first = firsts.get(id);
    if (!first) throw new HttpError(409, STILL_RUNNING, undefined, { 'Retry-After': '1' });
    await first;
  }
  let finished!: () => void;
  firsts.set(id, new Promise((resolve) => (finished = resolve)));
  let kept = false;
  try {
    const answer = await handle();
    keepAnswer(store, session.id, key, 200, answer);
    kept = true;
    return answer;
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      keepAnswer(store, session.id, key, error.status, error.body || { message: error.message });
      kept = true;
    }
    throw error;
  } finally {
    try {
      if (!kept) releaseKey(store, session.id, key);
    } finally {
      firsts.delete(id);
      finished();
    }
  }
}
