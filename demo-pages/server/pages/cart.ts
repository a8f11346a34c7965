import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';

/** The cart page: the CMS renders the container with the loading class; <shop-cart> fills it. */
export function cartPage(ctx: StoreCtx, { tail }: PageSettings) {
  const body = html`<h1>Корзина</h1>
    <shop-cart class="cart-container loading" checkout-url="/checkout"
      ><p class="cart-placeholder">Загружаем корзину…</p></shop-cart
    >`;
  return layout(ctx, { title: 'Корзина', body, tail });
}
