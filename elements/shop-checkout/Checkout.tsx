import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { fetchCart } from '../../shared/api/cart.ts';
import {
  fetchClient,
  fetchDeliveryPricing,
  fetchLiftPricing,
  fetchPickupPrice,
  placeOrder,
} from '../../shared/api/checkout.ts';
import { ApiError } from '../../shared/api/client.ts';
import type { Cart } from '../../shared/contract/cart.ts';
import { getConfig } from '../../shared/config.ts';
import type { HostProps } from '../../shared/runtime/define.tsx';
import { cartItemCount } from '../../shared/domain/cart.ts';
import { debounce } from '../../shared/domain/debounce.ts';
import {
  deliveryZones,
  nearestPointOnRing,
  zoneOf,
  type DeliveryZones,
  type LatLon,
} from '../../shared/domain/geo.ts';
import { orderPayload, type CheckoutForm } from '../../shared/domain/order-payload.ts';
import { paymentUrl, safeUrl } from '../../shared/domain/safe-url.ts';
import { routeLine, type RouteResult } from '../../shared/domain/wkt.ts';
import { emit } from '../../shared/events.ts';
import { t } from '../../shared/i18n/index.ts';
import { carRoute } from '../../shared/services/routing.ts';
import { reverseGeocode, type AddressSuggestion } from '../../shared/services/suggest.ts';
import { cartAtom, useShopValue } from '../../shared/store.ts';
import { toastGenericError } from '../../shared/toast.ts';
import { useReflect } from '../../shared/ui/hooks.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { addressParts, checkoutCosts, houseOf, samePoint, type CheckoutPrices } from './checkout-costs.ts';
import { CheckoutSections } from './CheckoutSections.tsx';
import { deliveryTypesFor } from './delivery-types.ts';
import { navigation } from '../../shared/ui/navigate.ts';
import { SharedCancel } from './shared-cancel.ts';
import { clearCheckout, loadCheckout, saveCheckout } from './storage.ts';
import { Summary } from './Summary.tsx';

/** Route request debounce (docs/behaviour/constants.md). */
export const ROUTE_DEBOUNCE_MS = 1000;

type Loaded = { prices: CheckoutPrices; cart: Cart };

/** The checkout of docs/behaviour/checkout.md: one form, the side summary, the order. */
export function Checkout({ host }: HostProps) {
  const saved = useMemo(loadCheckout, []);
  const [form, setForm] = useState<CheckoutForm>(saved.form);
  const [point, setPoint] = useState<LatLon | null>(saved.point);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [zones, setZones] = useState<DeliveryZones | null>(null);
  const [route, setRoute] = useState<RouteResult | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const sending = useRef(false);
  const cancel = useMemo(() => new SharedCancel(), []);
  const storeCart = useShopValue(cartAtom);

  // the five requests of docs/behaviour/calls.md, in parallel
  useEffect(() => {
    let live = true;
    setFailed(false);
    Promise.all([
      fetchDeliveryPricing(),
      fetchLiftPricing(),
      fetchClient().catch((error: unknown) => {
        console.error('[shop-elements] the client profile could not be loaded:', error);
        return null;
      }),
      fetchCart(),
      fetchPickupPrice(),
    ]).then(
      ([delivery, lift, client, cart, pickup]) => {
        if (!live) return;
        emit('shop-cart-update', cart, host);
        setForm((current) => ({
          ...current,
          name: current.name || client?.firstName || '',
          email: current.email || client?.email || '',
          phone: current.phone || client?.phone || '',
        }));
        setLoaded({
          prices: {
            delivery: {
              prices: delivery?.prices ?? [],
              outsideRingPrice: Number(delivery?.outsideRingPrice) || 0,
            },
            lift: { prices: lift?.prices ?? [], porterPrice: Number(lift?.porterPrice) || 0 },
            pickupPrice: Number(pickup?.price) || 0,
          },
          cart,
        });
      },
      (error: unknown) => {
        if (!live) return;
        console.error('[shop-elements] the checkout could not be loaded:', error);
        setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, host]);

  useEffect(() => {
    let live = true;
    deliveryZones(getConfig().zones).then(
      (found) => live && setZones(found),
      (error: unknown) => console.error('[shop-elements] the delivery zones could not be loaded:', error),
    );
    return () => {
      live = false;
    };
  }, []);

  // everything typed survives a failed submit and a reload; cleared after success
  useEffect(() => {
    if (!done) saveCheckout({ form, point });
  }, [form, point, done]);

  const self = form.deliveryType === 'self';
  const zone = point && zones ? zoneOf(point, zones) : null;

  // outside the ring: a car route from the nearest point of the ring, 1000 ms after the last pick
  const routeRequest = useMemo(() => {
    let running: AbortController | null = null;
    let answer: Promise<RouteResult | null> = Promise.resolve(null);
    const request = debounce((from: LatLon, to: LatLon) => {
      running?.abort();
      const controller = new AbortController();
      running = controller;
      answer = carRoute(from, to, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return null;
          setRoute(found);
          return found;
        },
        (error: unknown) => {
          if (!(error instanceof ApiError && error.aborted)) {
            console.error('[shop-elements] the route could not be built:', error);
          }
          return null;
        },
      );
    }, ROUTE_DEBOUNCE_MS);
    return {
      request,
      /** the route now: a waiting request is sent at once */
      now: () => {
        request.flush();
        return answer;
      },
      stop: () => {
        request.cancel();
        running?.abort();
        running = null;
        answer = Promise.resolve(null);
      },
    };
  }, []);
  useEffect(() => () => routeRequest.stop(), [routeRequest]);

  useEffect(() => {
    routeRequest.stop();
    setRoute(null);
    if (!self || !point || !zones || zoneOf(point, zones) === 'a') return;
    routeRequest.request(nearestPointOnRing(point, zones.a), point);
  }, [self, point, zones, routeRequest]);

  useReflect(host, 'busy', submitting);
  useReflect(host, 'loading', !loaded && !failed);
  useReflect(host, 'zone', self ? zone : null);
  useReflect(host, 'delivery-type', form.deliveryType || null);

  const update = (patch: Partial<CheckoutForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors([]);
  };

  const movePoint = (next: LatLon | null) => {
    setPoint((current) => (samePoint(current, next) ? current : next));
    setErrors([]);
  };

  const chooseLocality = (suggestion: AddressSuggestion) => {
    const region = String(suggestion.data.region ?? '');
    const offered = deliveryTypesFor(region);
    setForm((current) => ({
      ...current,
      locality: suggestion.value,
      region,
      cityFiasId: String(suggestion.data.city_fias_id ?? suggestion.data.settlement_fias_id ?? ''),
      street: '',
      house: '',
      deliveryType: offered.includes(current.deliveryType) ? current.deliveryType : '',
    }));
    setPoint(null); // the point belonged to the old street
    setErrors([]);
  };

  const typeLocality = (locality: string) => {
    update({ locality, region: '', cityFiasId: '', street: '', house: '', deliveryType: '' });
    setPoint(null);
  };

  const pickOnMap = (picked: LatLon) => {
    movePoint(picked);
    const signal = cancel.next();
    reverseGeocode(picked, signal).then(
      ([first]) => {
        if (signal.aborted || !first) return;
        const { locality, street } = addressParts(first);
        const region = String(first.data.region ?? '');
        setForm((current) => ({
          ...current,
          locality: locality || current.locality,
          region: region || current.region,
          // a point in a region without courier delivery leaves only the types offered there
          deliveryType: deliveryTypesFor(region || current.region).includes(current.deliveryType)
            ? current.deliveryType
            : '',
          cityFiasId: String(first.data.city_fias_id ?? first.data.settlement_fias_id ?? current.cityFiasId),
          street,
          house: houseOf(first),
        }));
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.aborted) return;
        console.error('[shop-elements] the address of the point could not be found:', error);
      },
    );
  };

  if (failed) {
    return (
      <div className="checkout checkout--failed" part="failed" role="alert">
        <p>{t('failed_request')}</p>
        <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!loaded) {
    return (
      <div className="checkout checkout--loading">
        {/* the author's placeholder stays on screen while the data loads */}
        <slot>
          <Spinner />
        </slot>
      </div>
    );
  }

  const cart = storeCart ?? loaded.cart;
  if (cart.items.length === 0 && !done) {
    return (
      <div className="checkout checkout--empty" part="empty">
        <h2>{t('empty_cart')}</h2>
        <a className="button" href={safeUrl(getConfig().homeUrl) ?? '/'}>
          {t('continue')}
        </a>
      </div>
    );
  }

  const costs = checkoutCosts({
    form,
    cart,
    prices: loaded.prices,
    zone: self ? zone : null,
    distanceMeters: route ? Number(route.total_distance) || 0 : null,
  });
  const line = route ? routeLine(route) : [];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || done) return; // a second click sends nothing
    sending.current = true;
    setSubmitting(true);
    setErrors([]);
    // outside the ring the order needs the route: one still waiting for its debounce is sent now
    const needsRoute = self && zone !== null && zone !== 'a';
    const finalRoute = needsRoute ? (route ?? (await routeRequest.now())) : null;
    const finalCosts = checkoutCosts({
      form,
      cart,
      prices: loaded.prices,
      zone: self ? zone : null,
      distanceMeters: finalRoute ? Number(finalRoute.total_distance) || 0 : null,
    });
    const payload = orderPayload(
      form,
      {
        deliveryPrice: finalCosts.deliveryPrice,
        liftPrice: finalCosts.liftPrice,
        distanceMeters: finalRoute ? Number(finalRoute.total_distance) || 0 : 0,
        response: finalRoute ? [finalRoute] : [],
        point: self ? point : null,
      },
      cart.items,
    );
    try {
      const result = await placeOrder(payload);
      // a payment page elsewhere than the shop or a bank the config names is refused like a failure (docs/behaviour/errors.md)
      const target = result.placed ? paymentUrl(result.paymentUrl, getConfig()) : null;
      if (target) {
        setDone(true);
        clearCheckout();
        navigation.go(target);
        return;
      }
      if (result.placed) console.error('[shop-elements] the payment_url leads elsewhere:', result.paymentUrl);
      setErrors(result.placed ? [] : result.errors);
      toastGenericError(host);
    } catch (error) {
      console.error('[shop-elements] the order could not be placed:', error);
      toastGenericError(host);
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

  return (
    <form
      className="checkout"
      part="form"

      onSubmit={submit}
      onChange={() => setErrors([])}
    >
      <CheckoutSections
        form={form}
        cart={cart}
        errors={errors}
        cancel={cancel}
        point={point}
        ring={self && zone !== null && zone !== 'a' && zones ? zones.a : null}
        route={self && zone !== 'a' ? line : []}
        update={update}
        chooseLocality={chooseLocality}
        typeLocality={typeLocality}
        chooseStreet={(suggestion, at) => {
          update({ street: suggestion.value, house: houseOf(suggestion) });
          if (at) movePoint(at);
        }}
        pickOnMap={pickOnMap}
      />
      <Summary
        costs={costs}
        count={cartItemCount(cart)}
        submitting={submitting}
        done={done}
        mapError={errors.includes('map')}
      />
    </form>
  );
}
