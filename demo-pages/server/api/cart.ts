import { CALLS } from '../../../shared/contract/calls.ts';
import type { StoreCtx, StoreRouter } from '../context.ts';
import { invalid } from '../form-fields.ts';
import { HttpError } from '../http.ts';
import { addToCart, cartOf, MAX_QUANTITY, setLineQuantity } from '../store/cart.ts';
import { serve } from './contract-route.ts';
import { langOf, type Lang } from '../lang.ts';

const REFUSALS = {
  'on-request': { status: 422, message: 'This product is sold on request.', problem: 'request price' },
  'out-of-stock': { status: 422, message: 'This product is out of stock.', problem: 'out of stock' },
} as const;

/** The store's own limit on a line, beyond the contract's whole number. */
function withinLimit(quantity: number, lang: Lang): number {
  if (quantity > MAX_QUANTITY) invalid({ quantity: [`Не больше ${MAX_QUANTITY} шт.`] }, lang);
  return quantity;
}

/** The session's cart as this caller addresses the store's pictures. */
const cartFor = (ctx: StoreCtx) =>
  cartOf(ctx.state.store, ctx.state.session.id, langOf(ctx), ctx.state.assetBase);

/** The cart (docs/behaviour/calls.md cart): every call answers the session's cart. */
export function cartRoutes(router: StoreRouter): void {
  serve(router, CALLS.cart, (ctx: StoreCtx) => cartFor(ctx));

  serve(router, CALLS.addToCart, (ctx, body) => {
    const { store, session } = ctx.state;
    const refusal = addToCart(store, session, body.productId, withinLimit(body.quantity, langOf(ctx)));
    if (refusal === 'unknown') throw new HttpError(404, 'Product not found.');
    if (refusal) {
      const { status, message, problem } = REFUSALS[refusal];
      throw new HttpError(status, message, { message, errors: { productId: [problem] } });
    }
    return cartFor(ctx);
  });

  serve(router, CALLS.updateQuantity, (ctx, body) => {
    const { store, session } = ctx.state;
    if (
      !setLineQuantity(store, session.id, Number(ctx.params.itemId), withinLimit(body.quantity, langOf(ctx)))
    )
      throw new HttpError(404, 'Cart line not found.');
    return cartFor(ctx);
  });
}
