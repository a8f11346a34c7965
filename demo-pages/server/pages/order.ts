import type { StoreCtx } from '../context.ts';
import { html, type SafeHtml } from '../html.ts';
import { bankUrl, findOrder, type OrderRecord } from '../api/orders.ts';
import { HttpError } from '../http.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';

/** Order money with kopecks when there are any (km × price gives them). */
export const orderMoney = (value: number) =>
  new Intl.NumberFormat('ru-RU', {
    style: 'currency',
    currency: 'RUB',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(value);

const DELIVERY_LINES: Record<string, string> = {
  delivery_pickup: 'Самовывоз',
  delivery_tk_terminal: 'До транспортной компании',
  delivery_inside_ring: 'Доставка в пределах МКАДа',
  delivery_outside_ring: 'Доставка по московской области',
};

const PAYMENT_STATES: Record<OrderRecord['payment'], string> = {
  awaiting: 'Ожидает оплаты картой',
  paid: 'Оплачен картой',
  cancelled: 'Оплата картой отменена',
  on_invoice: 'Оплата переводом: счёт придёт на e-mail',
};

/** The money lines of an order: goods, installation (above 0), delivery, lift, total. */
export function orderCosts(order: OrderRecord): SafeHtml {
  const { pricing } = order;
  const row = (label: string, value: number) =>
    html`<tr>
      <th scope="row">${label}</th>
      <td>${orderMoney(value)}</td>
    </tr>`;
  return html`<table class="order-costs">
    <tbody>
      ${row('Товары', pricing.goodsSum)}
      ${pricing.installation > 0 ? row('Монтаж', pricing.installation) : ''}
      ${row(DELIVERY_LINES[pricing.delivery.label] ?? 'Доставка', pricing.delivery.price)}
      ${pricing.lift !== null ? row('Подъём на этаж', pricing.lift) : ''}
    </tbody>
    <tfoot>
      ${row('Итого', order.total)}
    </tfoot>
  </table>`;
}

/** Whether this request may see the order: the session that placed it, or a link with its token. */
export function mayView(ctx: StoreCtx, order: OrderRecord): boolean {
  return order.sessionId === ctx.state.session.id || ctx.url.searchParams.get('token') === order.token;
}

/** The store's order page, where the bank stand-in and a transfer order land: `/order/{id}`. */
export function orderPage(ctx: StoreCtx, { tail }: PageSettings) {
  const order = findOrder(ctx.state.store, Number(ctx.params.id));
  if (!order || !mayView(ctx, order)) throw new HttpError(404, 'Not found.');
  const payload = order.payload as Record<string, unknown> & {
    delivery_data?: { address?: string };
    delivery_details?: Record<string, unknown>;
    name?: string;
    email?: string;
    phone?: string;
    payment_method?: string;
  };
  const details = payload.delivery_details ?? {};
  const self = order.pricing.zone !== null;
  const canPay = order.payment === 'awaiting' || order.payment === 'cancelled';
  const body = html`<section class="order-page" data-order-id="${order.id}" data-payment="${order.payment}">
    <h1>Заказ № ${order.id}</h1>
    <p class="order-page__status" role="status">${PAYMENT_STATES[order.payment]}</p>
    ${canPay ? html`<p><a class="button" href="${bankUrl(order.id, order.token)}">Оплатить картой</a></p>` : ''}
    <dl class="order-page__details">
      <dt>Покупатель</dt>
      <dd>${payload.name ?? ''}, ${payload.email ?? ''}, +${payload.phone ?? ''}</dd>
      <dt>Получение</dt>
      <dd>${DELIVERY_LINES[order.pricing.delivery.label] ?? ''}: ${payload.delivery_data?.address ?? ''}</dd>
      ${
        self
          ? html`<dt>Когда</dt>
              <dd>${[details.date, details.time].filter(Boolean).join(', ')}</dd>`
          : ''
      }
      ${
        order.pricing.lift !== null
          ? html`<dt>Подъём</dt>
              <dd>
                ${order.pricing.liftLevel}-й этаж${details.isNotElevator ? ', без лифта' : ', на лифте'}
              </dd>`
          : ''
      }
      ${
        details.isTakesAnotherPerson
          ? html`<dt>Получатель</dt>
              <dd>${String(details.recipientFullName ?? '')}, ${String(details.recipientPhone ?? '')}</dd>`
          : ''
      }
      <dt>Оплата</dt>
      <dd>${payload.payment_method === 'tbank_card' ? 'Картой онлайн' : 'Переводом по счёту'}</dd>
    </dl>
    <table class="order-lines">
      <thead>
        <tr>
          <th scope="col">Товар</th>
          <th scope="col">Количество</th>
          <th scope="col">Стоимость</th>
        </tr>
      </thead>
      <tbody>
        ${order.cart.items.map(
          (line) =>
            html`<tr>
              <td><a href="${line.productUrl}">${line.productName}</a></td>
              <td>${line.quantity}</td>
              <td>${orderMoney(line.price * line.quantity)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    ${orderCosts(order)}
    <p><a href="/">Продолжить покупки</a></p>
  </section>`;
  return layout(ctx, { title: `Заказ № ${order.id}`, body, tail });
}
