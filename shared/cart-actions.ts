import { addItem, cartNow, fetchCart } from './api/cart.ts';
import { isUnconfirmed, Unconfirmed, type Outcome } from './api/unconfirmed.ts';
import { getConfig } from './config.ts';
import { newIdempotencyKey } from './contract/common.ts';
import type { Cart } from './contract/cart.ts';
import { emit } from './events.ts';
import { t } from './i18n/index.ts';
import { cartAtom, shopStore } from './store.ts';
import { toastGenericError, toastNotConfirmed, toastSuccess } from './toast.ts';

/** How many of a product the cart holds; null while the cart is not known. */
const quantityIn = (cart: Cart | null, productId: number | string) =>
  cart &&
  cart.items.reduce(
    (sum, line) => sum + (String(line.productId) === String(productId) ? line.quantity : 0),
    0,
  );

/** An add the store has not confirmed: its key, what the cart held before it, and what becomes of it. */
interface PendingAdd {
  key: string;
  before: number | null;
  truth: Unconfirmed<Cart>;
}

/** By product and quantity: a click on the same while it is not confirmed sends it again, with its key. */
const pendingAdds = new Map<string, PendingAdd>();

function told(from: HTMLElement, outcome: Outcome<Cart>): boolean {
  if (outcome.done) {
    emit('shop-cart-update', outcome.answer, from);
    toastSuccess(from, t('product_added_to'), { href: getConfig().cartUrl, text: t('to_cart') });
    return true;
  }
  console.error('[shop-elements] add to cart failed:', outcome.error);
  toastGenericError(from);
  return false;
}

/**
 * Whether the add shows in the cart (docs/behaviour/errors.md "Not confirmed yet"): the product's quantity grew by
 * the add's, or, with no cart known before, it is there. The cart read is the page's new cart either way.
 */
function lookInCart(from: HTMLElement, productId: number | string, quantity: number, before: number | null) {
  return async (settled: boolean): Promise<Outcome<Cart> | null> => {
    const cart = await fetchCart({ look: true });
    emit('shop-cart-update', cart, from);
    if ((quantityIn(cart, productId) ?? 0) >= (before ?? 0) + quantity) return { done: true, answer: cart };
    return settled ? { done: false, error: new Error('the product is not in the cart') } : null;
  };
}

/**
 * Adds a product to the cart for the element `from` (docs/behaviour/states.md "Add to cart"): on success the cart is
 * replaced and 'product added to … cart' is shown, on failure the generic error. When the store does not confirm
 * it in time, 'not confirmed yet' is shown and, once the store can tell, what really happened; a click meanwhile
 * sends the same add again with its key, so one click is one line. Resolves true when the product was added.
 */
export async function addToCart(
  from: HTMLElement,
  productId: number | string,
  quantity: number,
): Promise<boolean> {
  const id = `${productId}:${quantity}`;
  const pending = pendingAdds.get(id);
  const key = pending?.key ?? newIdempotencyKey();
  const before = pending ? pending.before : quantityIn(shopStore.get(cartAtom), productId);
  try {
    const cart = await addItem(productId, quantity, key);
    if (!pending) return told(from, { done: true, answer: cart });
    pending.truth.tell({ done: true, answer: cart });
    return true;
  } catch (error) {
    if (pending) {
      if (isUnconfirmed(error)) pending.truth.add(error);
      else pending.truth.tell({ done: false, error });
      return false;
    }
    if (!isUnconfirmed(error)) return told(from, { done: false, error });
    const truth = new Unconfirmed(lookInCart(from, productId, quantity, before));
    pendingAdds.set(id, { key, before, truth });
    toastNotConfirmed(from);
    void truth.told.then(async (outcome) => {
      pendingAdds.delete(id);
      told(from, outcome.done ? { done: true, answer: await cartNow(outcome.answer) } : outcome);
    });
    truth.add(error);
    return false;
  }
}
