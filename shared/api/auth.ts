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

const auth = (path: string, data: FormData) =>
  http.postForm(postPath(path), data, { name: `POST ${path}`, answer: AuthAnswer });

/** Each resolves with the store's `success: true` answer and rejects otherwise (docs/behaviour/calls.md authentication). */
export const login = (data: FormData) => auth('auth/authenticate', data);

export const register = (data: FormData) => auth('auth/register', withPhoneDigits(data));

/** Reads success only. */
export const requestPasswordReset = (data: FormData) =>
  http.postForm(postPath('auth/password/reset'), data, {
    name: 'POST auth/password/reset',
    answer: SuccessAnswer,
  });

/** Sends password, password_confirmation and token. */
export const handlePasswordReset = (data: FormData) => auth('auth/password/reset/handle', data);
