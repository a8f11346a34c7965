import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { cartOf } from '../store/cart.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { localHref, texts } from './texts.ts';

/**
 * The checkout page as a CMS would render it: a heading and the element, with what the server knows of the cart
 * inside until its data arrives. An empty cart is written as the element's empty state, and a cart with goods as
 * a note as tall as the element's form will be for a new shopper, with the services section when a product can be
 * installed (theme.css), so the footer stays put (docs/loading.md#no-layout-shift).
 */
export function checkoutPage(ctx: StoreCtx, { tail }: PageSettings) {
  const { say } = texts(ctx);
  const { store, session } = ctx.state;
  const lines = cartOf(store, session.id).items;
  const services = lines.some((line) => (line.installmentPrice ?? 0) > 0)
    ? ' checkout-placeholder--services'
    : '';
  const known =
    lines.length === 0
      ? html`<div class="checkout-placeholder checkout-placeholder--empty">
          <h2>${say('Корзина пуста')}</h2>
          <a class="button" href="${localHref(ctx, '/')}">${say('Продолжить покупки')}</a>
        </div>`
      : html`<p class="checkout-placeholder checkout-placeholder--form${services}">
          ${say('Загружаем оформление заказа…')}
        </p>`;
  const body = html`<h1>${say('Оформление заказа')}</h1>
    <shop-checkout class="checkout-container">${known}</shop-checkout>`;
  return layout(ctx, { title: say('Оформление заказа'), body, tail });
}
