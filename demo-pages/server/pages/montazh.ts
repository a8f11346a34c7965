import type { StoreCtx } from '../context.ts';
import { html } from '../html.ts';
import { enquiryForm } from './forms-markup.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { texts, type Say } from './texts.ts';

const WORKS: [string, string][] = [
  ['floor', 'Укладка напольных покрытий'],
  ['walls', 'Отделка стен'],
  ['doors', 'Установка дверей'],
  ['windows', 'Установка окон'],
  ['plumbing', 'Сантехнические работы'],
];

/**
 * The installation banner (docs/behaviour/states.md): a two-step form in <shop-montazh-form>; the form carries data-step and
 * data-goal-name, the invisible captcha renders into [data-captcha].
 */
export function montazhBanner(goal = 'montazh-request', say: Say = (ru) => ru) {
  return html`<shop-montazh-form class="montazh-banner">
    <form
      class="form montazh-banner__form"
      data-step="first"
      data-goal-name="${goal}"
      aria-labelledby="montazh-banner-title"
    >
      <h2 class="montazh-banner__title" id="montazh-banner-title">${say('Заявка на монтаж')}</h2>
      <fieldset class="montazh-banner__step" data-step-panel="first">
        <legend>${say('Шаг 1 из 2: что нужно сделать')}</legend>
        <div class="field">
          <label for="montazh-type">${say('Вид работ')}</label>
          <select id="montazh-type" name="installment_type" required>
            <option value="">${say('Выберите…')}</option>
            ${WORKS.map(([value, label]) => html`<option value="${value}">${say(label)}</option>`)}
          </select>
        </div>
        <div class="field">
          <label for="montazh-square">${say('Площадь, м²')}</label>
          <input id="montazh-square" name="square" type="text" inputmode="decimal" required />
        </div>
        <button type="submit" class="btn">${say('Далее')}</button>
      </fieldset>
      <fieldset class="montazh-banner__step" data-step-panel="second" hidden>
        <legend>${say('Шаг 2 из 2: как с вами связаться')}</legend>
        <div class="field">
          <label for="montazh-name">${say('Имя')}</label>
          <input id="montazh-name" name="name" type="text" autocomplete="name" required />
        </div>
        <div class="field">
          <label for="montazh-email">E-mail</label>
          <input id="montazh-email" name="email" type="email" autocomplete="email" required />
        </div>
        <div class="field">
          <label for="montazh-phone">${say('Телефон')}</label>
          <input id="montazh-phone" name="phone" type="tel" autocomplete="tel" required />
        </div>
        <div data-captcha></div>
        <button type="button" class="btn btn--secondary" data-step-back>${say('Назад')}</button>
        <button type="submit" class="btn">${say('Отправить заявку')}</button>
      </fieldset>
    </form>
  </shop-montazh-form>`;
}

/** Information about installation, with the banner form and the work-calculation enquiry. */
export function montazhPage(ctx: StoreCtx, { tail }: PageSettings) {
  const { say } = texts(ctx);
  const body = html`<h1>${say('Монтаж')}</h1>
    <div class="montazh">
      <section class="montazh__info">
        <p>
          ${say('Мастера СтройДома укладывают напольные покрытия, отделывают стены, ставят двери, окна и сантехнику, которые вы купили у нас. Стоимость монтажа указана в карточке товара; её можно добавить к заказу при оформлении.')}
        </p>
        <ul>
          <li>${say('Выезд замерщика по Москве и области — бесплатно при заказе монтажа.')}</li>
          <li>${say('Гарантия на работы — 2 года.')}</li>
          <li>${say('Оплата после приёмки работ.')}</li>
        </ul>
      </section>
      ${montazhBanner('montazh-request', say)}
    </div>
    <section class="montazh__calculate">${enquiryForm('calculate-work', { say })}</section>
    <section class="montazh__projecting">${enquiryForm('projecting', { say })}</section>`;
  return layout(ctx, { title: say('Монтаж'), body, tail });
}
