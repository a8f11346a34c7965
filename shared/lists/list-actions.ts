import { changeListItem, type ListName } from '../api/lists.ts';
import { getConfig } from '../config.ts';
import { emit } from '../events.ts';
import { t } from '../i18n/index.ts';
import { toastGenericError, toastSuccess } from '../toast.ts';

export type ListAction = 'add' | 'remove';

const MESSAGES = {
  compare: { add: 'compare_added', remove: 'compare_removed', link: 'to_compare' },
  favorites: { add: 'favorites_added', remove: 'favorites_removed', link: 'to_favorites' },
} as const;

/**
 * Adds a product to, or removes it from, the comparison or favourites list (docs/behaviour/states.md, docs/behaviour/calls.md): on success the
 * list's update event moves the header counters and the docs/behaviour/errors.md message shows (the add message links to the list);
 * on failure the generic error, each event from the element `from`. Resolves true when the server took the change. A
 * write is never retried.
 */
export async function changeList(
  from: HTMLElement,
  list: ListName,
  productId: number | string,
  action: ListAction,
) {
  try {
    await changeListItem(list, productId, action === 'add' ? 'push' : 'remove');
  } catch (error) {
    console.error(`[shop-elements] ${list} ${action} failed:`, error);
    toastGenericError(from);
    return false;
  }
  emit(list === 'compare' ? 'shop-compare-update' : 'shop-favorites-update', { productId, action }, from);
  const texts = MESSAGES[list];
  const href = list === 'compare' ? getConfig().compareUrl : getConfig().wishlistUrl;
  if (action === 'add') toastSuccess(from, t(texts.add), { href, text: t(texts.link) });
  else toastSuccess(from, t(texts.remove));
  return true;
}

/** Active → remove, otherwise add; resolves the new active state (unchanged after a failure). */
export async function toggleList(
  from: HTMLElement,
  list: ListName,
  productId: number | string,
  active: boolean,
) {
  const changed = await changeList(from, list, productId, active ? 'remove' : 'add');
  return changed ? !active : active;
}
