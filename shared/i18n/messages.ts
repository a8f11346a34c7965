import type { MessageKey } from './index.ts';
import ru from './ru.json';

/**
 * The texts the runtime chunk itself carries, for the code every page runs: the error toast (spec §8), the
 * cart actions' toast, the spinner, and the ids the store and the config name (test/server/messages.test.ts
 * reads the code the loader starts). Each element's texts travel with its chunk (elements/shop-x/messages.ts).
 * The build leaves only these ids in the `ru` imported here (scripts/vite-precompile-messages.ts).
 */
export const runtimeMessages = {
  ru,
  ids: [
    'generic_error',
    'loading',
    'product_added_to',
    'to_cart',
    'sum',
    'map',
  ] as const satisfies readonly MessageKey[],
};
