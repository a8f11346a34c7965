import { addMessages } from '../../shared/i18n/index.ts';
import ru from '../../shared/i18n/ru.json';

/**
 * The texts <shop-compare-toggle> and <shop-favorite-toggle> (the same component) show beyond the runtime's,
 * carried by their chunk: the build leaves only these ids in `ru` (scripts/build/vite-precompile-messages.ts);
 * test/server/messages.test.ts checks the code against the list.
 */
addMessages(ru, [
  'compare_added',
  'compare_removed',
  'to_compare',
  'favorites_added',
  'favorites_removed',
  'to_favorites',
  'add_to_compare',
  'add_to_favorites',
]);
