import * as v from 'valibot';
import { CALLS } from '../../../shared/contract/calls.ts';
import { OrderPayload, orderFlags } from '../../../shared/contract/requests.ts';
import { builtInZones, type DeliveryZones } from '../../../shared/domain/geo.ts';
import type { StoreCtx, StoreRouter } from '../context.ts';
import { HttpError, isPlainObject } from '../http.ts';
import { checkOrder } from '../order-check.ts';
import { cartOf } from '../store/cart.ts';
import { placeOrder } from '../store/orders.ts';
import { bankUrl, orderPageUrl } from '../urls.ts';
import { routePattern } from './contract-route.ts';
import { langOf, localPath } from '../lang.ts';

let zones: Promise<DeliveryZones> | undefined;

/** An order with its route is a few kilobytes; a quarter megabyte is far more than any real one. */
export const MAX_ORDER_BODY = 256 * 1024;

/** 422 `{success: false, message, errors: [flags]}` (docs/behaviour/validation.md: 'phone' and 'map' have their own place). */
function refuse(flags: string[]): never {
  const message = flags.includes('cart') ? 'The cart is empty.' : 'The given data was invalid.';
  throw new HttpError(422, message, { success: false, message, errors: flags });
}

/**
 * `POST /api/{store}/{lang}/orders` (docs/behaviour/data.md "Order", docs/behaviour/calls.md): the payload is checked with the contract's
 * OrderPayload, then against the session's cart (order-check.ts); a refusal names its flags. On success the
 * order is stored, the cart cleared (one transaction), and `payment_url` is the bank stand-in (tbank_card) or
 * the order page (transfer).
 */
export function orderRoutes(router: StoreRouter): void {
  router.add(
    CALLS.placeOrder.method,
    routePattern(CALLS.placeOrder),
    async (ctx: StoreCtx) => {
      const { store, session } = ctx.state;
      // a body that is not a JSON object is flagged as the payload, as any other wrong field
      const body = await ctx.json<unknown>().catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 400) return null;
        throw error;
      });
      const checked = v.safeParse(OrderPayload, body);
      if (!checked.success) {
        const flags = orderFlags(checked.issues);
        const empty = isPlainObject(body) && cartOf(store, session.id).items.length === 0;
        return refuse(empty ? ['cart', ...flags] : flags);
      }
      const configured = (store.pageConfig.zones as DeliveryZones | null | undefined) ?? null;
      const deliveryZones = configured ?? (await (zones ??= builtInZones()));
      const placed = placeOrder(store, session, checked.output, (cart) =>
        checkOrder(checked.output, cart, deliveryZones),
      );
      if ('errors' in placed) return refuse(placed.errors);
      const { id, token, card } = placed;
      const payment = card ? bankUrl(id, token) : orderPageUrl(id, token);
      return { success: true, payment_url: localPath(langOf(ctx), payment) };
    },
    { bodyLimit: MAX_ORDER_BODY },
  );
}
