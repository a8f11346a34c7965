import { authorError, hasProductId } from '../../shared/author-errors.ts';
import { addToCart as addToCartCall } from '../../shared/cart-actions.ts';
import type { ConnectLight } from '../../shared/runtime/define-light.ts';
import { reflect } from '../../shared/runtime/element-host.ts';
import type { ElementProps } from '../../shared/runtime/props.ts';
import type { Attributes } from './shop-add-to-cart.ts';
import { t } from '../../shared/i18n/index.ts';
import { toastGenericError } from '../../shared/toast.ts';
import { busyMark } from '../../shared/ui/busy-mark.ts';

type AddToCartProps = ElementProps<Attributes>;

/** What the author's markup may hold as the button; a click elsewhere in the element (its price, say) adds nothing. */
const CONTROL = 'button, [role=button], a, input[type=button], input[type=submit]';

/**
 * A listing button: a click adds the product with quantity 1; a click while busy sends nothing. The button
 * is marked with aria-disabled, never disabled, so the keyboard focus stays on it. Markup without a button is named
 * for the author (SHOP_NO_BUTTON), and the element itself is the button, so no shopper meets a dead control.
 */
export const addToCart: ConnectLight<AddToCartProps> = (host, shadowRoot, initial) => {
  let props = initial;
  let mark: HTMLElement | null = null;
  const button = () => host.querySelector<HTMLElement>(CONTROL) ?? host;
  // a task later: a framework may append the element before its button
  let undoButton: (() => void) | null = null;
  const judged = setTimeout(() => (undoButton = hostAsButton(host)));
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
    const target = event.target as Element | null;
    if (!target?.closest?.(CONTROL) && host.querySelector(CONTROL)) return;
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
      clearTimeout(judged);
      undoButton?.();
    },
  };
};

/**
 * Makes an element whose markup has no button one itself (role, focus, Enter and Space, as the WAI-ARIA button
 * pattern asks) until a button comes into it, and names the markup for the author; returns the undoing.
 */
function hostAsButton(host: HTMLElement): (() => void) | null {
  if (!host.isConnected || host.matches('[role=button]') || host.querySelector(CONTROL)) return null;
  const added = ['role', 'tabindex'].filter((name) => !host.hasAttribute(name));
  if (added.includes('role')) host.setAttribute('role', 'button');
  if (added.includes('tabindex')) host.tabIndex = 0;
  // named as it is now, the button, whether the messages' code is here yet or comes later
  authorError('SHOP_NO_BUTTON', host);
  const onKey = (event: KeyboardEvent) => {
    if (event.target !== host || event.repeat) return;
    if (event.type === 'keydown' && event.key === ' ') event.preventDefault(); // no scroll; Space acts on its release
    const acts = event.type === 'keydown' ? event.key === 'Enter' : event.key === ' ';
    if (acts) host.click();
  };
  host.addEventListener('keydown', onKey);
  host.addEventListener('keyup', onKey);
  const undo = () => {
    watch.disconnect();
    host.removeEventListener('keydown', onKey);
    host.removeEventListener('keyup', onKey);
    for (const name of added) host.removeAttribute(name);
  };
  const watch = new MutationObserver(() => host.querySelector(CONTROL) && undo());
  watch.observe(host, { childList: true, subtree: true });
  return undo;
}
