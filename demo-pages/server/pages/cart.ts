import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { localHref, texts } from './texts.ts';

/** The cart page: the CMS renders the container with the loading class; <shop-cart> fills it. */
export function cartPage(ctx: StoreCtx, { tail }: PageSettings) {
  const { say } = texts(ctx);
  const body = html`<h1>${say('Корзина')}</h1>
    <shop-cart class="cart-container loading" checkout-url="${localHref(ctx, '/checkout')}"
      ><p class="cart-placeholder">${say('Загружаем корзину…')}</p></shop-cart
    >`;
  return layout(ctx, { title: say('Корзина'), body, tail });
}
