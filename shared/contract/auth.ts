import * as v from 'valibot';

/**
 * The answer of sign-in, registration and the reset handle (docs/behaviour/calls.md): read for `success` and `redirect_url`,
 * which the elements follow only within the shop's own origin. Their forms are in requests.ts.
 */

export const AuthAnswer = v.looseObject({ success: v.boolean(), redirect_url: v.optional(v.string()) });
export type AuthAnswer = v.InferOutput<typeof AuthAnswer>;
