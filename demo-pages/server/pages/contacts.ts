import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { enquiryForm } from './forms-markup.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { texts } from './texts.ts';

/** Contacts: the main shop with its map, the call-me, feedback and partners forms. */
export function contactsPage(ctx: StoreCtx, { tail }: PageSettings) {
  const text = texts(ctx).contacts;
  const { say } = texts(ctx);
  const body = html`<h1>${text.title}</h1>
    <div class="contacts">
      <section class="contacts__info" aria-labelledby="contacts-address">
        <h2 id="contacts-address">${text.shop}</h2>
        <shop-contact-map class="contacts__map" city="Москва" address="Варшавское шоссе, 87"
          ><address>
            ${text.city}, ${text.street}<br />
            <a href="tel:+74950000000">+7 (495) 000-00-00</a><br />
            <a href="mailto:info@stroydom.example">info@stroydom.example</a>
          </address>
          <p>${text.hours}</p>
          <p>${text.way}</p></shop-contact-map
        >
      </section>
      ${enquiryForm('call-me', { say })}
    </div>
    <div class="contacts">${enquiryForm('feedback', { say })} ${enquiryForm('partners', { say })}</div>`;
  return layout(ctx, { title: text.title, body, tail });
}
