import type { StoreCtx, StoreRouter } from '../context.ts';
import { requireDemoAccess } from '../demo-access.ts';
import { html } from '../html.ts';
import { redirect, sendHtml, sendJson } from '../http.ts';
import { orderMoney } from '../pages/order.ts';
import { findOrder, setPayment, type OrderRecord } from '../store/orders.ts';
import { orderPageUrl } from '../urls.ts';
import { langOf, localPath, type Lang } from '../lang.ts';

/**
 * The bank stand-in for `tbank_card`: `/stand-in/bank/{id}?token=...` shows the amount with 'pay' and
 * 'cancel'; either answer goes back to the store's order page. Stands for the card provider's hosted page.
 * Paying needs the demo access (demo-access.ts): the order's token alone must not mark an order paid.
 */

function orderFor(ctx: StoreCtx): OrderRecord | null {
  const order = findOrder(ctx.state.store, Number(ctx.params.id));
  return order && ctx.url.searchParams.get('token') === order.token ? order : null;
}

function bankPage(order: OrderRecord, lang: Lang): string {
  // the way back to the store keeps the shopper's language, as a real bank keeps the shop's return URL
  const action = (verb: string) =>
    localPath(lang, `/stand-in/bank/${order.id}/${verb}?token=${encodeURIComponent(order.token)}`);
  return String(
    html`<!doctype html>
      <html lang="ru">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Оплата заказа № ${order.id} — демо-банк</title>
          <style>
            body {
              font:
                16px/1.5 system-ui,
                sans-serif;
              background: #f4f5f7;
              margin: 0;
            }
            main {
              max-width: 420px;
              margin: 10vh auto;
              background: #fff;
              padding: 32px;
              border-radius: 12px;
            }
            .amount {
              font-size: 32px;
              font-weight: 700;
            }
            form {
              display: inline;
            }
            button {
              font: inherit;
              padding: 10px 20px;
              border-radius: 8px;
              border: 1px solid #999;
              cursor: pointer;
            }
            .pay {
              background: #ffdd2d;
              border-color: #e5c000;
            }
          </style>
        </head>
        <body>
          <main>
            <p>Демо-банк · оплата картой</p>
            <h1>Заказ № ${order.id}</h1>
            <p class="amount">${orderMoney(order.total)}</p>
            <form method="post" action="${action('pay')}">
              <button class="pay" type="submit">Оплатить</button>
            </form>
            <form method="post" action="${action('cancel')}"><button type="submit">Отменить</button></form>
          </main>
        </body>
      </html>`,
  );
}

export function bankRoutes(router: StoreRouter): void {
  router.get('/stand-in/bank/:id', (ctx: StoreCtx) => {
    const order = orderFor(ctx);
    if (!order) return sendJson(ctx.res, 404, { message: 'Not found.' });
    sendHtml(ctx.res, 200, bankPage(order, langOf(ctx)));
  });
  for (const [verb, payment] of [
    ['pay', 'paid'],
    ['cancel', 'cancelled'],
  ] as const) {
    router.post(`/stand-in/bank/:id/${verb}`, (ctx: StoreCtx) => {
      if (verb === 'pay') requireDemoAccess(ctx, { queryToken: false });
      const order = orderFor(ctx);
      if (!order) return sendJson(ctx.res, 404, { message: 'Not found.' });
      // a paid order stays paid
      if (order.payment !== 'paid') setPayment(ctx.state.store, order, payment);
      redirect(ctx.res, localPath(langOf(ctx), orderPageUrl(order.id, order.token)), 303);
    });
  }
}
