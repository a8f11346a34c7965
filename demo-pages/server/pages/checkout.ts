import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';

/** The checkout page as a CMS would render it: a heading and the element, with a note until it upgrades. */
export function checkoutPage(ctx: StoreCtx, { tail }: PageSettings) {
  const body = html`<h1>Оформление заказа</h1>
    <shop-checkout class="checkout-container"
      ><p class="checkout-placeholder">Загружаем оформление заказа…</p></shop-checkout
    >`;
  return layout(ctx, { title: 'Оформление заказа', body, tail });
}
