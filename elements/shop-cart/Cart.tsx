import { useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { fetchCart, updateQuantity } from '../../shared/api/cart.ts';
import type { Cart as CartData, CartLine } from '../../shared/contract/cart.ts';
import { getConfig } from '../../shared/config.ts';
import type { HostProps } from '../../shared/runtime/define.tsx';
import type { ElementProps } from '../../shared/runtime/props.ts';
import type { Attributes } from './shop-cart.ts';
import { cartTotal } from '../../shared/domain/cart.ts';
import { safeUrl, siteUrl } from '../../shared/domain/safe-url.ts';
import { emit } from '../../shared/events.ts';
import { formatMoney, t } from '../../shared/i18n/index.ts';
import { changeList } from '../../shared/lists/list-actions.ts';
import { reachGoal } from '../../shared/services/analytics.ts';
import { cartAtom, cartStatusAtom, cartUnknownAtom, useShopValue } from '../../shared/store.ts';
import { toastGenericError, toastNotConfirmed, toastSuccess } from '../../shared/toast.ts';
import { useReflect } from '../../shared/ui/hooks.ts';
import { Quantity } from '../../shared/ui/Quantity.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { useKeptFocus } from './keep-focus.ts';
import { QuantitySync } from './quantity-sync.ts';

type CartProps = ElementProps<Attributes> & HostProps;

/** The cart page (docs/behaviour/cart.md): lines with quantity controls, the 'your order' box, or the empty state. */
export function Cart({ host, checkoutUrl }: CartProps) {
  const cart = useShopValue(cartAtom);
  const status = useShopValue(cartStatusAtom);
  const [, refresh] = useReducer((n: number) => n + 1, 0);

  const sync = useMemo(
    () =>
      new QuantitySync(updateQuantity, fetchCart, {
        onCart: (next) => emit('shop-cart-update', next, host),
        onFailure: (error) => {
          console.error('[shop-elements] cart line update failed:', error);
          toastGenericError(host); // the shopper learns the change did not happen (not only the console)
          // re-sync so the screen never shows a quantity the server does not have
          fetchCart().then(
            (fresh) => emit('shop-cart-update', fresh, host),
            (reload) => console.error('[shop-elements] the cart could not be reloaded:', reload),
          );
        },
        onChange: refresh,
        // docs/behaviour/errors.md "Not confirmed yet": the line waits, busy, for what is true
        onUnconfirmed: () => toastNotConfirmed(host),
        onConfirmed: () => toastSuccess(host, t('cart_updated')),
      }),
    [host],
  );

  const loaded = cart !== null || status !== 'loading';
  useEffect(() => {
    if (loaded) host.classList.remove('loading');
  }, [host, loaded]);
  useReflect(host, 'busy', sync.isBusy());
  useReflect(host, 'state', useShopValue(cartUnknownAtom) ? 'unknown' : null);
  useKeptFocus(host);

  if (!cart) {
    if (status === 'failed') return <LoadFailed host={host} />;
    return (
      <div className="cart cart--loading">
        {/* the author's markup stays on screen, and gives the element its height, while the cart loads */}
        <slot>
          <Spinner />
        </slot>
      </div>
    );
  }
  if (cart.items.length === 0) return <EmptyCart />;

  // an attribute that is no link gives way to the config's, which resolveConfig() has checked
  const target = siteUrl(checkoutUrl, getConfig()) ?? safeUrl(getConfig().checkoutUrl) ?? undefined;
  const sum = formatMoney(cartTotal(cart, 'sum'), 'cart');
  return (
    <div className="cart columns" part="cart">
      <ul className="cart__lines" part="lines" aria-label={t('cart_lines')}>
        {cart.items.map((line) => (
          <Line
            key={line.id}
            host={host}
            line={line}
            quantity={sync.pending(line.id) ?? line.quantity}
            pending={sync.pending(line.id) !== undefined}
            onStep={(delta) => sync.step(line.id, delta, line.quantity)}
            onDelete={() => sync.set(line.id, 0)}
          />
        ))}
      </ul>
      <aside className="summary" part="summary" aria-labelledby="your-order">
        <h2 id="your-order" className="summary__title">
          {t('your_order')}
        </h2>
        <dl className="summary__rows">
          <div className="summary__row">
            <dt>{t('sum')}</dt>
            <dd data-total="sum">{sum}</dd>
          </div>
          <div className="summary__row summary__row--total">
            <dt>{t('total')}</dt>
            <dd data-total="total">{sum}</dd>
          </div>
        </dl>
        <a
          className="button summary__checkout"
          part="checkout"
          href={target}
          onClick={() => reachGoal(host, 'order-success')}
        >
          {t('place_an_order')}
        </a>
      </aside>
    </div>
  );
}

interface LineProps {
  host: HTMLElement;
  line: CartLine;
  quantity: number;
  pending: boolean;
  onStep: (delta: 1 | -1) => void;
  onDelete: () => void;
}

function Line({ host, line, quantity, pending, onStep, onDelete }: LineProps) {
  const url = siteUrl(line.productUrl, getConfig());
  const image = line.productImage?.url ? safeUrl(line.productImage.url) : null;
  const price = Number(line.price) || 0;
  const name = String(line.productName ?? '');
  // the picture links where the name links: one tab stop and one name for a screen reader
  const linked = (content: ReactNode, className: string, duplicate = false) =>
    url ? (
      <a
        href={url}
        className={className}
        tabIndex={duplicate ? -1 : undefined}
        aria-hidden={duplicate || undefined}
      >
        {content}
      </a>
    ) : (
      <span className={className}>{content}</span>
    );

  return (
    <li className="line" part="line" data-line-id={line.id} aria-busy={pending || undefined}>
      {linked(
        image ? (
          <img className="thumbnail" src={image} alt="" width={150} height={150} loading="lazy" />
        ) : (
          <span className="line__no-image thumbnail" />
        ),
        'line__image',
        true,
      )}
      <div className="line__info">
        {linked(name, 'line__name')}
        <span className="line__unit" part="unit-price">
          {t('per_item', { price: formatMoney(price, 'cart') })}
        </span>
      </div>
      <Quantity value={quantity} min={0} onStep={onStep} label={t('quantity_of', { name })} busy={pending} />
      <span className="line__total" part="line-total" aria-label={t('line_total')}>
        {formatMoney(price * quantity, 'cart')}
      </span>
      <div className="line__actions">
        <FavoriteAction host={host} productId={line.productId} />
        <button
          type="button"
          className="line__delete"
          part="delete"
          aria-label={t('delete_line', { name })}
          onClick={onDelete}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="line__action-text">{t('delete')}</span>
        </button>
      </div>
    </li>
  );
}

/** 'В избранное': adds the line's product to the favourites list. */
function FavoriteAction({ host, productId }: { host: HTMLElement; productId: CartLine['productId'] }) {
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await changeList(host, 'favorites', productId, 'add');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="line__favorite"
      part="favorite"
      aria-label={t('to_favorite')}
      data-tooltip={t('to_favorite')}
      aria-busy={busy || undefined}
      onClick={add}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

function EmptyCart() {
  const home = safeUrl(getConfig().homeUrl) ?? '/';
  return (
    <div className="cart columns columns--notice" part="empty">
      {/* focusable by script: where the keyboard goes when the last line is deleted */}
      <h2 className="empty__title" tabIndex={-1}>
        {t('empty_cart')}
      </h2>
      <p className="empty__hint">{t('empty_cart_hint')}</p>
      <a className="button" part="continue" href={home}>
        {t('continue')}
      </a>
    </div>
  );
}

function LoadFailed({ host }: { host: HTMLElement }) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    fetchCart().then(
      (cart: CartData) => emit('shop-cart-update', cart, host),
      () => {
        setRetrying(false);
        toastGenericError(host);
      },
    );
  };
  return (
    <div className="cart columns columns--notice" part="failed" role="alert">
      <p>{t('failed_request')}</p>
      <button type="button" className="button button--secondary" onClick={retry} disabled={retrying}>
        {t('retry')}
      </button>
    </div>
  );
}
