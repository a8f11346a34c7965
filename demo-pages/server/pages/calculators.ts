import type { StoreCtx } from '../context.ts';
import { html, type SafeHtml } from '../html.ts';
import { field } from './forms-markup.ts';
import { layout } from './layout.ts';
import type { PageSettings } from './routes.ts';
import { texts, type Say } from './texts.ts';

interface Line {
  name: string;
  label: string;
  price: number;
  unit: string;
}

const WORK_LINES: Line[] = [
  { name: 'laminate', label: 'Укладка ламината', price: 450, unit: 'м²' },
  { name: 'tile', label: 'Укладка плитки', price: 1200, unit: 'м²' },
  { name: 'wallpaper', label: 'Поклейка обоев', price: 350, unit: 'м²' },
  { name: 'door', label: 'Установка межкомнатной двери', price: 4500, unit: 'шт.' },
];

const MATERIAL_LINES: Line[] = [
  { name: 'primer', label: 'Грунтовка, 10 л', price: 890, unit: 'шт.' },
  { name: 'putty', label: 'Шпаклёвка, 25 кг', price: 640.5, unit: 'шт.' },
  { name: 'glue', label: 'Плиточный клей, 25 кг', price: 520, unit: 'шт.' },
];

const rubles = (value: number) =>
  `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }).format(value)} ₽`;

/**
 * A calculator block as a CMS renders it: inputs with data-price, a line total per row, the grand total and the
 * hidden 'total' field (docs/behaviour/data.md calculator line, docs/behaviour/constants.md calculator).
 */
function calculator(prefix: string, lines: Line[], say: Say): SafeHtml {
  return html`<shop-calculator class="calculator">
    <table class="calculator__table">
      <thead>
        <tr>
          <th scope="col">${say('Позиция')}</th>
          <th scope="col">${say('Цена')}</th>
          <th scope="col">${say('Количество')}</th>
          <th scope="col">${say('Сумма')}</th>
        </tr>
      </thead>
      <tbody>
        ${lines.map(
          (line) =>
            html`<tr data-calculator-line>
              <th scope="row"><label for="${prefix}-${line.name}">${say(line.label)}</label></th>
              <td>${rubles(line.price)} / ${say(line.unit)}</td>
              <td>
                <input
                  id="${prefix}-${line.name}"
                  name="${line.name}"
                  type="number"
                  min="0"
                  step="any"
                  value="0"
                  inputmode="decimal"
                  data-price="${line.price}"
                />
              </td>
              <td><output data-line-total for="${prefix}-${line.name}">0 ₽</output></td>
            </tr>`,
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colspan="3">${say('Итого')}</th>
          <td><output data-total>0 ₽</output></td>
        </tr>
      </tfoot>
    </table>
    <input type="hidden" name="total" value="0" />
  </shop-calculator>`;
}

/** Price calculators (docs/behaviour/content.md): the work calculator sends its total with an installment enquiry. */
export function calculatorsPage(ctx: StoreCtx, { tail }: PageSettings) {
  const { say } = texts(ctx);
  const body = html`<h1>${say('Калькуляторы')}</h1>
    <section class="calculators__block" aria-labelledby="calc-work-title">
      <h2 id="calc-work-title">${say('Стоимость работ')}</h2>
      <shop-form type="calculate-installment" goal="calculate-installment">
        <form class="form" aria-labelledby="calc-work-title">
          ${calculator('work', WORK_LINES, say)}
          <p>${say('Оставьте телефон — рассчитаем рассрочку на эту сумму.')}</p>
          ${field({ name: 'name', label: 'Имя', type: 'text', required: true }, 'calc-name', '', say)}
          ${field({ name: 'phone', label: 'Телефон', type: 'tel', required: true }, 'calc-phone', '', say)}
          <div class="field field--checkbox">
            <label for="calc-agreement"
              ><input type="checkbox" id="calc-agreement" name="agreement" value="1" checked required />
              ${say('Я согласен с политикой конфиденциальности')}</label
            >
          </div>
          <div class="form__captcha" data-captcha></div>
          <button type="submit" class="btn">${say('Рассчитать рассрочку')}</button>
        </form>
      </shop-form>
    </section>
    <section class="calculators__block" aria-labelledby="calc-materials-title">
      <h2 id="calc-materials-title">${say('Материалы')}</h2>
      <form class="form" aria-labelledby="calc-materials-title">
        ${calculator('materials', MATERIAL_LINES, say)}
      </form>
    </section>`;
  return layout(ctx, { title: say('Калькуляторы'), body, tail });
}
