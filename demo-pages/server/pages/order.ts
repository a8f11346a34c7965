import type { StoreCtx } from '../context.ts';
import { html, type SafeHtml } from '../html.ts';
import { findOrder, type OrderRecord } from '../store/orders.ts';
import { bankUrl } from '../urls.ts';
import { HttpError } from '../http.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { localHref, texts, type Say } from './texts.ts';
import { catalogOf } from '../lang.ts';

/** Order money with two digits of kopecks when there are any (km × price gives them), else none. */
export const orderMoney = (value: number) => {
  const digits = Math.round(value * 100) % 100 !== 0 ? 2 : 0;
  return new Intl.NumberFormat('ru-RU', {
    style: 'currency',
    currency: 'RUB',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
};

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
export function orderCosts(order: OrderRecord, say: Say = (ru) => ru): SafeHtml {
  const { pricing } = order;
  const row = (label: string, value: number) =>
    html`<tr>
      <th scope="row">${say(label)}</th>
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
  const { say, lang } = texts(ctx);
  const order = findOrder(ctx.state.store, Number(ctx.params.id));
  if (!order || !mayView(ctx, order)) throw new HttpError(404, 'Not found.');
  const payload = order.payload as Record<string, unknown> & {
    delivery_data?: { address?: string };
    delivery_details?: Record<string, unknown>;
    legal_type?: string;
    legal_data?: { inn?: number };
    additional_data?: { call_time?: string };
    services?: { projecting?: boolean };
    name?: string;
    email?: string;
    phone?: string;
    payment_method?: string;
  };
  const details = payload.delivery_details ?? {};
  const self = order.pricing.zone !== null;
  const canPay = order.payment === 'awaiting' || order.payment === 'cancelled';
  const detail = (term: string, value: unknown) =>
    value === null || value === undefined || value === ''
      ? ''
      : html`<dt>${say(term)}</dt>
          <dd>${String(value)}</dd>`;
  const body = html`<section class="order-page" data-order-id="${order.id}" data-payment="${order.payment}">
    <h1>${say('Заказ №')} ${order.id}</h1>
    <p class="order-page__status" role="status">${say(PAYMENT_STATES[order.payment])}</p>
    ${canPay ? html`<p><a class="button" href="${bankUrl(order.id, order.token)}">${say('Оплатить картой')}</a></p>` : ''}
    <dl class="order-page__details">
      <dt>${say('Покупатель')}</dt>
      <dd>${payload.name ?? ''}, ${payload.email ?? ''}, +${payload.phone ?? ''}</dd>
      ${payload.legal_type === 'organization' ? detail('ИНН организации', payload.legal_data?.inn) : ''}
      <dt>${say('Получение')}</dt>
      <dd>
        ${say(DELIVERY_LINES[order.pricing.delivery.label] ?? '')}: ${payload.delivery_data?.address ?? ''}
      </dd>
      ${self ? detail('Квартира / офис', details.flat) : ''}
      ${self ? detail('Подъезд', details.entrance) : ''}
      ${self ? detail('Когда', [details.date, details.time].filter(Boolean).join(', ')) : ''}
      ${self ? detail('Комментарий для курьера', details.comment) : ''}
      ${
        order.pricing.lift !== null
          ? detail(
              'Подъём',
              lang === 'uz'
                ? `${order.pricing.liftLevel}-qavat, ${details.isNotElevator ? 'liftsiz' : 'liftda'}`
                : `${order.pricing.liftLevel}-й этаж${details.isNotElevator ? ', без лифта' : ', на лифте'}`,
            )
          : ''
      }
      ${
        details.isTakesAnotherPerson
          ? detail(
              'Получатель',
              [details.recipientFullName, details.recipientPhone ? `+${String(details.recipientPhone)}` : '']
                .filter(Boolean)
                .join(', '),
            )
          : ''
      }
      ${payload.services?.projecting ? detail('Проектирование', say('нужно')) : ''}
      ${
        details.isQuestions
          ? detail(
              'Перезвонить',
              payload.additional_data?.call_time
                ? say(`в течение ${payload.additional_data.call_time} минут`)
                : say('да'),
            )
          : ''
      }
      <dt>${say('Оплата')}</dt>
      <dd>${say(payload.payment_method === 'tbank_card' ? 'Картой онлайн' : 'Переводом по счёту')}</dd>
    </dl>
    <table class="order-lines">
      <thead>
        <tr>
          <th scope="col">${say('Товар')}</th>
          <th scope="col">${say('Количество')}</th>
          <th scope="col">${say('Стоимость')}</th>
        </tr>
      </thead>
      <tbody>
        ${order.cart.items.map(
          (line) =>
            html`<tr>
              <td>
                <a href="${localHref(ctx, line.productUrl)}"
                  >${catalogOf(ctx).byId.get(Number(line.productId))?.name ?? line.productName}</a
                >
              </td>
              <td>${line.quantity}</td>
              <td>${orderMoney(line.price * line.quantity)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    ${orderCosts(order, say)}
    <p><a href="${localHref(ctx, '/')}">${say('Продолжить покупки')}</a></p>
  </section>`;
  return layout(ctx, { title: `${say('Заказ №')} ${order.id}`, body, tail });
}
