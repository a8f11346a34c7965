import { getConfig } from '../config.ts';
import { withPhoneDigits } from './auth.ts';
import { http } from './client.ts';

/** The account calls live under `{apiBase}/auth/account/` (spec §7 account); each is read for a boolean success. */
const accountPath = (path: string) => `${getConfig().apiBase}/auth/account/${path}`;

const send = async (path: string, data: FormData): Promise<{ success: boolean }> => {
  const answer = await http.postForm<{ success?: unknown } | null>(accountPath(path), data);
  return { success: answer?.success === true };
};

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
