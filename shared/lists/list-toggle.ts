import type { ListName } from '../api/lists.ts';
import { hasProductId } from '../author-errors.ts';
import { toastGenericError } from '../toast.ts';
import type { ConnectLight } from '../runtime/define-light.ts';
import { reflect } from '../runtime/element-host.ts';
import { listen } from '../events.ts';
import { t } from '../i18n/index.ts';
import { toggleList } from './list-actions.ts';
import { hasContent } from '../ui/author-markup.ts';

export interface ListToggleProps {
  productId?: number;
  active?: boolean;
  /** a selector of the enclosing list item that leaves the page once the product is removed */
  item?: string;
}

const LABELS = { compare: 'add_to_compare', favorites: 'add_to_favorites' } as const;
const UPDATES = { compare: 'shop-compare-update', favorites: 'shop-favorites-update' } as const;

/** The compare or favourites toggle: active → a click removes the product, otherwise it adds it (docs/behaviour/states.md). */
export const listToggle =
  (list: ListName): ConnectLight<ListToggleProps> =>
  (host, shadowRoot, initial) => {
    let props = initial;
    let on = Boolean(props.active);
    let busy = false;
    const slot = shadowRoot.querySelector('slot')!;
    /** the default button, only for an empty element: a listing's 96 toggles all hold the author's button */
    let ownButton: HTMLButtonElement | null = null;

    const show = () => {
      reflect(host, 'active', on);
      reflect(host, 'busy', busy);
      // the author's toggle buttons (those with aria-pressed) stay in step; a plain 'remove' button is left alone
      host
        .querySelectorAll('[aria-pressed]')
        .forEach((button) => button.setAttribute('aria-pressed', String(on)));
      ownButton?.setAttribute('aria-pressed', String(on));
      if (busy) ownButton?.setAttribute('aria-busy', 'true');
      else ownButton?.removeAttribute('aria-busy');
    };
    const drawOwnButton = (nodes: ArrayLike<Node>) => {
      const empty = !hasContent(nodes);
      if (empty && !ownButton) {
        ownButton = document.createElement('button');
        ownButton.type = 'button';
        ownButton.className = 'toggle';
        ownButton.setAttribute('part', 'button');
        ownButton.textContent = t(LABELS[list]);
        slot.append(ownButton);
        show();
      } else if (!empty && ownButton) {
        ownButton.remove();
        ownButton = null;
      }
    };
    const onSlotChange = () => drawOwnButton(slot.assignedNodes());

    // a native listener: the author's button is slotted light DOM
    const onClick = async (event: Event) => {
      const onButton = event
        .composedPath()
        .some((node) => node instanceof HTMLElement && node.matches('button, [role=button]'));
      if (!onButton) return;
      event.preventDefault();
      if (busy) return;
      // an id missing or wrong: named in the console for the author, the generic error for the shopper
      if (!hasProductId(host)) {
        toastGenericError(host);
        return;
      }
      if (!props.productId) return;
      busy = true;
      show();
      try {
        on = await toggleList(host, list, props.productId, on);
      } finally {
        busy = false;
        show();
      }
    };

    // every toggle of the same product on the page shows the same state, told at once or once confirmed
    const stopListening = listen(UPDATES[list], (update) => {
      if (String(update.productId) !== String(props.productId)) return;
      on = update.action === 'add';
      show();
      if (!on && props.item) host.closest(props.item)?.remove();
    });
    drawOwnButton(host.childNodes);
    show();
    slot.addEventListener('slotchange', onSlotChange);
    host.addEventListener('click', onClick);
    return {
      update(next) {
        const activeChanged = Boolean(next.active) !== Boolean(props.active);
        props = next;
        if (!activeChanged) return;
        on = Boolean(next.active);
        show();
      },
      disconnect() {
        stopListening();
        slot.removeEventListener('slotchange', onSlotChange);
        host.removeEventListener('click', onClick);
      },
    };
  };
