import { getConfig } from '../config.ts';
import { SuccessAnswer } from '../contract/common.ts';
import { withPhoneDigits } from './auth.ts';
import { http } from './client.ts';

/** The account calls live under `{apiBase}/auth/account/` (docs/behaviour/calls.md account); each is read for a boolean success. */
const send = (path: string, data: FormData, key?: string) =>
  http.postForm(
    `${getConfig().apiBase}/auth/account/${path}`,
    data,
    { name: `POST auth/account/${path}`, answer: SuccessAnswer },
    { key },
  );

/** The profile form data, with phone as digits only; `key`, the submission's Idempotency-Key. */
export const updateProfile = (data: FormData, key?: string) =>
  send('profile/update', withPhoneDigits(data), key);

/** {password, password_confirmation} */
export const updatePassword = (data: FormData, key?: string) => {
  const body = new FormData();
  body.append('password', String(data.get('password') ?? ''));
  body.append('password_confirmation', String(data.get('password_confirmation') ?? ''));
  return send('password/update', body, key);
};

export const updateSubscription = (data: FormData, key?: string) => send('subscribe/update', data, key);
