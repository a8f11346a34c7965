import { phoneDigits } from '../domain/phone.ts';
import { http, postPath } from './client.ts';

/** What login, register and the reset handle read (spec §7 authentication). */
export interface AuthAnswer {
  success: boolean;
  redirect_url?: unknown;
}

const read = (answer: { success?: unknown; redirect_url?: unknown } | null): AuthAnswer => ({
  success: answer?.success === true,
  redirect_url: answer?.redirect_url,
});

/** A copy of the form data whose phone is digits only (spec §5: the register and profile phones). */
export function withPhoneDigits(data: FormData): FormData {
  const copy = new FormData();
  for (const [name, value] of data) {
    copy.append(name, name === 'phone' && typeof value === 'string' ? phoneDigits(value) : value);
  }
  return copy;
}

export const login = async (data: FormData): Promise<AuthAnswer> =>
  read(await http.postForm(postPath('auth/authenticate'), data));

export const register = async (data: FormData): Promise<AuthAnswer> =>
  read(await http.postForm(postPath('auth/register'), withPhoneDigits(data)));

/** Reads success only. */
export const requestPasswordReset = async (data: FormData): Promise<{ success: boolean }> => ({
  success: read(await http.postForm(postPath('auth/password/reset'), data)).success,
});

/** Sends password, password_confirmation and token. */
export const handlePasswordReset = async (data: FormData): Promise<AuthAnswer> =>
  read(await http.postForm(postPath('auth/password/reset/handle'), data));
