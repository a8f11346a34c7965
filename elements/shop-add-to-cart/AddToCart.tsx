import { useEffect, useRef, useState } from 'react';
import { addToCart } from '../../shared/cart-actions.ts';
import type { HostProps } from '../../shared/define.tsx';
import { t } from '../../shared/i18n/index.ts';
import { toastGenericError } from '../../shared/toast.ts';
import { useReflect } from '../../shared/ui/hooks.ts';
import { BusyMark } from '../../shared/ui/Spinner.tsx';

interface AddToCartProps extends HostProps {
  productId?: number;
  outOfStock?: boolean;
}

/**
 * A listing button: a click adds the product with quantity 1; a click while busy sends nothing. The button
 * is marked with aria-disabled, never disabled, so the keyboard focus stays on it.
 */
export function AddToCart({ host, productId, outOfStock = false }: AddToCartProps) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  useReflect(host, 'busy', busy);

  useEffect(() => {
    const button = () => host.querySelector<HTMLElement>('button, [role=button]') ?? host;
    if (outOfStock) button().setAttribute('aria-disabled', 'true');
    const onClick = async (event: Event) => {
      if (!(event.target as Element | null)?.closest?.('button, [role=button], a')) return;
      event.preventDefault();
      // the author marked the product as not for sale: the add fails here, without a call (spec §8)
      if (outOfStock) {
        toastGenericError();
        return;
      }
      if (running.current || !productId) return;
      running.current = true;
      setBusy(true);
      button().setAttribute('aria-busy', 'true');
      button().setAttribute('aria-disabled', 'true');
      try {
        await addToCart(productId, 1);
      } finally {
        running.current = false;
        setBusy(false);
        button().removeAttribute('aria-busy');
        button().removeAttribute('aria-disabled');
      }
    };
    host.addEventListener('click', onClick);
    return () => {
      host.removeEventListener('click', onClick);
      if (outOfStock) button().removeAttribute('aria-disabled');
    };
  }, [host, productId, outOfStock]);

  return (
    <>
      <slot />
      {busy ? <BusyMark label={t('adding_to_cart')} /> : null}
    </>
  );
}
