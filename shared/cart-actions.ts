import { addItem } from './api/cart.ts';
import { getConfig } from './config.ts';
import { emit } from './events.ts';
import { t } from './i18n/index.ts';
import { toastGenericError, toastSuccess } from './toast.ts';

/**
 * Adds a product to the cart: on success the cart is replaced and 'product added to … cart' is shown,
 * on failure the generic error (docs/behaviour/states.md). Resolves true when the product was added.
 */
export async function addToCart(productId: number | string, quantity: number): Promise<boolean> {
  try {
    const cart = await addItem(productId, quantity);
    emit('shop-cart-update', cart);
    toastSuccess(t('product_added_to'), { href: getConfig().cartUrl, text: t('to_cart') });
    return true;
  } catch (error) {
    console.error('[shop-elements] add to cart failed:', error);
    toastGenericError();
    return false;
  }
}
