/** Spec §9: the minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

export type PasswordProblem = 'password_mismatch' | 'password_short';

/**
 * The client-side password rules of spec §5, in their order: the confirmation must match first, then the
 * password must have at least 8 characters. Returns the first problem (its message key), or null.
 */
export function passwordProblem(password: string, confirmation: string): PasswordProblem | null {
  if (password !== confirmation) return 'password_mismatch';
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'password_short';
  return null;
}
