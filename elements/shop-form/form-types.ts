import { updatePassword, updateProfile, updateSubscription } from '../../shared/api/account.ts';
import { handlePasswordReset, login, register, requestPasswordReset } from '../../shared/api/auth.ts';
import { ENQUIRY_TYPES, isEnquiryType, submitEnquiry, type EnquiryType } from '../../shared/api/forms.ts';
import type { MessageKey } from '../../shared/i18n/index.ts';

export type AccountType = 'profile' | 'password' | 'subscription';
export type AuthType = 'login' | 'register' | 'password-reset' | 'password-reset-handle';
export type FormType = EnquiryType | AccountType | AuthType;

export const ACCOUNT_SUCCESS: Record<AccountType, MessageKey> = {
  profile: 'account_updated',
  password: 'password_changed',
  subscription: 'subscription_updated',
};

const ACCOUNT_CALLS = { profile: updateProfile, password: updatePassword, subscription: updateSubscription };

/** The types whose passwords are checked before anything is sent (docs/behaviour/validation.md). */
export const CHECKS_PASSWORD: readonly FormType[] = ['password', 'register', 'password-reset-handle'];

/** The types that empty the form after a success (nothing left to send twice; passwords not left on screen). */
export const RESETS_ON_SUCCESS: readonly FormType[] = ['password', 'password-reset'];

const AUTH_TYPES: readonly AuthType[] = ['login', 'register', 'password-reset', 'password-reset-handle'];

/** Every `type` a `<shop-form>` may have, as the author's mistakes name them. */
export const FORM_TYPES: readonly FormType[] = [
  ...ENQUIRY_TYPES,
  ...(Object.keys(ACCOUNT_CALLS) as AccountType[]),
  ...AUTH_TYPES,
];

export const isAccountType = (type: string): type is AccountType => type in ACCOUNT_CALLS;
export const isFormType = (type: unknown): type is FormType => FORM_TYPES.includes(type as FormType);

/**
 * One call per type, as docs/behaviour/calls.md tables give them; each answer is reduced to success and
 * redirect_url. `key`: the submission's Idempotency-Key, the same when it is sent again.
 */
export async function sendForm(
  type: FormType,
  data: FormData,
  key: string,
): Promise<{ success: boolean; redirect_url?: unknown }> {
  if (isEnquiryType(type)) return submitEnquiry(type, data, key);
  if (isAccountType(type)) return ACCOUNT_CALLS[type](data, key);
  switch (type) {
    case 'login':
      return login(data, key);
    case 'register':
      return register(data, key);
    case 'password-reset':
      return requestPasswordReset(data, key);
    case 'password-reset-handle':
      return handlePasswordReset(data, key);
  }
}
