import type { HostProps } from '../../shared/runtime/define.tsx';
import { cartItemCount } from '../../shared/domain/cart.ts';
import { t } from '../../shared/i18n/index.ts';
import { cartAtom, cartUnknownAtom, useShopValue } from '../../shared/store.ts';
import { useReflect } from '../../shared/ui/hooks.ts';

/** The header cart counter: the sum of the line quantities. */
export function CartCount({ host }: HostProps) {
  const cart = useShopValue(cartAtom);
  const count = cart ? cartItemCount(cart) : null;
  useReflect(host, 'data-counter', count);
  useReflect(host, 'state', useShopValue(cartUnknownAtom) ? 'unknown' : null);
  // until the cart arrives, the number the server rendered stays on screen; unknown is never a 0
  if (count === null) return <slot />;
  return (
    <span part="count" className="count" title={t('cart_count_label', { count })}>
      {count}
    </span>
  );
}
