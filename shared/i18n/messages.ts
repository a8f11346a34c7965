import type { MessageKey } from './index.ts';
import ru from './ru.json';

/**
 * The texts the runtime chunk itself carries, for the code every page runs: the error toast and every write's 'not
 * confirmed yet' (docs/behaviour/errors.md), the cart actions' toast and the spinner's label. `sum`, `map`, `search`
 * and `send` are here because the runtime's code says those words (a cart total type, a config section, two kinds
 * of call budget) and test/server/messages.test.ts counts every quoted id; four short texts.
 * Each element's texts travel with its chunk (elements/shop-x/messages.ts). The build leaves only these ids in the
 * `ru` imported here (scripts/build/vite-precompile-messages.ts).
 */
export const runtimeMessages = {
  ru,
  ids: [
    'generic_error',
    'not_confirmed',
    'loading',
    'product_added_to',
    'to_cart',
    'sum',
    'map',
    'search',
    'send',
  ] as const satisfies readonly MessageKey[],
};
