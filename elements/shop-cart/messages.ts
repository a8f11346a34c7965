import { addMessages } from '../../shared/i18n/index.ts';
import ru from '../../shared/i18n/ru.json';

/**
 * The texts <shop-cart> shows beyond the runtime's, carried by its chunk: the build leaves only these ids in `ru`
 * (scripts/build/vite-precompile-messages.ts); test/server/messages.test.ts checks the code against the list.
 */
addMessages(ru, [
  'failed_request',
  'your_order',
  'total',
  'place_an_order',
  'empty_cart',
  'empty_cart_hint',
  'continue',
  'to_favorite',
  'delete',
  'delete_line',
  'per_item',
  'quantity',
  'quantity_of',
  'decrease',
  'increase',
  'line_total',
  'cart_lines',
  'cart_updated',
  'compare_added',
  'compare_removed',
  'to_compare',
  'favorites_added',
  'favorites_removed',
  'to_favorites',
  'retry',
]);
