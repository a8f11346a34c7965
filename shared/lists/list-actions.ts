import { changeListItem, type ListName } from '../api/lists.ts';
import { isUnconfirmed, Unconfirmed, type Outcome } from '../api/unconfirmed.ts';
import { getConfig } from '../config.ts';
import { newIdempotencyKey } from '../contract/common.ts';
import type { ListAnswer } from '../contract/lists.ts';
import { emit } from '../events.ts';
import { t } from '../i18n/index.ts';
import { toastGenericError, toastNotConfirmed, toastSuccess } from '../toast.ts';

export type ListAction = 'add' | 'remove';

const MESSAGES = {
  compare: { add: 'compare_added', remove: 'compare_removed', link: 'to_compare' },
  favorites: { add: 'favorites_added', remove: 'favorites_removed', link: 'to_favorites' },
} as const;

/** The changes the store has not confirmed, by list, product and action: a click meanwhile sends it again. */
const pending = new Map<string, { key: string; truth: Unconfirmed<ListAnswer> }>();

/** What became of a change, said once: the update (with the list's size when the store gives it) and the message. */
function told(
  from: HTMLElement,
  list: ListName,
  productId: number | string,
  action: ListAction,
  outcome: Outcome<ListAnswer>,
): boolean {
  if (!outcome.done) {
    console.error(`[shop-elements] ${list} ${action} failed:`, outcome.error);
    toastGenericError(from);
    return false;
  }
  const count = outcome.answer?.count;
  const update = { productId, action, ...(count === undefined ? {} : { count }) };
  emit(list === 'compare' ? 'shop-compare-update' : 'shop-favorites-update', update, from);
  const texts = MESSAGES[list];
  const href = list === 'compare' ? getConfig().compareUrl : getConfig().wishlistUrl;
  if (action === 'add') toastSuccess(from, t(texts.add), { href, text: t(texts.link) });
  else toastSuccess(from, t(texts.remove));
  return true;
}

/**
 * Adds a product to, or removes it from, the comparison or favourites list (docs/behaviour/states.md,
 * docs/behaviour/calls.md): on success the list's update event moves the header counters and the
 * docs/behaviour/errors.md message shows (the add message links to the list); on failure the generic error, each
 * event from the element `from`. A change the store does not confirm in time is 'not confirmed yet' until the
 * store answers again; it is then sent again with its key, which tells what is true (adding a product a list has,
 * or removing one it has not, changes nothing). Resolves true when the server took the change.
 */
export async function changeList(
  from: HTMLElement,
  list: ListName,
  productId: number | string,
  action: ListAction,
) {
  const id = `${list}:${productId}:${action}`;
  const waiting = pending.get(id);
  const key = waiting?.key ?? newIdempotencyKey();
  const change = action === 'add' ? 'push' : 'remove';
  const send = (look = false) => changeListItem(list, productId, change, key, look);
  // a late answer's size is the list's as it was then (another tab may have changed it since): the same change sent
  // as a new one changes nothing and answers the size now
  const listNow = (then: ListAnswer): Promise<Outcome<ListAnswer>> =>
    changeListItem(list, productId, change, newIdempotencyKey()).then(
      (answer) => ({ done: true, answer }),
      () => ({ done: true, answer: then }),
    );
  try {
    const answer = await send();
    if (!waiting) return told(from, list, productId, action, { done: true, answer });
    waiting.truth.tell({ done: true, answer });
    return true;
  } catch (error) {
    if (waiting) {
      if (isUnconfirmed(error)) waiting.truth.add(error);
      else waiting.truth.tell({ done: false, error });
      return false;
    }
    if (!isUnconfirmed(error)) return told(from, list, productId, action, { done: false, error });
    const truth = new Unconfirmed<ListAnswer>(async () => {
      try {
        return { done: true, answer: await send(true) };
      } catch (failed) {
        return isUnconfirmed(failed) ? null : { done: false, error: failed };
      }
    });
    pending.set(id, { key, truth });
    toastNotConfirmed(from);
    void truth.told.then(async (outcome) => {
      pending.delete(id);
      told(from, list, productId, action, outcome.done ? await listNow(outcome.answer) : outcome);
    });
    truth.add(error);
    return false;
  }
}

/** Active → remove, otherwise add; resolves the new active state (unchanged after a failure or while unconfirmed). */
export async function toggleList(
  from: HTMLElement,
  list: ListName,
  productId: number | string,
  active: boolean,
) {
  const changed = await changeList(from, list, productId, active ? 'remove' : 'add');
  return changed ? !active : active;
}
