import { addMessages } from '../../shared/i18n/index.ts';
import ru from '../../shared/i18n/ru.json';

/**
 * The texts <shop-montazh-form> shows beyond the runtime's, carried by its chunk: the build leaves only these ids in `ru`
 * (scripts/build/vite-precompile-messages.ts); test/server/messages.test.ts checks the code against the list.
 */
addMessages(ru, [
  'name',
  'phone',
  'message',
  'sending',
  'request_sent',
  'field_empty',
  'field_required',
  'field_invalid',
  'field_invalid_phone',
  'field_invalid_email',
  'email',
]);
