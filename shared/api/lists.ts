import { ListAnswer, type ListName } from '../contract/lists.ts';
import { http, versionPath } from './client.ts';

export type { ListName } from '../contract/lists.ts';

/**
 * Adds a product to, or removes it from, the comparison or favourites list (GET, as docs/behaviour/calls.md table
 * says): a toggle, never retried behind the shopper's back; `key`, the same on each send of one click; `look`, when
 * the send looks for what became of one the store did not confirm.
 */
export const changeListItem = (
  list: ListName,
  productId: number | string,
  action: 'push' | 'remove',
  key?: string,
  look = false,
) =>
  http.get(
    versionPath(`${list}/product/${encodeURIComponent(productId)}/${action}`),
    { name: `GET ${list}/product/{id}/${action}`, answer: ListAnswer, budget: 'toggle' },
    { key, look },
  );
