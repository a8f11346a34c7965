import type { EnquiryType } from '../../../shared/contract/forms.ts';
import { ENQUIRY_FORMS, type FieldDef } from '../form-fields.ts';
import { html, type SafeHtml } from '../html.ts';
import type { Say } from './texts.ts';

const asWritten: Say = (ru) => ru;

export interface EnquiryFormOptions {
  /** the product the enquiry is about (product forms: a hidden product_id; the review: a hidden productId) */
  productId?: number | string;
  /** the goal reported on success; the form's type by default */
  goal?: string;
  /** a prefix for the ids, when one page holds the same form twice */
  idPrefix?: string;
  /** the form's heading level, or false for no heading (a dialog brings its own title) */
  heading?: 2 | 3 | false;
  /** checked fields start checked (the agreement, as docs/behaviour/product.md says); values typed in advance */
  values?: Record<string, string>;
  /** the page's language: labels, titles and the button (texts.ts) */
  say?: Say;
}

/** The autocomplete token of a field, by its name (WCAG's input purposes). */
export const AUTOCOMPLETE: Record<string, string> = {
  name: 'name',
  phone: 'tel',
  email: 'email',
  company: 'organization',
};

/** One labelled field as a CMS template would render it; `required` fields carry the attribute. */
export function field(def: FieldDef, id: string, value = '', say: Say = asWritten): SafeHtml {
  const required = def.required ? html` required` : '';
  if (def.type === 'hidden') return html`<input type="hidden" name="${def.name}" value="${value}" />`;
  if (def.type === 'checkbox') {
    return html`<div class="field field--checkbox">
      <label for="${id}"
        ><input type="checkbox" id="${id}" name="${def.name}" value="1" checked${required} />
        ${say(def.label)}</label
      >
    </div>`;
  }
  const label = html`<label for="${id}">${say(def.label)}</label>`;
  let control: SafeHtml;
  if (def.type === 'textarea') {
    control = html`<textarea id="${id}" name="${def.name}" rows="4" ${required}>${value}</textarea>`;
  } else if (def.type === 'select') {
    control = html`<select id="${id}" name="${def.name}" ${required}>
      ${def.required ? html`<option value="">${say('Выберите…')}</option>` : ''}
      ${(def.options ?? []).map(
        ([option, text]) =>
          html`<option value="${option}" ${option === value ? html` selected` : ''}>${say(text)}</option>`,
      )}
    </select>`;
  } else {
    const autocomplete = AUTOCOMPLETE[def.name];
    control = html`<input
      type="${def.type}"
      id="${id}"
      name="${def.name}"
      value="${value}"
      ${autocomplete ? html`autocomplete="${autocomplete}"` : ''}
      ${def.min !== undefined ? html`min="${def.min}"` : ''}
      ${def.max !== undefined ? html`max="${def.max}"` : ''}
      ${def.placeholder ? html`placeholder="${say(def.placeholder)}"` : ''}${required}
    />`;
  }
  return html`<div class="field">${label}${control}</div>`;
}

/** A new password and its repetition, as the account and the registration forms ask for them. */
export function newPasswordFields(idPrefix: string, label: string, say: Say): SafeHtml {
  const password = (name: string, id: string, text: string) =>
    html`<div class="field">
      <label for="${id}">${say(text)}</label
      ><input id="${id}" name="${name}" type="password" autocomplete="new-password" required />
    </div>`;
  return html`${password('password', `${idPrefix}-password`, label)}${password(
    'password_confirmation',
    `${idPrefix}-password-confirmation`,
    'Повторите пароль',
  )}`;
}

/** A box the shopper ticks for the shop's news, ticked when they have subscribed. */
export const subscriptionField = (id: string, label: string, subscribed: boolean, say: Say) =>
  html`<div class="field field--checkbox">
    <label for="${id}"
      ><input id="${id}" name="subscribed" type="checkbox" value="1" ${subscribed ? html`checked` : ''} />
      ${say(label)}</label
    >
  </div>`;

/** The hidden field that names a product form's product: the review's `productId`, the others' `product_id`. */
export const productFieldOf = (type: EnquiryType) => (type === 'product-review' ? 'productId' : 'product_id');

/**
 * An enquiry form as the CMS renders it, wrapped in <shop-form> (the markup contract of shop-form):
 * the author's fields and labels, the captcha container `[data-captcha]` and a submit button.
 * The product page calls it, e.g. `enquiryForm('cheaper', { productId: product.id })`.
 */
export function enquiryForm(type: EnquiryType, options: EnquiryFormOptions = {}): SafeHtml {
  const def = ENQUIRY_FORMS[type];
  const prefix = `${options.idPrefix ?? ''}${type}`;
  const values = options.values ?? {};
  const level = options.heading ?? 2;
  const say = options.say ?? asWritten;
  const productField =
    def.product && options.productId !== undefined
      ? html`<input type="hidden" name="${productFieldOf(type)}" value="${options.productId}" />`
      : '';
  const title =
    level === false
      ? ''
      : level === 3
        ? html`<h3 class="form__title" id="${prefix}-title">${say(def.title)}</h3>`
        : html`<h2 class="form__title" id="${prefix}-title">${say(def.title)}</h2>`;
  return html`<shop-form type="${type}" goal="${options.goal ?? type}" class="enquiry">
    <form class="form" ${level === false ? '' : html`aria-labelledby="${prefix}-title"`}>
      ${title} ${productField}
      ${def.fields.map((f) => field(f, `${prefix}-${f.name}`, values[f.name] ?? '', say))}
      <div class="form__captcha" data-captcha></div>
      <button type="submit" class="btn">${say('Отправить')}</button>
    </form>
  </shop-form>`;
}

/**
 * GET /demo/form-markup/{type}?productId=: one enquiry form's markup on its own, for template authors and the
 * element tests (which mount exactly what the store renders).
 */
export function enquiryFormFragment(type: string, productId: string | null): SafeHtml | null {
  if (!(type in ENQUIRY_FORMS)) return null;
  return enquiryForm(type as EnquiryType, productId ? { productId } : {});
}
