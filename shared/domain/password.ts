import * as v from 'valibot';
import { NewPassword } from '../contract/people.ts';

export { MIN_PASSWORD_LENGTH } from '../contract/people.ts';

export type PasswordProblem = 'password_mismatch' | 'password_short';

/**
 * The client-side password rules of docs/behaviour/validation.md (shared/contract/people.ts), in their order: the confirmation must
 * match first, then the password must have at least 8 characters. Returns the first problem's message key, or
 * null.
 */
export function passwordProblem(password: string, confirmation: string): PasswordProblem | null {
  const checked = v.safeParse(NewPassword, { password, password_confirmation: confirmation });
  return checked.success ? null : (checked.issues[0].message as PasswordProblem);
}
