import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { allOrders } from '../store/orders.ts';
import { orderPageUrl } from '../urls.ts';
import { orderCosts } from './order.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';

/** `/demo/orders`: every order the demo store received, newest first, with its payload as sent. */
export function ordersDemoPage(ctx: StoreCtx, { tail }: PageSettings) {
  const orders = allOrders(ctx.state.store);
  const body = html`<h1>Заказы демо-магазина</h1>
    ${
      orders.length === 0
        ? html`<p class="orders-demo__empty">Заказов пока нет.</p>`
        : html`<ol class="orders-demo" reversed>
            ${orders.map(
              (order) =>
                html`<li class="orders-demo__order" data-order-id="${order.id}">
                  <h2><a href="${orderPageUrl(order.id, order.token)}">Заказ № ${order.id}</a></h2>
                  <p>${order.createdAt} · статус: ${order.status} · ${order.cart.items.length} поз.</p>
                  ${orderCosts(order)}
                  <details>
                    <summary>Данные заказа, как их отправил элемент</summary>
                    <pre>${JSON.stringify(order.payload, null, 2)}</pre>
                  </details>
                </li>`,
            )}
          </ol>`
    }`;
  return layout(ctx, { title: 'Заказы', body, tail });
}
