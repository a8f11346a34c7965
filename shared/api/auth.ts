import { AuthAnswer } from '../contract/auth.ts';
import { SuccessAnswer } from '../contract/common.ts';
import { phoneDigits } from '../domain/phone.ts';
import { http, postPath } from './client.ts';

export type { AuthAnswer } from '../contract/auth.ts';

/** A copy of the form data whose phone is digits only (docs/behaviour/validation.md: the register and profile phones). */
export function withPhoneDigits(data: FormData): FormData {
  const copy = new FormData();
  for (const [name, value] of data) {
    copy.append(name, name === 'phone' && typeof value === 'string' ? phoneDigits(value) : value);
  }
  return copy;
}

const auth = (path: string, data: FormData, key?: string) =>
  http.postForm(postPath(path), data, { name: `POST ${path}`, answer: AuthAnswer }, { key });

/**
 * Each resolves with the store's `success: true` answer and rejects otherwise (docs/behaviour/calls.md
 * authentication); `key`, the submission's Idempotency-Key.
 */
export const login = (data: FormData, key?: string) => auth('auth/authenticate', data, key);

export const register = (data: FormData, key?: string) => auth('auth/register', withPhoneDigits(data), key);

/** Reads success only. */
export const requestPasswordReset = (data: FormData, key?: string) =>
  http.postForm(
    postPath('auth/password/reset'),
    data,
    { name: 'POST auth/password/reset', answer: SuccessAnswer },
    { key },
  );

/** Sends password, password_confirmation and token. */
export const handlePasswordReset = (data: FormData, key?: string) =>
  auth('auth/password/reset/handle', data, key);
