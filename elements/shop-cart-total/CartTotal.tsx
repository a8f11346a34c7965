import type { HostProps } from '../../shared/runtime/define.tsx';
import { cartTotal } from '../../shared/domain/cart.ts';
import { formatMoney, t } from '../../shared/i18n/index.ts';
import { cartAtom, cartUnknownAtom, useShopValue } from '../../shared/store.ts';
import { useReflect } from '../../shared/ui/hooks.ts';

/** The header cart sum, in the cart's money reading (0–2 fraction digits). */
export function CartTotal({ host }: HostProps) {
  const cart = useShopValue(cartAtom);
  const sum = cart ? formatMoney(cartTotal(cart, 'sum'), 'cart') : null;
  useReflect(host, 'data-cart-total', sum);
  // the cart could not be loaded: the server's sum stays, marked, never a 0
  useReflect(host, 'state', useShopValue(cartUnknownAtom) ? 'unknown' : null);
  if (sum === null) return <slot />;
  return (
    <span part="total" className="count" title={t('cart_total_label', { sum })}>
      {sum}
    </span>
  );
}
