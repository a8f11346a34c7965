import { addItem } from './api/cart.ts';
import { getConfig } from './config.ts';
import { emit } from './events.ts';
import { t } from './i18n/index.ts';
import { toastGenericError, toastSuccess } from './toast.ts';

/**
 * Adds a product to the cart for the element `from`: on success the cart is replaced and 'product added to … cart'
 * is shown, on failure the generic error (docs/behaviour/states.md), each event from that element. Resolves true
 * when the product was added.
 */
export async function addToCart(
  from: HTMLElement,
  productId: number | string,
  quantity: number,
): Promise<boolean> {
  try {
    const cart = await addItem(productId, quantity);
    emit('shop-cart-update', cart, from);
    toastSuccess(from, t('product_added_to'), { href: getConfig().cartUrl, text: t('to_cart') });
    return true;
  } catch (error) {
    console.error('[shop-elements] add to cart failed:', error);
    toastGenericError(from);
    return false;
  }
}
