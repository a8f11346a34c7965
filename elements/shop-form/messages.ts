import { addMessages } from '../../shared/i18n/index.ts';
import ru from '../../shared/i18n/ru.json';

/**
 * The texts <shop-form> shows beyond the runtime's, carried by its chunk: the build leaves only these ids in `ru`
 * (scripts/build/vite-precompile-messages.ts); test/server/messages.test.ts checks the code against the list.
 */
addMessages(ru, [
  'failed_request',
  'phone',
  'sending',
  'request_sent',
  'confirm_the_captcha',
  'captcha_failed',
  'password_mismatch',
  'password_short',
  'password_changed',
  'account_updated',
  'subscription_updated',
  'reset_sent',
  'reset_not_found',
  'new_password_set',
  'field_required',
  'field_invalid',
  'field_invalid_phone',
  'field_invalid_email',
  'email',
  'login',
  'register',
]);
