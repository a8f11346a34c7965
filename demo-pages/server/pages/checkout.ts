import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { texts } from './texts.ts';

/** The checkout page as a CMS would render it: a heading and the element, with a note until it upgrades. */
export function checkoutPage(ctx: StoreCtx, { tail }: PageSettings) {
  const { say } = texts(ctx);
  const body = html`<h1>${say('Оформление заказа')}</h1>
    <shop-checkout class="checkout-container"
      ><p class="checkout-placeholder">${say('Загружаем оформление заказа…')}</p></shop-checkout
    >`;
  return layout(ctx, { title: say('Оформление заказа'), body, tail });
}
