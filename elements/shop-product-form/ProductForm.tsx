import { useLayoutEffect, useRef, useState } from 'react';
import { authorError, hasProductId } from '../../shared/author-errors.ts';
import { toastGenericError } from '../../shared/toast.ts';
import { addToCart } from '../../shared/cart-actions.ts';
import type { HostProps } from '../../shared/runtime/define.tsx';
import type { ElementProps } from '../../shared/runtime/props.ts';
import type { Attributes } from './shop-product-form.ts';
import { productTotal, readQuantity, readUnitPrice, stepQuantity } from '../../shared/domain/quantity.ts';
import { formatMoney, t } from '../../shared/i18n/index.ts';
import { busyMark } from '../../shared/ui/busy-mark.ts';
import { useReflect } from '../../shared/ui/hooks.ts';
import { requirePart } from '../../shared/ui/author-markup.ts';

type ProductFormProps = ElementProps<Attributes> & HostProps;

const quantityInput = (host: HTMLElement) => host.querySelector<HTMLInputElement>('input[name=quantity]');

/**
 * The product page's cart form (docs/behaviour/product.md, docs/behaviour/states.md, docs/behaviour/validation.md): the author's form with product_id, a quantity field and
 * [data-step] buttons; minimum 1, an invalid quantity reads as 1, the [data-total] shows unit price × quantity.
 */
export function ProductForm({ host, productId, price }: ProductFormProps) {
  const [quantity, setQuantity] = useState(() => readQuantity(quantityInput(host)?.value));
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const latest = useRef(quantity);
  latest.current = quantity;

  const unitPrice =
    typeof price === 'number' && Number.isFinite(price)
      ? price
      : readUnitPrice(host.querySelector<HTMLElement>('[data-unit-price]')?.dataset.unitPrice);

  useReflect(host, 'busy', busy);
  useReflect(host, 'quantity', quantity);

  // the progress mark beside the form's button while the add runs, the one <shop-add-to-cart> shows
  useLayoutEffect(() => {
    if (!busy) return;
    const mark = host.shadowRoot!.appendChild(busyMark(t('adding_to_cart')));
    return () => mark.remove();
  }, [host, busy]);

  // the author's markup shows the state: the field, the minus button at the floor, the total
  useLayoutEffect(() => {
    const input = quantityInput(host);
    if (input && document.activeElement !== input) input.value = String(quantity);
    host.querySelectorAll<HTMLElement>('[data-step]').forEach((button) => {
      if (Number(button.dataset.step) < 0) button.setAttribute('aria-disabled', String(quantity <= 1));
    });
    const total = host.querySelector<HTMLElement>('[data-total]');
    if (total && unitPrice !== null)
      total.textContent = formatMoney(productTotal(unitPrice, quantity), 'catalog');
  }, [host, quantity, unitPrice]);

  // native listeners: React does not see events on the author's slotted form
  useLayoutEffect(() => {
    requirePart(host, 'form', 'a <form>');
    const onClick = (event: Event) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-step]');
      if (!button || !host.contains(button)) return;
      event.preventDefault();
      setQuantity((current) => stepQuantity(current, Number(button.dataset.step) < 0 ? -1 : 1));
    };
    const onInput = (event: Event) => {
      const input = event.target as HTMLInputElement;
      if (input.name === 'quantity') setQuantity(readQuantity(input.value));
    };
    const onChange = (event: Event) => {
      const input = event.target as HTMLInputElement;
      if (input.name === 'quantity') input.value = String(readQuantity(input.value));
    };
    const onSubmit = async (event: Event) => {
      const form = event.target as HTMLFormElement;
      event.preventDefault();
      if (running.current) return;
      const data = new FormData(form);
      const id = Number(data.get('product_id') ?? productId) || productId;
      const count = readQuantity(data.get('quantity') ?? latest.current);
      const input = quantityInput(host);
      if (input) input.value = String(count);
      setQuantity(count);
      if (!id) {
        // named in the console for the author, the generic error for the shopper
        if (hasProductId(host)) authorError('SHOP_MISSING_PRODUCT_ID', host, 'form');
        toastGenericError(host);
        return;
      }
      running.current = true;
      setBusy(true);
      // aria-disabled, not disabled: a disabled button drops the keyboard focus to <body>
      const submits = form.querySelectorAll<HTMLButtonElement>('button[type=submit], button:not([type])');
      submits.forEach((button) => button.setAttribute('aria-disabled', 'true'));
      try {
        await addToCart(host, id, count);
      } finally {
        submits.forEach((button) => button.removeAttribute('aria-disabled'));
        running.current = false;
        setBusy(false);
      }
    };
    host.addEventListener('click', onClick);
    host.addEventListener('input', onInput);
    host.addEventListener('change', onChange);
    host.addEventListener('submit', onSubmit);
    return () => {
      host.removeEventListener('click', onClick);
      host.removeEventListener('input', onInput);
      host.removeEventListener('change', onChange);
      host.removeEventListener('submit', onSubmit);
    };
  }, [host, productId]);

  return <slot />;
}
