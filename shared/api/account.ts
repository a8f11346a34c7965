import { getConfig } from '../config.ts';
import { SuccessAnswer } from '../contract/common.ts';
import { withPhoneDigits } from './auth.ts';
import { http } from './client.ts';

/** The account calls live under `{apiBase}/auth/account/` (docs/behaviour/calls.md account); each is read for a boolean success. */
const send = (path: string, data: FormData) =>
  http.postForm(`${getConfig().apiBase}/auth/account/${path}`, data, {
    name: `POST auth/account/${path}`,
    answer: SuccessAnswer,
  });

/** The profile form data, with phone as digits only. */
export const updateProfile = (data: FormData) => send('profile/update', withPhoneDigits(data));

/** {password, password_confirmation} */
export const updatePassword = (data: FormData) => {
  const body = new FormData();
  body.append('password', String(data.get('password') ?? ''));
  body.append('password_confirmation', String(data.get('password_confirmation') ?? ''));
  return send('password/update', body);
};

export const updateSubscription = (data: FormData) => send('subscribe/update', data);
