import { addMessages } from '../../shared/i18n/index.ts';
import ru from '../../shared/i18n/ru.json';

/**
 * The texts <shop-notify-available> shows beyond the runtime's, carried by its chunk: the build leaves only these ids in `ru`
 * (scripts/build/vite-precompile-messages.ts); test/server/messages.test.ts checks the code against the list.
 */
addMessages(ru, [
  'close',
  'request_price',
  'cost',
  'notify_available',
  'request_price_title',
  'name',
  'phone',
  'message',
  'comment_placeholder',
  'privacy_policy_agreement',
  'sending',
  'request_sent',
  'captcha_failed',
]);
