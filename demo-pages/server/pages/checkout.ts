import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { cartOf } from '../store/cart.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { texts } from './texts.ts';

/**
 * The checkout page as a CMS would render it: a heading and the element, with a note until it upgrades. With goods
 * in the cart the note is as tall as the shortest checkout form (theme.css), so the footer below it does not move.
 */
export function checkoutPage(ctx: StoreCtx, { tail }: PageSettings) {
  const { say } = texts(ctx);
  const goods = cartOf(ctx.state.store, ctx.state.session.id).items.length > 0;
  const note = goods ? 'checkout-placeholder checkout-placeholder--goods' : 'checkout-placeholder';
  const body = html`<h1>${say('Оформление заказа')}</h1>
    <shop-checkout class="checkout-container"
      ><p class="${note}">${say('Загружаем оформление заказа…')}</p></shop-checkout
    >`;
  return layout(ctx, { title: say('Оформление заказа'), body, tail });
}
