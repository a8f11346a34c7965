import { hasProductId } from '../../shared/author-errors.ts';
import { addToCart as addToCartCall } from '../../shared/cart-actions.ts';
import type { ConnectLight } from '../../shared/runtime/define-light.ts';
import { reflect } from '../../shared/runtime/element-host.ts';
import type { ElementProps } from '../../shared/runtime/props.ts';
import type { Attributes } from './shop-add-to-cart.ts';
import { t } from '../../shared/i18n/index.ts';
import { toastGenericError } from '../../shared/toast.ts';
import { busyMark } from '../../shared/ui/busy-mark.ts';

type AddToCartProps = ElementProps<Attributes>;

/**
 * A listing button: a click adds the product with quantity 1; a click while busy sends nothing. The button
 * is marked with aria-disabled, never disabled, so the keyboard focus stays on it.
 */
export const addToCart: ConnectLight<AddToCartProps> = (host, shadowRoot, initial) => {
  let props = initial;
  let mark: HTMLElement | null = null;
  const button = () => host.querySelector<HTMLElement>('button, [role=button]') ?? host;
  const ariaDisabled = (disabled = false) =>
    disabled ? button().setAttribute('aria-disabled', 'true') : button().removeAttribute('aria-disabled');
  const showBusy = (busy: boolean) => {
    reflect(host, 'busy', busy);
    if (busy) button().setAttribute('aria-busy', 'true');
    else button().removeAttribute('aria-busy');
    ariaDisabled(busy);
    mark?.remove();
    mark = busy ? shadowRoot.appendChild(busyMark(t('adding_to_cart'))) : null;
  };

  const onClick = async (event: Event) => {
    if (!(event.target as Element | null)?.closest?.('button, [role=button], a')) return;
    event.preventDefault();
    // the author marked the product as not for sale: the add fails here, without a call (docs/behaviour/errors.md)
    if (props.outOfStock) {
      toastGenericError(host);
      return;
    }
    if (mark) return;
    // an id missing or wrong: named in the console for the author, the generic error for the shopper
    if (!hasProductId(host)) {
      toastGenericError(host);
      return;
    }
    if (!props.productId) return;
    showBusy(true);
    try {
      await addToCartCall(host, props.productId, 1);
    } finally {
      showBusy(false);
    }
  };

  if (props.outOfStock) ariaDisabled(true);
  host.addEventListener('click', onClick);
  return {
    update(next) {
      if (Boolean(next.outOfStock) !== Boolean(props.outOfStock)) ariaDisabled(next.outOfStock);
      props = next;
    },
    disconnect() {
      host.removeEventListener('click', onClick);
      if (props.outOfStock) ariaDisabled(false);
    },
  };
};
