import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { inboxEntries, type InboxEntry } from '../store/inbox.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';

const FORM_NAMES: Record<string, string> = {
  feedback: 'Обратная связь',
  available: 'Сообщить о поступлении',
  cheaper: 'Нашли дешевле',
  bargain: 'Торг',
  'call-me': 'Перезвоните мне',
  'quick-order': 'Быстрый заказ',
  credit: 'Кредит',
  'calculate-installment': 'Расчёт рассрочки',
  'calculate-work': 'Расчёт монтажа',
  projecting: 'Проектирование',
  partners: 'Партнёрам',
  'product-review': 'Отзыв о товаре',
  montazh: 'Заявка на монтаж',
  'password-reset': 'Сброс пароля (письмо)',
  'account-exists': 'Повторная регистрация (письмо)',
};

/** The demo store's inbox: every submitted form and every "e-mail" (reset links), newest first. */
export function inboxPage(ctx: StoreCtx, { tail }: PageSettings) {
  const rows = inboxEntries(ctx.state.store);
  const entry = (row: InboxEntry) => {
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(row.data) as Record<string, unknown>;
    } catch {
      data = { data: row.data };
    }
    return html`<li class="inbox__item" data-form="${row.form}">
      <article aria-labelledby="submission-${row.id}">
        <h2 class="inbox__title" id="submission-${row.id}">
          ${FORM_NAMES[row.form] ?? row.form} <span class="inbox__number">№ ${row.id}</span>
        </h2>
        <p class="inbox__time"><time datetime="${row.created_at}">${row.created_at}</time></p>
        <dl class="inbox__fields">
          ${Object.entries(data).map(
            ([key, value]) =>
              html`<div>
                <dt>${key}</dt>
                <dd>
                  ${
                    key === 'link' && typeof value === 'string' && value.startsWith('/')
                      ? html`<a href="${value}">Установить новый пароль</a>`
                      : String(value)
                  }
                </dd>
              </div>`,
          )}
        </dl>
      </article>
    </li>`;
  };
  const body = html`<h1>Входящие демо-магазина</h1>
    <p>Заявки с форм и письма магазина (ссылки для сброса пароля), новые сверху.</p>
    ${
      rows.length
        ? html`<ol class="inbox" reversed>
            ${rows.map(entry)}
          </ol>`
        : html`<p class="inbox__empty">Пока ничего не пришло.</p>`
    }`;
  return layout(ctx, { title: 'Входящие', body, tail });
}
