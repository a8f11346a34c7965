import * as v from 'valibot';

/**
 * What every call shares: ids, money, the store's error body and the `success` answers. The schemas of
 * shared/contract are the one statement of what the elements send and expect; the elements check every answer
 * against them, the reference store checks every request, and dist/openapi.json is generated from them.
 */

/** The header of a write's key, the same on every send of one action (docs/backend.md "Idempotency"). */
export const IDEMPOTENCY_KEY = 'Idempotency-Key';

/** A new key: 32 hex digits (crypto.getRandomValues, which a page on plain http has too; randomUUID it has not). */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/** The header's value: a Structured Fields string, as the IETF draft writes it. */
export const keyHeader = (key: string): string => `"${key}"`;

/** An id the server chose: a number or a string. */
export const Id = v.union([v.number(), v.string()]);

/** A finite number: money, quantities, weights. */
export const Amount = v.pipe(v.number(), v.finite());

/** A whole number of at least `min`. (Marked pure so the schemas a page does not use are left out of it.) */
export /* @__NO_SIDE_EFFECTS__ */ function Whole(min = 0) {
  return v.pipe(v.number(), v.integer(), v.minValue(min));
}

/** A text that is not blank. */
export const Text = v.pipe(v.string(), v.trim(), v.nonEmpty());

/**
 * The store's error body (4xx and 5xx): a message, and the fields at fault: field → messages, or, for an order,
 * a list of flags such as 'phone' or 'map'.
 */
export const ErrorBody = v.looseObject({
  message: v.string(),
  success: v.optional(v.literal(false)),
  errors: v.optional(v.union([v.record(v.string(), v.array(v.string())), v.array(v.string())])),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

/** The answer of a form, account or list call: read for a boolean success (docs/behaviour/calls.md). */
export const SuccessAnswer = v.looseObject({ success: v.boolean() });

/** An answer that says no: `success: false`, whatever its status (a 200 with it is a failure too). */
export const isRefusal = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
