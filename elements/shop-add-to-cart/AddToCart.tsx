import { useEffect, useRef, useState } from 'react';
import { addToCart } from '../../shared/cart-actions.ts';
import type { HostProps } from '../../shared/define.tsx';
import { t } from '../../shared/i18n/index.ts';
import { useReflect } from '../../shared/ui/hooks.ts';
import { BusyMark } from '../../shared/ui/Spinner.tsx';

interface AddToCartProps extends HostProps {
  productId?: number;
}

/** A listing button: a click adds the product with quantity 1; a click while busy sends nothing. */
export function AddToCart({ host, productId }: AddToCartProps) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  useReflect(host, 'busy', busy);

  useEffect(() => {
    const button = () => host.querySelector<HTMLElement>('button, [role=button]') ?? host;
    const onClick = async (event: Event) => {
      if (!(event.target as Element | null)?.closest?.('button, [role=button], a')) return;
      event.preventDefault();
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
    return () => host.removeEventListener('click', onClick);
  }, [host, productId]);

  return (
    <>
      <slot />
      {busy ? <BusyMark label={t('adding_to_cart')} /> : null}
    </>
  );
}
