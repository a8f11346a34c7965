import { addMessages } from '../../i18n/index.ts';
import ru from '../../i18n/ru.json';

/**
 * The carousel's texts (its arrows, slide counter, slideshow and region), carried once by the carousel family's
 * chunk for every element that shows a carousel: the build leaves only these ids in `ru`
 * (scripts/build/vite-precompile-messages.ts); test/server/messages.test.ts checks the code against the lists.
 */
addMessages(ru, [
  'previous',
  'next',
  'slide_of',
  'slideshow_start',
  'slideshow_stop',
  'carousel',
  'carousel_status',
]);
