import { useEffect, useMemo, useReducer } from 'react';
import { getConfig } from '../../shared/config.ts';
import { cartItemCount } from '../../shared/domain/cart.ts';
import { safeUrl } from '../../shared/domain/safe-url.ts';
import { t } from '../../shared/i18n/index.ts';
import type { HostProps } from '../../shared/runtime/define.tsx';
import { cartAtom, useShopValue } from '../../shared/store.ts';
import { useReflect } from '../../shared/ui/hooks.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { placeOf, quoteOf } from './checkout-quote.ts';
import { checkoutReducer, configuredServices, initialCheckout } from './checkout-state.ts';
import { CheckoutSections } from './CheckoutSections.tsx';
import { SharedCancel } from './shared-cancel.ts';
import { loadCheckout, saveCheckout } from './storage.ts';
import { Summary } from './Summary.tsx';
import { useCheckoutData } from './use-checkout-data.ts';
import { useOrderSubmit } from './use-order-submit.ts';
import { usePointAddress } from './use-point-address.ts';
import { useRoute } from './use-route.ts';

/**
 * The checkout of docs/behaviour/checkout.md: one form, the side summary, the order. The state and its changes are
 * checkout-state.ts; the loads, the route, the map's address lookup and the submit are hooks; the sections are
 * components of their own.
 */
export function Checkout({ host }: HostProps) {
  const [state, dispatch] = useReducer(checkoutReducer, null, () =>
    initialCheckout(loadCheckout(), configuredServices(getConfig())),
  );
  const cancel = useMemo(() => new SharedCancel(), []);
  const storeCart = useShopValue(cartAtom);
  const cart = state.data ? (storeCart ?? state.data.cart) : null;
  const place = placeOf(state);
  const done = state.phase === 'done';

  useCheckoutData(host, state.attempt, dispatch);
  const route = useRoute(place.routeTo, place.ring, dispatch);
  const pickOnMap = usePointAddress(cancel, dispatch);
  const submit = useOrderSubmit(host, state, cart, route, dispatch);

  // everything typed survives a failed submit and a reload; cleared after success
  useEffect(() => {
    if (!done) saveCheckout({ form: state.form, point: state.point });
  }, [state.form, state.point, done]);

  useReflect(host, 'busy', state.phase === 'submitting');
  useReflect(host, 'loading', state.phase === 'loading');
  useReflect(host, 'zone', place.zone);
  useReflect(host, 'delivery-type', state.form.deliveryType || null);

  if (state.phase === 'failed') {
    return (
      <div className="checkout columns columns--notice" part="failed" role="alert">
        <p>{t('failed_request')}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => dispatch({ type: 'retry' })}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!cart) {
    return (
      <div className="checkout checkout--loading">
        {/* the author's placeholder stays on screen while the data loads */}
        <slot>
          <Spinner />
        </slot>
      </div>
    );
  }
  if (cart.items.length === 0 && !done) {
    return (
      <div className="checkout columns columns--notice" part="empty">
        <h2>{t('empty_cart')}</h2>
        <a className="button" href={safeUrl(getConfig().homeUrl) ?? '/'}>
          {t('continue')}
        </a>
      </div>
    );
  }

  const quote = quoteOf(state, cart);
  return (
    <form
      className="checkout columns"
      part="form"
      onSubmit={submit}
      onChange={() => dispatch({ type: 'changed' })}
    >
      <CheckoutSections
        state={state}
        quote={quote}
        cart={cart}
        cancel={cancel}
        dispatch={dispatch}
        pickOnMap={pickOnMap}
      />
      <Summary
        costs={quote.costs}
        count={cartItemCount(cart)}
        submitting={state.phase === 'submitting'}
        done={done}
        mapError={state.errors.includes('map')}
      />
    </form>
  );
}
