import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { enquiryForm } from './forms-markup.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';

/** Contacts with the feedback and call-me forms, and the partners form. */
export function contactsPage(ctx: StoreCtx, { tail }: PageSettings) {
  const body = html`<h1>Контакты</h1>
    <div class="contacts">
      <section class="contacts__info" aria-labelledby="contacts-address">
        <h2 id="contacts-address">Главный магазин</h2>
        <address>
          Москва, Варшавское шоссе, 170<br />
          <a href="tel:+74950000000">+7 (495) 000-00-00</a><br />
          <a href="mailto:info@stroydom.example">info@stroydom.example</a>
        </address>
        <p>Ежедневно с 9:00 до 21:00.</p>
      </section>
      ${enquiryForm('call-me')}
    </div>
    <div class="contacts">${enquiryForm('feedback')} ${enquiryForm('partners')}</div>`;
  return layout(ctx, { title: 'Контакты', body, tail });
}
