import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { cartOf } from '../store/cart.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { localHref, texts } from './texts.ts';

/**
 * The cart page: the CMS renders the container with the loading class and what it knows of the cart inside, which
 * <shop-cart> shows until its data arrives. An empty cart is written as the element's empty state, and a cart with
 * goods as a note as tall as the element's lines and summary will be (theme.css), so the footer stays put
 * (docs/elements.md#shop-cart).
 */
export function cartPage(ctx: StoreCtx, { tail }: PageSettings) {
  const { say } = texts(ctx);
  const { store, session } = ctx.state;
  const lines = cartOf(store, session.id).items.length;
  const empty = lines === 0;
  // more than five lines are written as five: the footer is below the window before and after either way
  const tall = `cart-placeholder--lines cart-placeholder--lines-${Math.min(lines, 5)}`;
  const known = empty
    ? html`<div class="cart-placeholder cart-placeholder--empty">
        <h2>${say('Корзина пуста')}</h2>
        <p>${say('Добавьте товары из каталога, и они появятся здесь.')}</p>
        <a class="button" href="${localHref(ctx, '/')}">${say('Продолжить покупки')}</a>
      </div>`
    : html`<p class="cart-placeholder ${tall}">${say('Загружаем корзину…')}</p>`;
  const body = html`<h1>${say('Корзина')}</h1>
    <shop-cart class="cart-container loading" checkout-url="${localHref(ctx, '/checkout')}"
      >${known}</shop-cart
    >`;
  return layout(ctx, { title: say('Корзина'), body, tail });
}
